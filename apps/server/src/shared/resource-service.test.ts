import { and, eq, inArray, sql } from 'drizzle-orm';
import { integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchemaRef } from '@console/contract/endpoint';
import type { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { serviceCtx } from '../test/service-ctx.ts';
import { type Scope, UNLIMITED } from './data-scope.ts';
import { badRequest, conflict, notFound } from './errors.ts';
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
/** A descriptor's schemas as the service reads them (their types only), for throw-away tables that have no contract. */
const ref = <T>() => ({}) as SchemaRef<z.ZodType<T, T>>;
const calls = <Query, Create, Update>() => ({
  queryList: { input: ref<Query>(), output: ref<Record<string, unknown>>() },
  add: { input: ref<Create>() },
  update: { input: ref<Update>() },
});

const service = resourceService({
  api: calls<Q, Body, { id: number; updateTime?: string; name?: string; retCode?: string }>(),
  table: docs,
  label: '单据',
  duplicate: '单据编码已存在',
  audit: { module: '测试', targetType: 'rs_doc', labels: { name: '名称', status: '状态' } },
  scope: { 1: docs.retCode },
  statuses: { 10: '待审核', 20: '已审核', 90: '已取消' },
  transitions: { approve: { from: [10], to: 20, action: '审核' }, cancel: { from: [10, 20], to: 90, action: '取消' } },
});

let t: TestApp;
const ctxOf = (scope: Scope) => serviceCtx(t.db, scope);
const onlyR1: Scope = { all: false, limits: new Map([[1, new Set(['R1'])]]) };
const all = () => ctxOf(UNLIMITED);
const r1 = () => ctxOf(onlyR1);
const failure = (p: Promise<unknown>) =>
  p.then(
    () => ({ status: 200, message: '' }),
    (e: { status: number; message: string }) => e,
  );
const logged = async (id: number, type = 'rs_doc') =>
  (
    await t.pool.query<{ n: number }>(`select count(*)::int as n from sys_operation_log where target_type = $1 and target_id = $2`, [
      type,
      String(id),
    ])
  ).rows[0].n;

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.execute(sql`create table rs_doc (id serial primary key, code varchar(32) not null unique, name varchar(64) not null,
    ret_code varchar(32) not null, status smallint not null default 10, created_at timestamptz not null default now(), updated_at timestamptz not null default now())`);
  await t.db.execute(sql`create table rs_note (id serial primary key, code varchar(32) not null unique, name varchar(64) not null,
    slug varchar(32) not null default '', sort integer not null default 0, status smallint not null default 1,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now())`);
  await t.db.execute(sql`create table rs_note_tag (id serial primary key, note_id integer not null, tag varchar(16) not null)`);
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

  it('fails closed on a dimension the resource has no column for: no row seen, none written', async () => {
    const r1AndGrade = ctxOf({
      all: false,
      limits: new Map([
        [1, new Set(['R1'])],
        [7, new Set(['A'])],
      ]),
    });
    expect((await service.list({ page: 1, pageSize: 10 }, r1AndGrade)).total).toBe(0);
    expect(await failure(service.detail(mine, r1AndGrade))).toMatchObject({ status: 404 });
    expect(await failure(service.add({ code: 'D4', name: '越权', retCode: 'R1' }, r1AndGrade))).toMatchObject({ status: 404 });
  });

  it('refuses to create or move a row outside the scope', async () => {
    expect(await failure(service.add({ code: 'D3', name: '越权', retCode: 'R2' }, r1()))).toMatchObject({ status: 404 });
    expect(await failure(service.update({ id: mine, retCode: 'R2' }, r1()))).toMatchObject({ status: 404 });
  });
});

