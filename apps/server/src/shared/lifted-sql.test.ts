import { and, eq, exists, ilike, inArray, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { loginLogs } from '../db/schema/logs.ts';
import { liftValues } from './lifted-sql.ts';

const dialect = new PgDialect({ casing: 'snake_case' });
const compiled = (s: ReturnType<typeof liftValues>) => dialect.sqlToQuery(s?.sql ?? sql``);
const where = (q: { id?: string; results?: string[]; from?: Date }) =>
  and(
    q.id ? ilike(loginLogs.loginId, `%${q.id}%`) : undefined,
    q.results ? inArray(loginLogs.result, q.results) : undefined,
    q.from ? sql`${loginLogs.createdAt} >= ${q.from}` : undefined,
  );

describe('liftValues', () => {
  it('gives one shape and one text for the same filters with other values, the values lifted out in order', () => {
    const a = liftValues(where({ id: 'a', results: ['ok'], from: new Date(0) }), 'w');
    const b = liftValues(where({ id: 'bb', results: ['failed'], from: new Date(1) }), 'w');
    expect(a?.shape).toBe(b?.shape);
    expect(compiled(a).sql).toBe(compiled(b).sql);
    expect(b?.values).toEqual({ w0: '%bb%', w1: 'failed', w2: new Date(1) });
    // The text binds placeholders only: no value of the request is kept in the statement.
    expect(compiled(b).sql).toBe(dialect.sqlToQuery(where({ id: 'x', results: ['y'], from: new Date(0) }) ?? sql``).sql);
  });

  it('tells shapes apart: another filter set, another list length, a value the compiler writes into the text', () => {
    const shape = (s: Parameters<typeof liftValues>[0]) => liftValues(s, 'w')?.shape;
    expect(shape(where({ id: 'a' }))).not.toBe(shape(where({ results: ['a'] })));
    expect(shape(where({ results: ['a'] }))).not.toBe(shape(where({ results: ['a', 'b'] })));
    expect(shape(where({ id: 'a' }))).not.toBe(shape(where({ id: 'a', from: new Date(0) })));
    expect(shape(sql`${loginLogs.id} > ${1}`.inlineParams())).not.toBe(shape(sql`${loginLogs.id} > ${2}`.inlineParams()));
    expect(shape(eq(loginLogs.ip, 'a'))).not.toBe(shape(eq(loginLogs.message, 'a')));
  });

  it('lifts the values of a sub-select too', () => {
    const q = (v: string) => exists(sql`select 1 from ${loginLogs} where ${eq(loginLogs.ip, v)}`);
    const a = liftValues(q('1.1.1.1'), 'w');
    expect(a?.shape).toBe(liftValues(q('2.2.2.2'), 'w')?.shape);
    expect(a?.values).toEqual({ w0: '1.1.1.1' });
    expect(compiled(a).params).toHaveLength(1);
  });
});
