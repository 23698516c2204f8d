import { Column, is, isSQLWrapper, Name, Param, Placeholder, SQL, StringChunk, Subquery, sql, Table, View } from 'drizzle-orm';
import { isPgEnum } from 'drizzle-orm/pg-core';

/**
 * A condition built per request as usual (`eq(t.status, q.status)`), with its values lifted out as named
 * placeholders: what remains is its shape, the same text for every request with the same filters set, so a
 * statement compiled for one serves them all with new values (prepared-list.ts).
 *
 * Walking the condition is far cheaper than compiling it (no text, no escaping): it mirrors the chunks Drizzle's
 * compiler knows (`SQL.buildQueryFromSourceParams`). Tables, columns, views and enums are named by identity (a
 * list's are module constants); a part whose values the compiler writes into the text (`inlineParams`) keeps
 * them in the shape. A chunk it cannot rebuild (a sub-query object) makes the condition unliftable: the caller
 * then builds the list per request as before. Under test, every request's lifted SQL is compiled again and
 * compared with the kept statement (prepared-list.ts), so a shape that missed a structural difference fails.
 */
export type LiftedSql = { shape: string; values: Record<string, unknown>; sql: SQL | undefined };

const ids = new WeakMap<object, number>();
let lastId = 0;
/** A stable number for a schema object, for as long as it lives. */
export function identity(o: object): number {
  let id = ids.get(o);
  if (id === undefined) {
    id = ++lastId;
    ids.set(o, id);
  }
  return id;
}

class Unliftable extends Error {}

export function liftValues(condition: SQL | undefined, prefix: string): LiftedSql | undefined {
  const shape: string[] = [];
  const values: Record<string, unknown> = {};
  let n = 0;
  const value = (v: unknown, inline: boolean): unknown => {
    if (is(v, SQL)) return lift(v, inline);
    if (inline) {
      shape.push(`i${JSON.stringify(v)}`);
      return v;
    }
    const name = `${prefix}${n++}`;
    values[name] = v;
    shape.push('?');
    return sql.placeholder(name);
  };
  const lift = (chunk: unknown, inline: boolean): unknown => {
    if (chunk instanceof StringChunk) {
      const text = chunk.value.join('');
      shape.push(`s${text.length}:${text}`);
      return chunk;
    }
    if (chunk === undefined) {
      shape.push('u');
      return chunk;
    }
    if (chunk instanceof SQL) {
      const inlined = inline || (chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams;
      shape.push(inlined ? '[' : '(');
      const chunks = chunk.queryChunks.map((c) => lift(c, inlined));
      shape.push(')');
      return inlined ? chunk : new SQL(chunks as SQL['queryChunks']);
    }
    if (chunk instanceof Param) {
      if (is(chunk.value, Placeholder)) return named(chunk.value, chunk);
      return value(chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value), inline);
    }
    if (Array.isArray(chunk)) {
      shape.push(`a${chunk.length}`);
      return chunk.map((c) => lift(c, inline));
    }
    if (is(chunk, Name)) {
      shape.push(`n${chunk.value}`);
      return chunk;
    }
    if (is(chunk, Column) || is(chunk, Table) || is(chunk, View) || isPgEnum(chunk)) {
      shape.push(`o${identity(chunk as object)}`);
      return chunk;
    }
    if (is(chunk, Placeholder)) return named(chunk, chunk);
    if (is(chunk, SQL.Aliased) && chunk.fieldAlias !== undefined) {
      shape.push(`al${chunk.fieldAlias}`);
      return chunk;
    }
    if (is(chunk, Subquery)) throw new Unliftable();
    if (isSQLWrapper(chunk)) {
      const omit = chunk.shouldOmitSQLParens?.() === true;
      shape.push(omit ? 'w' : 'W');
      const inner = lift(chunk.getSQL(), inline);
      return omit ? inner : sql`(${inner})`;
    }
    return value(chunk, inline);
  };
  const named = (p: Placeholder, chunk: unknown) => {
    shape.push(`p${p.name}`);
    return chunk;
  };
  try {
    const lifted = condition === undefined ? undefined : (lift(condition, false) as SQL);
    return { shape: shape.join('\u0001'), values, sql: lifted };
  } catch (e) {
    if (e instanceof Unliftable) return undefined;
    throw e;
  }
}
