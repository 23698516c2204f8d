import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedSheet } from '../../test/export-file.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';
import { dataxWorld, ITEM_COLUMNS } from './datax.fixtures.ts';

/** The task resource: passwords write-only, identifiers checked, the console's own tables guarded, scope closed. */

const w = await dataxWorld();
afterAll(() => w.close());
const { t, token, post, run } = w;
const PASSWORD = new URL(w.targetUrl).password;
const bareTarget = (() => {
  const u = new URL(w.targetUrl);
  u.password = '';
  return u.toString();
})();
const table = { source: 'dx_src', target: 'dx_dst', mode: 'full', keyColumns: ['id'] };
const list = async (q: object = {}, tok = token) => (await t.get('/datax/task/queryList', { pageSize: 100, ...q }, { token: tok })).body;

beforeAll(async () => {
  await t.db.execute(sql.raw(`create table dx_src (${ITEM_COLUMNS})`));
  await t.db.execute(sql`insert into dx_src values (1, 'a', 1, null, null, now()), (2, 'b', 2, null, null, now())`);
  await w.target.query(`create table dx_dst (${ITEM_COLUMNS})`);
});

describe('sync tasks', () => {
  it('keeps the password write-only: moved out of the URL, never answered, exported or logged; an edit without it keeps it', async () => {
    expect(PASSWORD.length).toBeGreaterThan(0);
    const added = await post('/datax/task/add', { name: '密码任务', targetUrl: w.targetUrl, tables: [table] });
    expect(added.body).toMatchObject({ code: 200, message: '新增成功' });
    const id = added.body.data.id;
    const listed = await list({ name: '密码任务' });
    expect(listed.data[0]).toMatchObject({
      id,
      targetUrl: bareTarget,
      targetPasswordSet: 1,
      sourcePasswordSet: 0,
      tablesText: 'dx_src→dx_dst（全量）',
    });
    expect(JSON.stringify(listed)).not.toContain(PASSWORD);
    const edited = await post('/datax/task/update', {
      id,
      name: '密码任务2',
      targetUrl: bareTarget,
      tables: [table],
      updateTime: listed.data[0].updateTime,
    });
    expect(edited.body).toMatchObject({ code: 200 });
    expect((await run(id)).status).toBe(3);
    const { header, rows } = await exportedSheet(t, token, 'dataxTask', { name: '密码任务' });
    expect(header).toContain('目标库密码');
    expect(rows[0]).toContain('已设置');
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
    const [{ n, logged }] = (
      await t.db.execute<{ n: number; logged: number }>(
        sql`select count(*)::int as n, count(*) filter (where l::text like ${`%${PASSWORD}%`})::int as logged from sys_operation_log l where l::text like '%密码任务%'`,
      )
    ).rows;
    expect(n).toBeGreaterThanOrEqual(2);
    expect(logged).toBe(0);
    const [{ stored }] = (
      await t.db.execute<{ stored: string }>(sql`select password as stored from datax_credential where task_id = ${id}`)
    ).rows;
    expect(stored).toBe(PASSWORD);
  });

  it.each([
    [
      { name: 'x', tables: [{ ...table, source: 'Users; drop table x' }] },
      '源表只能是小写字母、数字和下划线（可带 schema 前缀，如 public.shop）',
    ],
    [{ name: 'x', tables: [{ ...table, mode: 'incremental' }] }, '增量同步须填写水位列'],
    [{ name: 'x', tables: [] }, '请添加同步表'],
    [{ name: 'x', tables: [table], sourceUrl: 'mysql://h/db' }, '源库地址须形如 postgres://用户@主机:端口/库名'],
    [{ name: 'x', tables: [table], cron: 'every day' }, 'Cron 表达式应为 5 段（分 时 日 月 周），可在最前加秒'],
  ])('refuses a bad body with a Chinese message and writes nothing (%#)', async (body, message) => {
    const res = await post('/datax/task/add', { targetUrl: w.targetUrl, ...body });
    expect(res.body).toMatchObject({ code: 400, message });
    expect((await list({ name: 'x' })).total).toBe(0);
  });

  it.each([
    ['sys_user', 'dx_dst', '源表 sys_user 含账号、会话、密钥或日志，不能同步'],
    ['datax_credential', 'dx_dst', '源表 datax_credential 含账号、会话、密钥或日志，不能同步'],
    ['pgboss.job', 'dx_dst', '源表 pgboss.job：本系统数据库只能同步 public 中的业务表'],
  ])('never reads a sensitive table of its own database: %s', async (source, target, message) => {
    const res = await post('/datax/task/add', { name: '敏感', targetUrl: w.targetUrl, tables: [{ ...table, source, target }] });
    expect(res.body).toMatchObject({ code: 400, message });
  });

  it('never writes into the console’s own tables: a target there must name another schema', async () => {
    const res = await post('/datax/task/add', { name: '覆盖', targetUrl: '', tables: [{ ...table, target: 'shop_info' }] });
    expect(res.body).toMatchObject({ code: 400 });
    expect(res.body.message).toContain('目标表 shop_info：写入本系统数据库时须指定 public 以外的 schema');
    expect(
      (await post('/datax/task/add', { name: '覆盖', targetUrl: '', tables: [{ ...table, target: 'public.shop_info' }] })).body.code,
    ).toBe(400);
  });

  it('a failing table fails the run with its reason in the table log', async () => {
    const id = (await post('/datax/task/add', { name: '缺表', targetUrl: w.targetUrl, tables: [{ ...table, target: 'dx_none' }] })).body
      .data.id;
    const failed = await run(id);
    expect(failed).toMatchObject({ status: 4, error: 'dx_src → dx_none：目标表 dx_none 不存在' });
    expect(failed.log[0]).toMatchObject({ ok: false, error: '目标表 dx_none 不存在' });
  });

  it('enables, disables and refuses deleting a task with a run under way', async () => {
    const id = (await post('/datax/task/add', { name: '开关', targetUrl: w.targetUrl, tables: [table] })).body.data.id;
    expect((await post('/datax/task/disable', { ids: [id] })).body.code).toBe(200);
    expect((await post('/datax/task/disable', { ids: [id] })).body.code).toBe(409);
    expect((await post('/datax/task/enable', { ids: [id] })).body.code).toBe(200);
    await t.db.execute(sql`insert into datax_run (task_id, status) values (${id}, 2)`);
    expect((await post('/datax/task/delete', { id })).body).toMatchObject({
      code: 409,
      message: '该同步任务有正在进行的同步，请等它结束或中断后再删除',
    });
    await t.db.execute(sql`update datax_run set status = 5 where task_id = ${id}`);
    expect((await post('/datax/task/delete', { id })).body).toMatchObject({ code: 200 });
  });

  it('fails closed in scope: a user limited in any dimension sees and runs no task', async () => {
    const id = (await post('/datax/task/add', { name: '范围', targetUrl: w.targetUrl, tables: [table] })).body.data.id;
    const [{ runId }] = (
      await t.db.execute<{ runId: number }>(sql`insert into datax_run (task_id, status) values (${id}, 4) returning id as "runId"`)
    ).rows;
    for (const dataType of [1, 2, 3, 5, 6, 7]) {
      const limited = await scopedUser(t, [{ dataType, dataList: 'ANY' }]);
      expect((await list({}, limited)).total).toBe(0);
      expect((await t.get('/datax/run/queryList', { taskId: id }, { token: limited })).body.total).toBe(0);
      expect((await post('/datax/task/run', { id }, limited)).body.code).toBe(404);
      expect((await post('/datax/run/resume', { id: runId }, limited)).body.code).toBe(404);
      expect((await post('/datax/task/update', { id, name: '改', tables: [table] }, limited)).body.code).toBe(404);
    }
    expect((await list({ name: '范围' })).data[0].name).toBe('范围');
  });
});
