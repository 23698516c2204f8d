import { type Declaration, type FieldKind, fieldsIn, type Placed } from '@console/contract/declaration';
import type { FieldDef } from './form-values.ts';

/** A page's say on one declared form field: hide it (`false`), or give it options or another input. */
export type FormOverride = false | Partial<Omit<FieldDef, 'name'>>;

const INPUT: Partial<Record<FieldKind, FieldDef['kind']>> = {
  longtext: 'textarea',
  number: 'number',
  quantity: 'number',
  money: 'money',
  date: 'date',
  enum: 'select',
};

// An on/off status (启用 / 停用) is the form's switch; a status with more values is a machine's, never edited.
const formOf = (f: Placed): FieldDef => ({
  name: f.name,
  label: f.label,
  kind: f.name === 'status' ? 'status' : (INPUT[f.kind] ?? 'text'),
  ...(f.kind === 'enum' && f.name !== 'status' ? { options: f.options } : {}),
  ...(f.fixed ? { lockOnEdit: true } : {}),
});

/**
 * The add/edit form's fields from the declaration's 'form' fields, in declaration order, each labelled by
 * it: long text as a text area, counts as numbers, money in yuan (sent as cents), an enum as a select, a
 * fixed code locked when editing. The page hides a field or gives a reference its options.
 */
export function declaredForm(d: Pick<Declaration, 'fields'>, overrides: Record<string, FormOverride> = {}): FieldDef[] {
  return fieldsIn(d, 'form').flatMap((f) => {
    const o = overrides[f.name];
    return o === false ? [] : [{ ...formOf(f), ...o }];
  });
}
