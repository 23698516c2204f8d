import { Column, fillPlaceholders, is, noopDecoder, SQL, Subquery } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { PgSelectBase } from 'drizzle-orm/pg-core';
import pg, { type QueryConfig } from 'pg';

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Selected = { path: string[]; field: unknown };
type Client = { query(config: QueryConfig, values: unknown[]): Promise<{ rows: unknown[][] }> };
/** What a Drizzle (node-postgres) prepared query keeps: its client (the pool or a transaction's), text, name, params. */
type PreparedInternals = {
  fields?: Selected[];
  customResultMapper?: unknown;
  client: Client;
  queryString: string;
  params: unknown[];
  queryConfig: { name?: string };
};
type Runnable<T> = { execute(values?: Record<string, unknown>): Promise<T[]> };

/** Drizzle's own choice of a selected field's decoder (utils.js, mapResultRow). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  // `decoder` is SQL's own (set by `.mapWith()`), not in its declared type.
  const decoder = (s: SQL) => (s as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return decoder(field);
  if (is(field, Subquery)) return decoder((field._ as unknown as { sql: SQL }).sql);
  return decoder((field as { sql: SQL }).sql);
}

/** The types Drizzle's node-postgres driver leaves as PostgreSQL's text (times, dates, intervals and their arrays). */
const AS_TEXT = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const asText = (v: string) => v;
const parsers = new Map<number, (v: string) => unknown>();
/**
 * Drizzle's choice of parsers, each resolved once for the process: Drizzle's driver resolves them again for every
 * field of every result and makes a new function for each text one.
 */
export const keptTypes = {
  getTypeParser(oid: number, format: 'text' | 'binary' = 'text') {
    // A number, not a string built per field of every result (pg asks for each field's parser on each result).
    const key = format === 'binary' ? -oid - 1 : oid;
    let parse = parsers.get(key);
    if (!parse) {
      parse = AS_TEXT.has(oid) ? asText : (pg.types.getTypeParser(oid, format) as (v: string) => unknown);
      parsers.set(key, parse);
    }
    return parse;
  },
};

/**
 * A prepared select of flat fields, sent as it is kept: one query config (rows as arrays, `keptTypes`) built once,
 * the placeholders filled, and each row mapped with its fields' names and decoders worked out once. Drizzle's
 * `execute` would wrap each call in three async layers (tracer spans, its cache), fill the placeholders, and map
 * every field of every row by three `instanceof` walks: per list request ~20 µs of CPU and 6 KB of garbage over
 * the same `pool.query` (bench/pg-calls.ts, issue 31). Rows come out as Drizzle's own mapping makes them.
 * A select with nested objects (whose left-joined tables Drizzle may turn into null) keeps Drizzle's execute.
 */
export function sentDirect<T>(prepared: Runnable<T>): Runnable<T> {
  const q = prepared as unknown as PreparedInternals;
  if (!q.fields || q.customResultMapper || q.fields.some((f) => f.path.length !== 1)) return prepared;
  const mapRow = rowMapper<T>(
    q.fields.map((f) => f.path[0]),
    q.fields.map((f) => decoderOf(f.field)),
  );
  const config = { name: q.queryConfig.name, text: q.queryString, rowMode: 'array', types: keptTypes } as QueryConfig;
  const { client, params } = q;
  return {
    execute: (values = {}) => {
      const filled = fillPlaceholders(params, values);
      return client.query(config, filled).then(
        ({ rows }) => rows.map(mapRow),
        // As Drizzle throws it: the error handler and the logs read the driver's error as its cause.
        (e: unknown) => {
          throw new DrizzleQueryError(config.text, filled, e as Error);
        },
      );
    },
  };
}

/** Whether a decoder hands the driver's value on as it is (a text column, an undecoded SQL). */
const passesOn = (d: Decoder) => d === noopDecoder || d.mapFromDriverValue === Column.prototype.mapFromDriverValue;

type MakeMapper = (decoders: readonly Decoder[]) => (row: unknown[]) => unknown;
type Copier = (row: Record<string, unknown>) => Record<string, unknown>;

const compiled = new Map<string, unknown>();
/** How many compiled mappers and copiers are kept (field lists come from code, so this is never reached). */
const COMPILED_MAX = 1000;

/** A function compiled once per key and kept: a select sent once per request must not compile one each time. */
function compiledOnce<F>(key: string, compile: () => F): F {
  let f = compiled.get(key) as F | undefined;
  if (!f) {
    f = compile();
    if (compiled.size >= COMPILED_MAX) compiled.clear();
    compiled.set(key, f);
  }
  return f;
}

/**
 * An object literal's source with these fields, in this order, each valued by `value`. Names are quoted by
 * `JSON.stringify`; `__proto__` is written as a computed key, which defines a field where the plain form would
 * set the prototype.
 */
function literalOf(names: readonly string[], value: (name: string, i: number) => string): string {
  const fields = names.map((name, i) => `${name === '__proto__' ? '["__proto__"]' : JSON.stringify(name)}: ${value(name, i)}`);
  return `{ ${fields.join(', ')} }`;
}

/**
 * A mapper of array rows to objects with these fields, written as one object literal (as `rowCopier`), a field
 * whose decoder passes values on read as it is; a null is never decoded, as in Drizzle.
 */
function rowMapper<T>(names: readonly string[], decoders: readonly Decoder[]): (row: unknown[]) => T {
  const decoded = decoders.map((d) => !passesOn(d));
  const make = compiledOnce(`map\u0001${names.join('\u0000')}\u0001${decoded.map(Number).join('')}`, () => {
    const row = literalOf(names, (_, i) => (decoded[i] ? `r[${i}] === null ? null : d[${i}].mapFromDriverValue(r[${i}])` : `r[${i}]`));
    return new Function('d', `return (r) => (${row});`) as MakeMapper;
  });
  return make(decoders) as (row: unknown[]) => T;
}

/**
 * A copier of rows to a new object with only these fields, in this order; one per field list, kept. Written as
 * an object literal (compiled once) because a loop over the names reads and writes each field by a key that
 * changes from one field to the next, which V8 cannot specialise: on the busiest list that copy cost more than
 * the row mapping itself (issue 31, a CPU profile: ~12 µs of ~350 per request).
 */
export function rowCopier(names: readonly string[]): Copier {
  return compiledOnce(`copy\u0001${names.join('\u0000')}`, () => {
    const row = literalOf(names, (name) => `r[${JSON.stringify(name)}]`);
    return new Function('r', `return ${row};`) as Copier;
  });
}

/** Drizzle names a prepared statement only when given a name: without one, PostgreSQL plans each run afresh. */
export const UNNAMED = undefined as unknown as string;

/**
 * A Drizzle select's rows as awaiting it gives them, sent by `sentDirect`; anything else (a list read in parts)
 * is awaited as it is.
 */
export function runMapped<T>(query: PromiseLike<T[]>): PromiseLike<T[]> {
  if (!is(query, PgSelectBase)) return query;
  return sentDirect((query as unknown as { prepare(name: string): Runnable<T> }).prepare(UNNAMED)).execute();
}