describe('parent scope', () => {
  // The "parent" lets a caller limited to shop R1 see R1's rows only: rows follow it, and a written row must name it.
  const parentKeys = async (ctx: RequestCtx) => ((await ctx.scope()).all ? undefined : ['R1']);
  const child = resourceService({
    api: calls<Q, Body, { id: number; updateTime?: string; name?: string; retCode?: string }>(),
    table: docs,
    label: '明细',
    audit: { module: '测试', targetType: 'rs_child', labels: { name: '名称' } },
    parentScope: {
      rows: async (ctx) => {
        const keys = await parentKeys(ctx);
        return keys ? inArray(docs.retCode, keys) : undefined;
      },
      values: async (ctx, v) => {
        const keys = await parentKeys(ctx);
        if (keys && !keys.includes(String(v.retCode))) throw notFound('上级不在您的数据权限范围内');
      },
    },
  });

  it('filters every verb by the parent, and refuses a row naming a parent outside it', async () => {
    const mine = (await child.add({ code: 'P1', name: '本店明细', retCode: 'R1' }, r1())).id;
    const theirs = (await child.add({ code: 'P2', name: '他店明细', retCode: 'R2' }, all())).id;
    const listed = (await child.list({ page: 1, pageSize: 50 }, r1())).rows.map((r) => r.code);
    expect(listed).toContain('P1');
    expect(listed).not.toContain('P2');
    expect(await failure(child.detail(theirs, r1()))).toMatchObject({ status: 404 });
    const refused = { status: 404, message: '上级不在您的数据权限范围内' };
    expect(await failure(child.add({ code: 'P3', name: '越权', retCode: 'R2' }, r1()))).toMatchObject(refused);
    expect(await failure(child.update({ id: mine, retCode: 'R2' }, r1()))).toMatchObject(refused);
    expect(await child.detail(mine, all())).toMatchObject({ retCode: 'R1' });
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

// ---- the hooks, on a second resource: notes with tags kept in a table of their own
const notes = pgTable('rs_note', {
  id: serial().primaryKey(),
  code: varchar({ length: 32 }).notNull().unique(),
  name: varchar({ length: 64 }).notNull(),
  slug: varchar({ length: 32 }).notNull().default(''),
  sort: integer().notNull().default(0),
  status: smallint().notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
// Its own `id` column is what a bare (unqualified) `id` inside a correlated subselect would read.
const noteTags = pgTable('rs_note_tag', {
  id: serial().primaryKey(),
  noteId: integer('note_id').notNull(),
  tag: varchar({ length: 16 }).notNull(),
});
type NoteBody = { code: string; name: string; sort?: number; status?: number; tags?: string[] };
type NoteQuery = Q & { cursor?: string; tag?: string };
const statusCalls: [number[], number][] = [];

const noteService = resourceService({
  api: calls<NoteQuery, NoteBody, Partial<NoteBody> & { id: number; updateTime?: string }>(),
  table: notes,
  label: '便签',
  duplicate: '便签编码已存在',
  audit: { module: '测试', targetType: 'rs_note', labels: { name: '名称', tagText: '标签', status: '状态' } },
  order: [{ column: notes.sort }, { column: notes.id, desc: true }],
  // Reads before it filters, as a category filter reads the subtree.
  filters: async (q, ctx) => {
    if (!q.tag) return [];
    const tagged = await ctx.db.select({ id: noteTags.noteId }).from(noteTags).where(eq(noteTags.tag, q.tag));
    return [inArray(notes.id, tagged.length ? tagged.map((r) => r.id) : [0])];
  },
  columns: {
    tagText: sql<string>`coalesce((select string_agg(${noteTags.tag}, ',' order by ${noteTags.tag}) from ${noteTags} where ${noteTags.noteId} = ${notes.id}), '')`,
    tagCount: sql<number>`(select count(*)::int from ${noteTags} where ${noteTags.noteId} = ${notes.id})`,
  },
  extras: ['tags'],
  beforeSave: async (_tx, b) => {
    if (b.name === '禁止') throw badRequest('名称不可用');
    return b.code ? { slug: b.code.toLowerCase() } : undefined;
  },
  afterSave: async (tx, id, b) => {
    if (b.tags === undefined) return;
    await tx.delete(noteTags).where(eq(noteTags.noteId, id));
    if (b.tags.length) await tx.insert(noteTags).values(b.tags.map((tag) => ({ noteId: id, tag })));
  },
  beforeDelete: async (tx, ids) => {
    await tx.delete(noteTags).where(inArray(noteTags.noteId, ids));
  },
  afterStatus: async (tx, ids, to) => {
    statusCalls.push([ids, to]);
    const [locked] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(notes)
      .where(and(inArray(notes.id, ids), eq(notes.name, '锁定')));
    if (to === 1 && locked.n > 0) throw conflict('锁定的便签不能启用');
  },
});
const tagsOf = async (id: number) =>
  (await t.db.select({ tag: noteTags.tag }).from(noteTags).where(eq(noteTags.noteId, id))).map((r) => r.tag).sort();
const changesOf = async (id: number, action: string) =>
  (
    await t.pool.query<{ changes: unknown[] }>(
      `select changes from sys_operation_log where target_type = 'rs_note' and target_id = $1 and action = $2 order by id desc limit 1`,
      [String(id), action],
    )
  ).rows[0]?.changes;

describe('hooks', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    for (const [code, sort, tags] of [
      ['N1', 2, ['red']],
      ['N2', 1, ['red', 'blue']],
      ['N3', 1, []],
      ['N4', 0, ['blue', 'green', 'red']],
    ] as const)
      ids[code] = (await noteService.add({ code, name: `便签${code}`, sort, tags: [...tags] }, all())).id;
  });

  it('lists in the declared order, and a cursor walks it without skipping or repeating', async () => {
    const first = await noteService.list({ page: 1, pageSize: 2 }, all());
    expect(first.rows.map((r) => r.code)).toEqual(['N4', 'N3']);
    const next = await noteService.list({ page: 2, pageSize: 2, cursor: first.cursor?.next }, all());
    expect(next.rows.map((r) => r.code)).toEqual(['N2', 'N1']);
    expect((await noteService.list({ page: 2, pageSize: 2 }, all())).rows).toEqual(next.rows);
  });

  it('answers computed columns per row (each counts its own rows) in list and detail, and filters by an async filter', async () => {
    const rows = (await noteService.list({ page: 1, pageSize: 10, tag: 'blue' }, all())).rows;
    expect(rows.map((r) => [r.code, r.tagText, r.tagCount])).toEqual([
      ['N4', 'blue,green,red', 3],
      ['N2', 'blue,red', 2],
    ]);
    expect(await noteService.detail(ids.N1, all())).toMatchObject({ code: 'N1', tagText: 'red', tagCount: 1 });
    expect((await noteService.list({ page: 1, pageSize: 10, tag: 'none' }, all())).total).toBe(0);
  });

  it('keeps extras out of the row and hands them to afterSave; beforeSave derives values or refuses the write', async () => {
    const id = ids.N3;
    expect(await noteService.detail(id, all())).toMatchObject({ slug: 'n3', tagText: '' });
    await noteService.update({ id, name: '改名' }, all());
    expect(await noteService.detail(id, all())).toMatchObject({ name: '改名', slug: 'n3' });
    await noteService.update({ id, tags: ['x', 'y'], code: 'N3B' }, all());
    expect(await tagsOf(id)).toEqual(['x', 'y']);
    expect(await noteService.detail(id, all())).toMatchObject({ code: 'N3B', slug: 'n3b' });
    // The audit sees computed columns before and after the write.
    expect(await changesOf(id, '修改')).toEqual([{ field: 'tagText', label: '标签', from: '', to: 'x,y' }]);

    const before = await logged(id, 'rs_note');
    expect(await failure(noteService.update({ id, name: '禁止', tags: [] }, all()))).toMatchObject({ status: 400, message: '名称不可用' });
    expect(await failure(noteService.add({ code: 'N9', name: '禁止' }, all()))).toMatchObject({ status: 400 });
    expect(await tagsOf(id)).toEqual(['x', 'y']);
    expect(await logged(id, 'rs_note')).toBe(before);
    expect((await noteService.list({ page: 1, pageSize: 10, code: 'N9' }, all())).total).toBe(0);
  });

  it('runs afterStatus on enable / disable and on an update that changes status, and its refusal undoes the change', async () => {
    statusCalls.length = 0;
    await noteService.setStatus([ids.N1, ids.N2], 2, all());
    await noteService.update({ id: ids.N1, name: '锁定' }, all());
    await noteService.update({ id: ids.N2, status: 1 }, all());
    expect(statusCalls).toEqual([
      [[ids.N1, ids.N2], 2],
      [[ids.N2], 1],
    ]);
    const audits = await logged(ids.N1, 'rs_note');
    expect(await failure(noteService.setStatus([ids.N1], 1, all()))).toMatchObject({ status: 409, message: '锁定的便签不能启用' });
    expect(await failure(noteService.update({ id: ids.N1, status: 1 }, all()))).toMatchObject({ status: 409 });
    expect(await noteService.detail(ids.N1, all())).toMatchObject({ status: 2 });
    expect(await logged(ids.N1, 'rs_note')).toBe(audits);
  });

  it('runs beforeDelete in the delete transaction (what hangs off the row goes with it)', async () => {
    await noteService.remove(ids.N4, all());
    expect(await tagsOf(ids.N4)).toEqual([]);
    expect(await changesOf(ids.N4, '删除')).toContainEqual({ field: 'tagText', label: '标签', from: 'blue,green,red', to: '' });
  });
});
