import { Column, is, SQL, Subquery } from 'drizzle-orm';
import { PgSelectBase } from 'drizzle-orm/pg-core';

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Selected = { path: string[]; field: unknown };
/** What a Drizzle (node-postgres) prepared query keeps of its select; `customResultMapper` replaces its row mapping. */
type PreparedInternals = { fields?: Selected[]; customResultMapper?: (rows: unknown[][]) => unknown };

/** Drizzle's own choice of a selected field's decoder (utils.js, mapResultRow). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  // `decoder` is SQL's own (set by `.mapWith()`), not in its declared type.
  const decoder = (s: SQL) => (s as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return decoder(field);
  if (is(field, Subquery)) return decoder((field._ as unknown as { sql: SQL }).sql);
  return decoder((field as { sql: SQL }).sql);
}

/**
 * A prepared select of flat fields maps its rows with each column's name and decoder worked out once, where
 * Drizzle works them out again for every field of every row (three `instanceof` walks, an iterator and a
 * closure each: ~5 % of a list request's CPU, issue 31). Rows come out as Drizzle's own mapping makes them.
 * A select with nested objects (whose left-joined tables Drizzle may turn into null) keeps Drizzle's mapping.
 */
export function mappedOnce<P>(prepared: P): P {
  const q = prepared as PreparedInternals;
  if (!q.fields || q.customResultMapper || q.fields.some((f) => f.path.length !== 1)) return prepared;
  const names = q.fields.map((f) => f.path[0]);
  const decoders = q.fields.map((f) => decoderOf(f.field));
  const n = names.length;
  const blank = blankRow(names);
  q.customResultMapper = (rows) =>
    rows.map((row) => {
      const out = blank();
      for (let i = 0; i < n; i++) {
        const raw = row[i];
        out[names[i]] = raw === null ? null : decoders[i].mapFromDriverValue(raw);
      }
      return out;
    });
  return prepared;
}

/**
 * A maker of empty rows with these fields, in this order (each null): a row built from it is allocated once at
 * its full size, where an empty object grown field by field reallocates its property store a few times per row
 * (a list page's rows were a tenth of its request's garbage, issue 31).
 */
export function blankRow(names: readonly string[]): () => Record<string, unknown> {
  const template: Record<string, unknown> = {};
  for (const name of names) template[name] = null;
  return () => ({ ...template });
}

const copiers = new Map<string, (row: Record<string, unknown>) => Record<string, unknown>>();
const COPIERS_MAX = 1000;

/**
 * A copier of rows to a new object with only these fields, in this order; one per field list, kept. Written as
 * an object literal (compiled once) because a loop over the names reads and writes each field by a key that
 * changes from one field to the next, which V8 cannot specialise: on the busiest list that copy cost more than
 * the row mapping itself (issue 31, a CPU profile: ~12 µs of ~350 per request).
 */
export function rowCopier(names: readonly string[]): (row: Record<string, unknown>) => Record<string, unknown> {
  const key = names.join('\u0000');
  let copy = copiers.get(key);
  if (!copy) {
    // `__proto__` written or assigned would set the prototype, not a field: such a list defines its fields.
    if (names.includes('__proto__')) {
      copy = (row) => {
        const out: Record<string, unknown> = {};
        for (const k of names) Object.defineProperty(out, k, { value: row[k], enumerable: true, writable: true, configurable: true });
        return out;
      };
    } else {
      const fields = names.map((n) => `${JSON.stringify(n)}: r[${JSON.stringify(n)}]`).join(', ');
      copy = new Function('r', `return { ${fields} };`) as (row: Record<string, unknown>) => Record<string, unknown>;
    }
    if (copiers.size >= COPIERS_MAX) copiers.clear();
    copiers.set(key, copy);
  }
  return copy;
}

/** Drizzle names a prepared statement only when given a name: without one, PostgreSQL plans each run afresh. */
export const UNNAMED = undefined as unknown as string;

/**
 * A Drizzle select's rows as awaiting it gives them, mapped by `mappedOnce`; anything else (a list read in parts)
 * is awaited as it is.
 */
export function runMapped<T>(query: PromiseLike<T[]>): PromiseLike<T[]> {
  if (!is(query, PgSelectBase)) return query;
  return mappedOnce((query as unknown as { prepare(name: string): { execute(): Promise<T[]> } }).prepare(UNNAMED)).execute();
}
