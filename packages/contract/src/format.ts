import { type FieldDecl, type FieldKind, optionLabel } from './declaration.ts';
import { yuan } from './money.ts';

/**
 * How a value of each field kind is shown: on screen, in the detail, in an export cell and in the audit.
 * Money is integer cents, written by money.ts alone.
 */

const groups = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A count with thousands grouped. */
export const formatQuantity = (n: number | null | undefined) =>
  n == null ? '' : `${n < 0 ? '-' : ''}${groups(String(Math.abs(Math.trunc(n))))}`;

/** A value as text in a cell, a detail or the audit (an empty value as an empty string). */
export function formatValue(f: Pick<FieldDecl, 'kind' | 'options'>, value: unknown): string {
  if (value == null || value === '') return '';
  switch (f.kind) {
    case 'money':
      return yuan(Number(value));
    case 'quantity':
      return formatQuantity(Number(value));
    case 'enum':
      return optionLabel(f, value);
    default:
      return String(value);
  }
}

/** The column width that shows a value of the kind whole (a date-time is never cut to `2026-11-25 22`). */
export const KIND_WIDTH: Record<FieldKind, number> = {
  code: 160,
  text: 160,
  longtext: 220,
  phone: 130,
  money: 120,
  quantity: 90,
  number: 90,
  datetime: 175,
  date: 115,
  enum: 100,
  ref: 160,
};

/** Numbers line up on the right. */
export const alignOf = (kind: FieldKind): 'left' | 'right' =>
  kind === 'money' || kind === 'quantity' || kind === 'number' ? 'right' : 'left';
