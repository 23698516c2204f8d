import { type Declaration, fieldsIn, type Placed, rangeOf } from '@console/contract/declaration';
import type { SearchField } from './SearchForm.tsx';

/** A page's say on one declared filter: hide it (`false`), or give it options or another input. */
export type SearchOverride = false | Partial<Omit<SearchField, 'name'>>;

const searchOf = (f: Placed): SearchField =>
  f.kind === 'datetime' || f.kind === 'date'
    ? { name: f.name, label: f.label, kind: 'range', range: rangeOf(f) }
    : f.kind === 'enum'
      ? { name: f.name, label: f.label, kind: 'select', options: f.options }
      : { name: f.name, label: f.label, kind: 'text' };

/**
 * The search form's fields from the declaration's filters, in declaration order: an enum as a select of its
 * options, a date-time as a range, anything else as text, each labelled once (by the declaration). The page
 * hides a filter another control sets (the order list's status tabs) or gives a reference its options.
 */
export function declaredSearch(d: Pick<Declaration, 'fields'>, overrides: Record<string, SearchOverride> = {}): SearchField[] {
  return fieldsIn(d, 'filter').flatMap((f) => {
    const o = overrides[f.name];
    return o === false ? [] : [{ ...searchOf(f), ...o }];
  });
}
