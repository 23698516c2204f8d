import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandler } from '../../shared/job-handlers.ts';
import { DataxError } from './datax-copy.ts';
import { dataxRuntime } from './datax-runtime.ts';
import { dataxWorld, ITEM_COLUMNS } from './datax.fixtures.ts';

/** Syncs from the console's database into a second database on the test PostgreSQL, compared by count and checksum. */

const w = await dataxWorld();
afterAll(() => w.close());
const { t, post, source, targetOf, run, settled } = w;
const rt = () => dataxRuntime()!;
const add = async (body: object) => {
  const res = await post('/datax/task/add', { targetUrl: w.targetUrl, ...body });
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data.id as number;
};
const full = (target: string) => ({ source: 'dx_item', target, mode: 'full', keyColumns: ['id'] });
const incremental = (target: string) => ({
  source: 'dx_item',
  target,
  mode: 'incremental',
  watermarkColumn: 'updated_at',
  keyColumns: ['id'],
});

beforeAll(async () => {
  await t.db.execute(sql.raw(`create table dx_item (${ITEM_COLUMNS})`));
  await t.db.execute(sql`insert into dx_item select g, 'item ' || g, g * 1.25, array['a', 'b' || g], jsonb_build_object('g', g),
    '2026-01-01 00:00:00.123456+00'::timestamptz + g * interval '1 second' from generate_series(1, 450) g`);
  for (const table of ['dx_full', 'dx_inc', 'dx_inc2', 'dx_full2', 'dx_race'])
    await w.target.query(`create table ${table} (${ITEM_COLUMNS})`);
  rt().batchSize = 100;
});

describe('data sync', () => {
  it('copies in full and incrementally, then only the inserted and updated rows, equal to the source', async () => {
    const id = await add({ name: '全量与增量', tables: [full('dx_full'), incremental('dx_inc')] });
    const first = await run(id);
    expect(first).toMatchObject({ status: 3, rowsRead: 900, rowsWritten: 900, error: '' });
    expect(first.log.map((l) => [l.rowsRead, l.ok])).toEqual([
      [450, true],
      [450, true],
    ]);
    expect(await targetOf('dx_full')).toEqual(await source('dx_item'));
    expect(await targetOf('dx_inc')).toEqual(await source('dx_item'));

    await t.db.execute(
      sql`insert into dx_item select g, 'new ' || g, g, null, null, '2026-02-01'::timestamptz + g * interval '1 ms' from generate_series(451, 480) g`,
    );
    await t.db.execute(
      sql`update dx_item set name = name || ' 改', updated_at = '2026-03-01'::timestamptz + id * interval '1 ms' where id <= 10`,
    );
    const second = await run(id);
    expect(second.status).toBe(3);
    // The full copy reads everything again; the incremental one only what moved past its watermark.
    expect(second.log.map((l) => l.rowsRead)).toEqual([480, 40]);
    expect(await targetOf('dx_full')).toEqual(await source('dx_item'));
    expect(await targetOf('dx_inc')).toEqual(await source('dx_item'));
    expect((await targetOf('dx_inc')).n).toBe(480);
  });

  it('an incremental run stopped after its first batch resumes from the watermark: no row lost or doubled', async () => {
    const id = await add({ name: '中途停止', tables: [incremental('dx_inc2')] });
    expect((await run(id)).status).toBe(3);
    await t.db.execute(
      sql`update dx_item set amount = amount + 1, updated_at = '2026-04-01'::timestamptz + id * interval '1 ms' where id <= 250`,
    );
    rt().afterBatch = async () => {
      throw new DataxError('模拟实例在第一批后停止');
    };
    const killed = await run(id);
    rt().afterBatch = undefined;
    expect(killed).toMatchObject({ status: 4, rowsRead: 100 });
    expect((await targetOf('dx_inc2')).sum).not.toBe((await source('dx_item')).sum);
    expect((await post('/datax/run/resume', { id: killed.id })).body).toMatchObject({ code: 200 });
    const resumed = await settled(id, killed.id);
    expect(resumed).toMatchObject({ status: 3, rowsRead: 150 });
    expect(await targetOf('dx_inc2')).toEqual(await source('dx_item'));
  });

  it('中断 stops a full copy between batches and rolls its table back; 继续同步 finishes it', async () => {
    const id = await add({ name: '中断全量', tables: [full('dx_full2')] });
    rt().afterBatch = async () => {
      const [open] = await w.runs(id);
      expect((await post('/datax/run/pause', { id: open.id })).body).toMatchObject({ code: 200, message: '已中断' });
    };
    const res = await post('/datax/task/run', { id });
    const paused = await settled(id, res.body.data.id);
    rt().afterBatch = undefined;
    expect(paused.status).toBe(5);
    expect((await targetOf('dx_full2')).n).toBe(0);
    expect((await post('/datax/run/pause', { id: paused.id })).body).toMatchObject({
      code: 409,
      message: '该同步记录当前状态为「已中断」，不能中断',
    });
    await post('/datax/run/resume', { id: paused.id });
    expect((await settled(id, paused.id)).status).toBe(3);
    expect(await targetOf('dx_full2')).toEqual(await source('dx_item'));
  });

  it('never two runs of one task at once: of five racing 立即同步 one is queued, four refused', async () => {
    const id = await add({ name: '并发', tables: [full('dx_race')] });
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    rt().afterBatch = () => gate;
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/datax/task/run', { id })));
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((a) => a.body.code === 409)?.body.message).toBe('该任务已有同步正在进行，请等它结束后再试');
    release();
    rt().afterBatch = undefined;
    await settled(id, answers.find((a) => a.body.code === 200)?.body.data.id);
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from datax_run where task_id = ${id}`)).rows;
    expect(n).toBe(1);
  });

  it('the schedule queues each due task once, however many ticks race (数据同步定时任务 is scheduled every minute)', async () => {
    const seeded = await t.db.execute<{ cron: string }>(sql`select cron from sys_schedule_job where handler = 'datax.due' and status = 1`);
    expect(seeded.rows).toEqual([{ cron: '* * * * *' }]);
    const id = await add({ name: '定时', cron: '*/5 * * * *', tables: [full('dx_race')] });
    await t.db.execute(sql`update datax_task set next_run_at = now() - interval '1 minute' where id = ${id}`);
    const due = jobHandler('datax.due')!;
    const ctx = { db: t.db, config: t.config, signal: new AbortController().signal };
    await Promise.all([due.run({}, ctx), due.run({}, ctx), due.run({}, ctx)]);
    const [{ n, trigger }] = (
      await t.db.execute<{ n: number; trigger: string }>(
        sql`select count(*)::int as n, max(trigger) as trigger from datax_run where task_id = ${id}`,
      )
    ).rows;
    expect({ n, trigger }).toEqual({ n: 1, trigger: 'cron' });
    const [task] = (await t.db.execute<{ later: boolean }>(sql`select next_run_at > now() as later from datax_task where id = ${id}`)).rows;
    expect(task.later).toBe(true);
  });
});
