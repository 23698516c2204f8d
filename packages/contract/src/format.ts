import { type FieldDecl, type FieldKind, optionLabel } from './declaration.ts';

/**
 * How a value of each field kind is shown: on screen, in the detail, in an export cell and in the audit.
 * Money is integer cents and is formatted by string arithmetic, so floats never touch it.
 */

const groups = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Integer cents → `1,176.55` (`-0.50` for −50): the sign before the whole amount, thousands grouped. */
export function yuanText(cents: number | null | undefined, { grouped = true } = {}): string {
  const c = Math.trunc(Number(cents ?? 0));
  const abs = Math.abs(c);
  const whole = String(Math.trunc(abs / 100));
  return `${c < 0 ? '-' : ''}${grouped ? groups(whole) : whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Integer cents → `¥1,176.55`, `-¥0.50`. */
export const formatMoney = (cents: number | null | undefined) => {
  const t = yuanText(cents);
  return t.startsWith('-') ? `-¥${t.slice(1)}` : `¥${t}`;
};

/** A count with thousands grouped. */
export const formatQuantity = (n: number | null | undefined) =>
  n == null ? '' : `${n < 0 ? '-' : ''}${groups(String(Math.abs(Math.trunc(n))))}`;

/** A value as text in a cell, a detail or the audit (an empty value as an empty string). */
export function formatValue(f: Pick<FieldDecl, 'kind' | 'options'>, value: unknown): string {
  if (value == null || value === '') return '';
  switch (f.kind) {
    case 'money':
      return formatMoney(Number(value));
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
