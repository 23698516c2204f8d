import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { versionField } from './list-totals.ts';

describe('versionField', () => {
  it('names the tables without building their indexes (it runs on every list request)', () => {
    let built = 0;
    const t = pgTable('vf_probe', { a: text() }, (c) => {
      built++;
      return [index('vf_probe_a_idx').on(c.a)];
    });
    const field = versionField([t]);
    const { sql, params } = new PgDialect().sqlToQuery(field!());
    expect(built).toBe(0);
    expect(sql).toContain('"sys_table_version"."name" in ($1)');
    expect(params).toEqual(['vf_probe']);
  });
});
