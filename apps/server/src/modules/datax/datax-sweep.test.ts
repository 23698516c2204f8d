import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { dataxRuns, dataxTasks } from '../../db/schema/datax.ts';
import { buildTestApp } from '../../test/build-app.ts';
import { until } from '../../test/until.ts';

const t = await buildTestApp();
afterAll(() => t.close());

it('marks a run a stopped instance left running as interrupted once the server listens, not while it gets ready (issue 31: no first request waits for the sweep)', async () => {
  // The app is ready (buildTestApp): a sweep run then would have come and gone before these rows.
  const [task] = await t.db.insert(dataxTasks).values({ name: '停止的实例', tables: [] }).returning({ id: dataxTasks.id });
  const [lost] = await t.db
    .insert(dataxRuns)
    .values({ taskId: task.id, status: 2, claimedAt: new Date(Date.now() - 86_400_000) })
    .returning({ id: dataxRuns.id });
  const read = async () => (await t.db.select().from(dataxRuns).where(eq(dataxRuns.id, lost.id)))[0];
  expect((await read()).status).toBe(2);

  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const after = await until(read, (r) => r.status !== 2);
  expect(after).toMatchObject({ status: 5, error: '实例停止，同步中断', claimedAt: null });
});
