import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchemaRef } from '@console/contract/endpoint';
import type { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { roundTrips } from '../test/pool-spy.ts';
import { serviceCtx } from '../test/service-ctx.ts';
import { resourceService } from './resource-service.ts';

/**
 * An add that needs no transaction is one statement: the row and its operation-log row, the log's diff worded in
 * SQL (coded values by CASE, empty fields left out). Its log rows are the ones the transaction's path writes.
 */

const table = (name: string) =>
  pgTable(name, {
    id: serial().primaryKey(),
    code: varchar({ length: 16 }).notNull().unique(),
    name: varchar({ length: 32 }).notNull(),
    remark: varchar({ length: 32 }),
    secretKey: varchar('secret_key', { length: 32 }).notNull().default(''),
    kind: smallint().notNull().default(1),
    sort: integer().notNull().default(0),
    flag: boolean().notNull().default(false),
    status: smallint().notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  });
type Body = {
  code: string;
  name: string;
  remark?: string | null;
  secretKey?: string;
  kind?: number;
  sort?: number;
  flag?: boolean;
  status?: number;
};
const ref = <T>() => ({}) as SchemaRef<z.ZodType<T, T>>;
const api = {
  queryList: { input: ref<{ page: number; pageSize: number }>(), output: ref<Record<string, unknown>>() },
  add: { input: ref<Body>() },
  update: { input: ref<{ id: number; updateTime?: string }>() },
};
const labels = { code: '编码', name: '名称', remark: '备注', secretKey: '密钥', kind: '类型', sort: '排序', flag: '标记', status: '状态' };
const declared = (name: string) => ({
  api,
  table: table(name),
  label: '样例',
  duplicate: '样例编码已存在',
  audit: {
    module: '测试',
    targetType: name,
    labels,
    values: { status: { 1: '启用', 2: '停用' }, kind: { 1: '普通', 2: '特殊' }, flag: { true: '是', false: '否' } },
  },
});
/** In one statement. */
const one = resourceService(declared('ras_one'));
/** The same but for a hook, which keeps the add in its transaction. */
const inTx = resourceService({ ...declared('ras_tx'), beforeSave: async () => undefined });

let t: TestApp;
const ctx = () => serviceCtx(t.db);
/** The log rows of a row of `table` (named by its id), all but what names it. */
const logRow = async (table: string, id: number) =>
  (
    await t.db.execute(sql`select module, action, operator_code, operator_name, operator_login_id, ip, request_id, changes
      from sys_operation_log where target_type = ${table} and target_id = ${String(id)} order by id`)
  ).rows;
const logCount = async () =>
  (await t.db.execute(sql`select count(*)::int as n from sys_operation_log where target_type = 'ras_one'`)).rows[0];

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['ras_one', 'ras_tx'])
    await t.db.execute(sql`create table ${sql.identifier(name)} (id serial primary key, code varchar(16) not null unique, name varchar(32) not null,
      remark varchar(32), secret_key varchar(32) not null default '', kind smallint not null default 1, sort integer not null default 0,
      flag boolean not null default false, status smallint not null default 1,
      created_at timestamptz not null default now(), updated_at timestamptz not null default now())`);
});
afterAll(() => t?.close());

describe('an add in one statement', () => {
  it('is one statement, its operation-log row with it', async () => {
    let id = 0;
    const seen = await roundTrips(t, async () => {
      id = (await one.add({ code: 'S0', name: '单句' }, ctx())).id;
    });
    expect(seen).toHaveLength(1);
    expect(seen[0].text).toMatch(/^with ins as \(insert into "ras_one"[\s\S]*insert into "sys_operation_log"/);
    expect(await logRow('ras_one', id)).toHaveLength(1);
  });

  it('writes the log rows the transaction writes: coded values, empty fields left out, secrets masked', async () => {
    const bodies: Body[] = [
      { code: 'A1', name: '甲', remark: '', kind: 3 },
      { code: 'A2', name: '乙', remark: '备注', secretKey: 'k-1', kind: 2, sort: 5, flag: true, status: 2 },
      { code: 'A3', name: '丙', remark: null, sort: 0, flag: false },
    ];
    for (const body of bodies) {
      const a = await one.add(body, ctx());
      const b = await inTx.add(body, ctx());
      const [viaStatement, viaTx] = [await logRow('ras_one', a.id), await logRow('ras_tx', b.id)];
      expect(viaStatement).toHaveLength(1);
      expect(viaStatement).toEqual(viaTx);
    }
    expect((await logRow('ras_tx', (await inTx.add({ code: 'A4', name: '丁', secretKey: 's' }, ctx())).id))[0]?.changes).toEqual([
      { field: 'code', label: '编码', from: '', to: 'A4' },
      { field: 'name', label: '名称', from: '', to: '丁' },
      { field: 'secretKey', label: '密钥', from: '', to: '******' },
      { field: 'kind', label: '类型', from: '', to: '普通' },
      { field: 'sort', label: '排序', from: '', to: '0' },
      { field: 'flag', label: '标记', from: '', to: '否' },
      { field: 'status', label: '状态', from: '', to: '启用' },
    ]);
  });

  it('refuses a duplicate code as the transaction does, and writes no log row', async () => {
    await one.add({ code: 'D1', name: '一' }, ctx());
    const before = await logCount();
    await expect(one.add({ code: 'D1', name: '二' }, ctx())).rejects.toMatchObject({ status: 409, message: '样例编码已存在' });
    expect(await logCount()).toEqual(before);
  });
});
