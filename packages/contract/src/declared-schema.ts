import { z } from 'zod';
import { type Declaration, type FieldDecl, type FieldKind, fieldsIn, rangeOf, rowFields } from './declaration.ts';
import { optionalText } from './paging.ts';
import { codeFilter } from './shop-fields.ts';

/**
 * The zod schemas a declaration implies (issue 26): the list row and the list's filters, so a field declared
 * once is in the row, the query and their types without a line of its own here.
 */

/** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm[:ss]` in the server's zone; blank means no bound (a bare end date covers its day). */
export const timeFilter = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, '时间格式应为 YYYY-MM-DD HH:mm:ss')
  .optional()
  .or(z.literal('').transform(() => undefined));

/** A number filter; blank or absent means no filter. */
export const numberFilter = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().optional());

type Fielded = Pick<Declaration, 'fields'>;
type NumberKind = 'money' | 'quantity' | 'number';
type RowPlace = 'list' | 'filter' | 'export';
type ValueOf<F extends FieldDecl> = F['kind'] extends NumberKind
  ? number
  : F['kind'] extends 'enum'
    ? F['options'] extends readonly { readonly value: infer V }[]
      ? V extends number
        ? number
        : string
      : never
    : string;
type InRow<F extends FieldDecl> = [Extract<F['in'][number], RowPlace>] extends [never] ? false : true;
type RowShape<D extends Fielded> = {
  [K in keyof D['fields'] as InRow<D['fields'][K]> extends true ? K : never]: z.ZodType<ValueOf<D['fields'][K]>>;
};

const NUMBER_KINDS: readonly FieldKind[] = ['money', 'quantity', 'number'];
const numeric = (f: FieldDecl) => NUMBER_KINDS.includes(f.kind) || (f.kind === 'enum' && typeof f.options?.[0]?.value === 'number');

/**
 * The list row: `id`, the declared row fields (numbers for money, quantities and numeric enums; text else,
 * a date-time as the API's `YYYY-MM-DD HH:mm:ss`), what the caller adds, and `updateTime` (freshness).
 */
export function declaredRow<D extends Fielded, E extends z.ZodRawShape = Record<never, never>>(d: D, extra?: E) {
  const shape = Object.fromEntries(rowFields(d).map((f) => [f.name, numeric(f) ? z.number() : z.string()]));
  return z.object({ id: z.number(), ...(shape as unknown as RowShape<D>), ...(extra as E), updateTime: z.string() });
}

type FilterShape<D extends Fielded> = {
  [K in keyof D['fields'] as 'filter' extends D['fields'][K]['in'][number]
    ? D['fields'][K]['kind'] extends 'datetime' | 'date'
      ? never
      : K
    : never]: z.ZodType<ValueOf<D['fields'][K]> | undefined, unknown>;
};

/**
 * The list's filters: a code or reference matched exactly, a text by part, an enum or number by value, a
 * date-time as a range of two bounds (`startTime` / `endTime` unless the field names others).
 */
export function declaredFilters<D extends Fielded>(d: D) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of fieldsIn(d, 'filter')) {
    if (f.kind === 'datetime' || f.kind === 'date') {
      const [from, to] = rangeOf(f);
      shape[from] = timeFilter;
      shape[to] = timeFilter;
    } else shape[f.name] = numeric(f) ? numberFilter : f.kind === 'text' || f.kind === 'longtext' ? optionalText(100) : codeFilter;
  }
  return shape as FilterShape<D> & { startTime?: typeof timeFilter; endTime?: typeof timeFilter };
}
