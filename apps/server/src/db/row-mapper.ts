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
const parsers = new Map<string, (v: string) => unknown>();
/**
 * Drizzle's choice of parsers, each resolved once for the process: Drizzle's driver resolves them again for every
 * field of every result and makes a new function for each text one.
 */
export const keptTypes = {
  getTypeParser(oid: number, format: 'text' | 'binary' = 'text') {
    const key = `${oid}/${format}`;
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
const mappers = new Map<string, MakeMapper>();
/** How many compiled mappers and copiers are kept (field lists come from code, so this is never reached). */
const COPIERS_MAX = 1000;

/**
 * A mapper of array rows to objects with these fields, written as one object literal (as `rowCopier`), a field
 * whose decoder passes values on read as it is; a null is never decoded, as in Drizzle. Compiled once per field
 * list and kept, as a select sent once per request (`runMapped`) must not compile a function each time.
 */
function rowMapper<T>(names: readonly string[], decoders: readonly Decoder[]): (row: unknown[]) => T {
  const decoded = decoders.map((d) => !passesOn(d));
  const key = `${names.join('\u0000')}\u0001${decoded.map(Number).join('')}`;
  let make = mappers.get(key);
  if (!make) {
    make = names.includes('__proto__') ? definingMapper(names, decoded) : literalMapper(names, decoded);
    if (mappers.size >= COPIERS_MAX) mappers.clear();
    mappers.set(key, make);
  }
  return make(decoders) as (row: unknown[]) => T;
}

function literalMapper(names: readonly string[], decoded: boolean[]): MakeMapper {
  const fields = names.map((name, i) => {
    const value = decoded[i] ? `r[${i}] === null ? null : d[${i}].mapFromDriverValue(r[${i}])` : `r[${i}]`;
    return `${JSON.stringify(name)}: ${value}`;
  });
  return new Function('d', `return (r) => ({ ${fields.join(', ')} });`) as MakeMapper;
}

/** `__proto__` written in a literal would set the prototype, not a field: such a select defines its fields. */
function definingMapper(names: readonly string[], decoded: boolean[]): MakeMapper {
  return (d) => (r) => {
    const out: Record<string, unknown> = {};
    names.forEach((name, i) => {
      const value = decoded[i] && r[i] !== null ? d[i].mapFromDriverValue(r[i]) : r[i];
      Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
    });
    return out;
  };
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
 * A Drizzle select's rows as awaiting it gives them, sent by `sentDirect`; anything else (a list read in parts)
 * is awaited as it is.
 */
export function runMapped<T>(query: PromiseLike<T[]>): PromiseLike<T[]> {
  if (!is(query, PgSelectBase)) return query;
  return sentDirect((query as unknown as { prepare(name: string): Runnable<T> }).prepare(UNNAMED)).execute();
}
