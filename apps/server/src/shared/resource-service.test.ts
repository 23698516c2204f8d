import { sql } from 'drizzle-orm';
import { pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { type Scope, UNLIMITED } from './data-scope.ts';
import type { RequestCtx } from './request-context.ts';
import { resourceService } from './resource-service.ts';

/** The one resource service on a throw-away scoped table: scope on every verb, freshness, transitions, audit. */

const docs = pgTable('rs_doc', {
  id: serial().primaryKey(),
  code: varchar({ length: 32 }).notNull().unique(),
  name: varchar({ length: 64 }).notNull(),
  retCode: varchar('ret_code', { length: 32 }).notNull(),
  status: smallint().notNull().default(10),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
type Body = { code: string; name: string; retCode: string; status?: number };
type Q = { page: number; pageSize: number; code?: string; name?: string; status?: number };

const service = resourceService<typeof docs, Q, Body, { id: number; updateTime?: string; name?: string; retCode?: string }>({
  table: docs,
  label: '单据',
  duplicate: '单据编码已存在',
  audit: { module: '测试', targetType: 'rs_doc', labels: { name: '名称', status: '状态' } },
  scope: { 1: docs.retCode },
  statuses: { 10: '待审核', 20: '已审核', 90: '已取消' },
  transitions: { approve: { from: [10], to: 20, action: '审核' }, cancel: { from: [10, 20], to: 90, action: '取消' } },
});

let t: TestApp;
const ctxOf = (scope: Scope): RequestCtx => ({
  db: t.db,
  user: {
    code: 'U0001',
    name: '测试员',
    loginId: 'tester',
    roleCode: '0001',
    roleName: '管理员',
    permissions: new Set(),
    permVersion: 0,
    tokenHash: '',
  },
  scope: async () => scope,
  tz: 'Asia/Shanghai',
  requestId: 'test',
  ip: '127.0.0.1',
});
const onlyR1: Scope = { all: false, limits: new Map([[1, new Set(['R1'])]]) };
const all = () => ctxOf(UNLIMITED);
const r1 = () => ctxOf(onlyR1);
const failure = (p: Promise<unknown>) =>
  p.then(
    () => ({ status: 200, message: '' }),
    (e: { status: number; message: string }) => e,
  );
const logged = async (id: number) =>
  (
    await t.pool.query<{ n: number }>(`select count(*)::int as n from sys_operation_log where target_type = 'rs_doc' and target_id = $1`, [
      String(id),
    ])
  ).rows[0].n;

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.execute(sql`create table rs_doc (id serial primary key, code varchar(32) not null unique, name varchar(64) not null,
    ret_code varchar(32) not null, status smallint not null default 10, created_at timestamptz not null default now(), updated_at timestamptz not null default now())`);
});
afterAll(() => t?.close());

describe('data scope on every verb', () => {
  let mine: number;
  let theirs: number;
  beforeAll(async () => {
    mine = (await service.add({ code: 'D1', name: '本店单据', retCode: 'R1' }, all())).id;
    theirs = (await service.add({ code: 'D2', name: '他店单据', retCode: 'R2' }, all())).id;
  });

  it('lists only rows in scope, and an unlimited user sees all', async () => {
    expect((await service.list({ page: 1, pageSize: 10 }, r1())).rows.map((r) => r.code)).toEqual(['D1']);
    expect((await service.list({ page: 1, pageSize: 10 }, all())).total).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 outside scope for detail, update, delete, status and transitions, and changes nothing', async () => {
    for (const call of [
      () => service.detail(theirs, r1()),
      () => service.update({ id: theirs, name: '改' }, r1()),
      () => service.remove(theirs, r1()),
      () => service.transition('approve', [theirs], r1()),
    ]) {
      expect(await failure(call())).toMatchObject({ status: 404, message: '单据不存在或已被删除' });
    }
    expect(await service.detail(theirs, all())).toMatchObject({ name: '他店单据', status: 10 });
  });

  it('refuses a batch naming any row out of scope, whole', async () => {
    expect(await failure(service.transition('approve', [mine, theirs], r1()))).toMatchObject({ status: 404 });
    expect(await service.detail(mine, all())).toMatchObject({ status: 10 });
  });

  it('refuses to create or move a row outside the scope', async () => {
    expect(await failure(service.add({ code: 'D3', name: '越权', retCode: 'R2' }, r1()))).toMatchObject({ status: 403 });
    expect(await failure(service.update({ id: mine, retCode: 'R2' }, r1()))).toMatchObject({ status: 403 });
  });
});

describe('writes', () => {
  it('a stale edit answers 409 and writes nothing; each write is audited in its transaction', async () => {
    const { id } = await service.add({ code: 'E1', name: '原名', retCode: 'R1' }, all());
    const read = (await service.detail(id, all())).updateTime as string;
    await service.update({ id, name: '甲', updateTime: read }, all());
    expect(await failure(service.update({ id, name: '乙', updateTime: read }, all()))).toMatchObject({
      status: 409,
      message: '数据已被他人修改，请刷新后重试',
    });
    expect(await service.detail(id, all())).toMatchObject({ name: '甲' });
    expect(await logged(id)).toBe(2);
    expect(await failure(service.add({ code: 'E1', name: '重复', retCode: 'R1' }, all()))).toMatchObject({
      status: 409,
      message: '单据编码已存在',
    });
  });

  it('of 20 concurrent approvals of one row exactly one wins; the others are told its state', async () => {
    const { id } = await service.add({ code: 'C1', name: '并发', retCode: 'R1' }, all());
    const results = await Promise.all(Array.from({ length: 20 }, () => failure(service.transition('approve', [id], all()))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const losers = results.filter((r) => r.status === 409);
    expect(losers).toHaveLength(19);
    for (const l of losers) expect(l.message).toBe('单据当前状态为「已审核」，不能审核，请刷新后重试');
    expect(await service.detail(id, all())).toMatchObject({ status: 20 });
    expect(await logged(id)).toBe(2);
  });
});
