import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';

// The tables are written with shared column builders (columns.ts, documents.ts, constraints.ts): a builder
// edited by mistake would change many tables at once, and only a migration that nobody generated would tell.
const here = import.meta.dirname;
const schemaDir = path.join(here, 'schema');
const metaDir = path.join(here, '../../drizzle/meta');

const schemaNow = async (prevId: string) => {
  const exports: Record<string, unknown> = {};
  for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    for (const [name, value] of Object.entries(await import(path.join(schemaDir, file)))) exports[`${file}:${name}`] = value;
  }
  return generateDrizzleJson(exports, prevId, undefined, 'snake_case');
};

const lastSnapshot = () => {
  const journal = JSON.parse(readFileSync(path.join(metaDir, '_journal.json'), 'utf8')) as { entries: { idx: number }[] };
  const last = String(journal.entries.at(-1)?.idx).padStart(4, '0');
  return JSON.parse(readFileSync(path.join(metaDir, `${last}_snapshot.json`), 'utf8'));
};

describe('the schema and the migrations', () => {
  it('the tables declared in db/schema are exactly what the last migration left (no migration is missing)', async () => {
    const prev = lastSnapshot();
    const now = await schemaNow(prev.id);
    expect(await generateMigration(prev, now)).toEqual([]);
    // Column order is no migration's business, but rows are selected and exported in it.
    const order = (s: { tables: Record<string, { columns: object }> }) =>
      Object.entries(s.tables)
        .map(([name, t]) => `${name}: ${Object.keys(t.columns).join(',')}`)
        .sort();
    expect(order(now)).toEqual(order(prev));
    // The comparison sees a difference when there is one: a table one column short needs a migration.
    const shop = now.tables['public.shop_info'];
    expect(shop?.columns.license_no).toBeDefined();
    const { license_no: _, ...fewer } = shop?.columns ?? {};
    const changed = { ...now, tables: { ...now.tables, 'public.shop_info': { ...shop, columns: fewer } } };
    expect(await generateMigration(prev, changed)).toEqual(['ALTER TABLE "shop_info" DROP COLUMN "license_no";']);
  }, 120_000);
});
