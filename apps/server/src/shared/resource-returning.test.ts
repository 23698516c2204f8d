import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchemaRef } from '@console/contract/endpoint';
import type { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { roundTrips } from '../test/pool-spy.ts';
import { serviceCtx } from '../test/service-ctx.ts';
import { resourceService } from './resource-service.ts';
import { onWrite, type WriteEvent } from './write-events.ts';

/**
 * A write answers its row with the computed columns from its own RETURNING (no read after it), unless a computed
 * column reads the written table itself: RETURNING sees that table as it was before the statement.
 */

const owners = pgTable('rr_owner', {
  id: serial().primaryKey(),
  code: varchar({ length: 16 }).notNull(),
  name: varchar({ length: 32 }).notNull(),
});
const table = (name: string) =>
  pgTable(name, {
    id: serial().primaryKey(),
    code: varchar({ length: 16 }).notNull(),
    ownerCode: varchar('owner_code', { length: 16 }).notNull(),
    sort: integer().notNull().default(0),
    status: smallint().notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  });
const items = table('rr_item');
const peers = table('rr_peer');

type Body = { code: string; ownerCode: string };
const ref = <T>() => ({}) as SchemaRef<z.ZodType<T, T>>;
const api = {
  queryList: { input: ref<{ page: number; pageSize: number }>(), output: ref<Record<string, unknown>>() },
  add: { input: ref<Body>() },
  update: { input: ref<{ id: number; updateTime?: string; ownerCode?: string }>() },
};
const audit = (targetType: string) => ({ module: '测试', targetType, labels: { code: '编码', ownerCode: '归属' } });
// A hook that needs the write's transaction: the add stays a transaction of its own statements.
const beforeSave = async () => undefined;

/** Its computed column reads another table: RETURNING answers it. */
const itemService = resourceService({
  api,
  table: items,
  label: '条目',
  audit: audit('rr_item'),
  beforeSave,
  columns: { ownerName: sql<string>`coalesce((select ${owners.name} from ${owners} where ${owners.code} = ${items.ownerCode}), '')` },
});
/** Its computed column counts rows of its own table (the written one among them): read after the write. */
const peerService = resourceService({
  api,
  table: peers,
  label: '同伴',
  audit: audit('rr_peer'),
  beforeSave,
  columns: { peerCount: sql<number>`(select count(*)::int from rr_peer p where p.owner_code = "rr_peer"."owner_code")` },
});

let t: TestApp;
const events: WriteEvent[] = [];
const ctx = () => serviceCtx(t.db);
const verbs = (seen: { text: string }[]) => seen.map((q) => q.text.trim().split(/\s+/)[0].toLowerCase());

beforeAll(async () => {
  t = await buildTestApp();
  onWrite(async (_tx, _ctx, e) => {
    events.push(e);
  });
  await t.db.execute(sql`create table rr_owner (id serial primary key, code varchar(16) not null, name varchar(32) not null)`);
  for (const name of ['rr_item', 'rr_peer'])
    await t.db.execute(sql`create table ${sql.identifier(name)} (id serial primary key, code varchar(16) not null, owner_code varchar(16) not null,
      sort integer not null default 0, status smallint not null default 1, created_at timestamptz not null default now(), updated_at timestamptz not null default now())`);
  await t.db.execute(sql`insert into rr_owner (code, name) values ('O1', '甲'), ('O2', '乙')`);
});
afterAll(() => t?.close());

describe('a write answers its row from its own RETURNING', () => {
  it('an add: no read after the insert, the computed column of another table as stored', async () => {
    let id = 0;
    const seen = await roundTrips(t, async () => {
      id = (await itemService.add({ code: 'I1', ownerCode: 'O1' }, ctx())).id;
    });
    expect(verbs(seen)).toEqual(['begin', 'insert', 'insert', 'commit']);
    expect(events.at(-1)?.after).toMatchObject({ id, code: 'I1', ownerCode: 'O1', ownerName: '甲', sort: 0, status: 1 });
  });

  it('an update: the locked read before it, none after it', async () => {
    const { id } = await itemService.add({ code: 'I2', ownerCode: 'O1' }, ctx());
    const seen = await roundTrips(t, () => itemService.update({ id, ownerCode: 'O2' }, ctx()));
    expect(verbs(seen)).toEqual(['begin', 'select', 'update', 'insert', 'commit']);
    expect(events.at(-1)).toMatchObject({ before: { ownerName: '甲' }, after: { id, ownerCode: 'O2', ownerName: '乙' } });
  });

  it('a computed column reading the written table is read after the write, so the written row counts', async () => {
    await peerService.add({ code: 'P1', ownerCode: 'O1' }, ctx());
    const seen = await roundTrips(t, () => peerService.add({ code: 'P2', ownerCode: 'O1' }, ctx()));
    expect(verbs(seen)).toEqual(['begin', 'insert', 'select', 'insert', 'commit']);
    expect(events.at(-1)?.after).toMatchObject({ code: 'P2', peerCount: 2 });
    const { id } = await peerService.add({ code: 'P3', ownerCode: 'O2' }, ctx());
    await peerService.update({ id, ownerCode: 'O1' }, ctx());
    expect(events.at(-1)?.after).toMatchObject({ ownerCode: 'O1', peerCount: 3 });
  });
});
