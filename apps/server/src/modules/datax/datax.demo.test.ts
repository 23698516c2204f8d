import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoTestApp } from '../../test/demo-app.ts';
import { seedDataxDemo } from './datax.demo.ts';

const t = await demoTestApp();

it('seeds tasks with runs in every state (one unfinished per task) and demo tables a run fills, once', async () => {
  await t.seed(seedDataxDemo);
  const count = async () => (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from datax_run`)).rows[0].n;
  const seeded = await count();
  await t.seed(seedDataxDemo);
  expect(await count()).toBe(seeded);
  const states = await t.db.execute<{ status: number }>(sql`select distinct status from datax_run order by status`);
  expect(states.rows.map((r) => r.status)).toEqual([2, 3, 4, 5]);
  const token = await t.login();
  const [task] = (await t.get('/datax/task/queryList', { name: '品牌同步' }, { token })).body.data;
  const run = await t.post('/datax/task/run', { id: task.id }, { token });
  expect(run.body.code).toBe(200);
  let status = 1;
  for (let i = 0; i < 400 && status < 3; i++) {
    await new Promise((r) => setTimeout(r, 50));
    status = (await t.get('/datax/run/queryList', { taskId: task.id }, { token })).body.data[0].status;
  }
  expect(status).toBe(3);
  const n = async (table: string) => (await t.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n;
  expect(await n('datax_demo.product_brand')).toBe(await n('public.product_brand'));
});
