import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../test/build-app.ts';
import { scheduleJobs } from '../../db/schema/jobs.ts';
import { RUN_QUEUE } from './scheduler.ts';
import { until } from '../../test/until.ts';

// The one test file that runs pg-boss for real (JOBS=1): queues, the ticker (both start once the app listens),
// a clean stop.
const { t, token: admin } = await signedInTestApp({ JOBS: '1' });
const loaded = (pkg: string) => Object.keys(createRequire(import.meta.url).cache).some((f) => f.includes(`/node_modules/${pkg}/`));

describe('on pg-boss', () => {
  it('starts the queue once the server listens, not while it gets ready', async () => {
    // (A start kicked off by ready had imported pg-boss well within this.)
    await new Promise((r) => setTimeout(r, 500));
    expect(loaded('pg-boss')).toBe(false);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const imported = await until(
      async () => loaded('pg-boss'),
      (yes) => yes,
    );
    expect(imported).toBe(true);
  });

  it('fires a due cron, runs now through the queue, and exports through the queue', async () => {
    expect(t.app.queue.kind).toBe('pg-boss');
    const saved = await t.post(
      '/schedule/job/save',
      { jobName: '每分钟', handler: 'session.expire', cron: '* * * * *', params: {}, remark: '' },
      { token: admin },
    );
    const id = saved.body.data.id;
    // Due now rather than at the next minute (a job fires at most once a minute).
    await t.db.update(scheduleJobs).set({ nextRunAt: sql`now()` }).where(eq(scheduleJobs.id, id));
    const logs = await until(
      async () => (await t.get('/schedule/job/logs', { jobId: id }, { token: admin })).body,
      (b) => b.data.length >= 1,
      15_000,
      200,
    );
    expect(logs.data.every((l: { trigger: string; result: string }) => l.trigger === 'cron' && l.result === 'success')).toBe(true);
    await t.post('/schedule/job/pause', { id }, { token: admin });
    await new Promise((r) => setTimeout(r, 1500)); // a tick already queued before the pause may still run
    const run = await t.post('/schedule/job/run', { id }, { token: admin });
    expect(run.body.code).toBe(200);
    const manual = await until(
      async () => (await t.get('/schedule/job/logs', { jobId: id }, { token: admin })).body.data,
      (rows: { trigger: string }[]) => rows.some((r) => r.trigger === 'manual'),
      15_000,
      200,
    );
    expect(manual.some((r: { trigger: string }) => r.trigger === 'manual')).toBe(true);

    const created = await t.post('/export/create', { resource: 'userManagement', query: {} }, { token: admin });
    expect(created.body).toMatchObject({ code: 200 });
    const task = await until(
      async () => (await t.get('/export/queryList', {}, { token: admin })).body.data[0],
      (r: { status: string }) => r.status === 'done',
      15_000,
      200,
    );
    expect(task).toMatchObject({ id: created.body.data.id, status: 'done' });
    // The queue's depth over pg-boss (a metric): a run queued for later counts as waiting.
    const before = await t.app.queue.depth();
    await t.app.queue.send(
      RUN_QUEUE,
      { jobId: -1, trigger: 'manual', operator: '' },
      { singletonKey: 'depth-test', startAfterSeconds: 600 },
    );
    expect((await t.app.queue.depth()).waiting).toBe(before.waiting + 1);
  });
});
