import { eq, like, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerJobHandler } from '../../shared/job-handlers.ts';
import { signedInTestApp } from '../../test/build-app.ts';
import { loginLogs } from '../../db/schema/logs.ts';
import { roleHolding, signedInUser } from '../users/system-fixtures.ts';
import { scheduleJobLogs, scheduleJobs } from '../../db/schema/jobs.ts';
import { runJob, tick } from './scheduler.ts';
import { until } from '../../test/until.ts';

let calls = 0;
registerJobHandler({
  name: 'test.sleep',
  label: '测试：等待',
  params: z.strictObject({ ms: z.number().int().min(0).max(5000).default(0), fail: z.boolean().default(false) }),
  timeoutSeconds: 1,
  retries: 2,
  retryDelaySeconds: 0,
  run: async (p) => {
    calls++;
    await new Promise((r) => setTimeout(r, p.ms));
    if (p.fail) throw new Error('故意失败');
    return `等待了 ${p.ms} 毫秒`;
  },
});

// A handler whose schema is a plain (stripping) object: the save, not the schema, refuses its unknown fields.
registerJobHandler({
  name: 'test.lenient',
  label: '测试：宽松参数',
  params: z.object({ days: z.number().int().default(1) }),
  timeoutSeconds: 1,
  run: async (p) => `${p.days} 天`,
});

const { t, token: admin } = await signedInTestApp();

const serverLog: { err: Error; errorId: string }[] = [];
const deps = () => ({ db: t.db, config: t.config, queue: t.app.queue, log: { error: (o: object) => serverLog.push(o as never) } });
const GENERIC = /^执行失败（错误编号 ([0-9a-f-]{36})）$/;
const logsOf = async (jobId: number) => (await t.get('/schedule/job/logs', { jobId }, { token: admin })).body;
const save = (over: Record<string, unknown> = {}) =>
  t.post(
    '/schedule/job/save',
    { jobName: '测试任务', handler: 'test.sleep', cron: '0 3 * * *', params: {}, remark: 'r', ...over },
    { token: admin },
  );

describe('scheduled jobs', () => {
  it('lists the registry with params schemas, and the seeded housekeeping jobs', async () => {
    const res = await t.get('/schedule/job/handlers', {}, { token: admin });
    const names = res.body.data.map((h: { name: string }) => h.name);
    expect(names).toEqual(expect.arrayContaining(['export.expire', 'session.expire', 'log.purge', 'test.sleep']));
    const purge = res.body.data.find((h: { name: string }) => h.name === 'log.purge');
    expect(purge.paramsSchema.properties.loginLogDays).toBeTruthy();
    expect(purge.defaultParams).toEqual({ loginLogDays: 180 });
    const list = await t.post('/schedule/job/data', {}, { token: admin });
    expect(list.body.data.map((j: { handler: string }) => j.handler)).toEqual(
      expect.arrayContaining(['export.expire', 'session.expire', 'log.purge']),
    );
  });

  it('validates cron (5 fields or leading seconds) and shows the next five fire times', async () => {
    const ok = await t.get('/schedule/job/cronPreview', { cron: '0 3 * * *' }, { token: admin });
    expect(ok.body.data).toHaveLength(5);
    expect(ok.body.data[0]).toMatch(/^\d{4}-\d{2}-\d{2} 03:00:00$/);
    const secs = await t.get('/schedule/job/cronPreview', { cron: '30 * * * * *' }, { token: admin });
    expect(secs.body.data[0]).toMatch(/:30$/);
    expect((await t.get('/schedule/job/cronPreview', { cron: '61 * * * *' }, { token: admin })).status).toBe(400);
    expect((await t.get('/schedule/job/cronPreview', { cron: '* *' }, { token: admin })).status).toBe(400);
  });

  it('refuses an unknown handler, bad params and a bad cron', async () => {
    expect((await save({ handler: 'process.exit' })).body.message).toBe('处理器不存在');
    const bad = await save({ params: { ms: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('参数不正确');
    expect((await save({ params: { extra: 1 } })).status).toBe(400);
    expect((await save({ cron: '0 25 * * *' })).status).toBe(400);
  });

  it('refuses a param the handler does not declare (未知字段), on save and update, writing nothing', async () => {
    const jobs = () => t.db.select().from(scheduleJobs).orderBy(scheduleJobs.id);
    const before = await jobs();
    const unknown = { status: 400, body: { code: 400, message: '未知字段：extra' } };
    expect(await save({ handler: 'test.lenient', params: { days: 2, extra: 1 } })).toMatchObject(unknown);
    expect(await save({ params: { ms: 1, extra: 1 } })).toMatchObject(unknown);
    expect(await jobs()).toEqual(before);

    const { id } = (await save({ handler: 'test.lenient', params: { days: 2 } })).body.data;
    const saved = await jobs();
    const update = { id, jobName: '宽松', handler: 'test.lenient', cron: '0 3 * * *', params: { days: 3, dayz: 4 }, remark: '' };
    expect(await t.post('/schedule/job/update', update, { token: admin })).toMatchObject({
      body: { code: 400, message: '未知字段：dayz' },
    });
    expect(await jobs()).toEqual(saved);
    expect(saved.find((j) => j.id === id)?.params).toEqual({ days: 2 });
    await t.post(`/schedule/job/remove/${id}`, {}, { token: admin });
  });

  it('refuses a cron firing more often than once a minute, in the preview, on save and on update', async () => {
    const often = { status: 400, body: { code: 400, message: 'Cron 表达式触发过于频繁：两次执行至少间隔 1 分钟' } };
    for (const cron of ['* * * * * *', '*/10 * * * * *', '0,30 * * * * *', '0-1 */5 * * * *']) {
      expect(await t.get('/schedule/job/cronPreview', { cron }, { token: admin }), cron).toMatchObject(often);
      expect(await save({ cron }), cron).toMatchObject(often);
    }
    const { id } = (await save({ cron: '* * * * *' })).body.data;
    const update = { id, jobName: '每秒', handler: 'test.sleep', cron: '*/5 * * * * *', params: {}, remark: '' };
    expect(await t.post('/schedule/job/update', update, { token: admin })).toMatchObject(often);
    const [job] = await t.db.select().from(scheduleJobs).where(eq(scheduleJobs.id, id));
    expect(job.cron).toBe('* * * * *');
    await t.post(`/schedule/job/remove/${id}`, {}, { token: admin });
  });

  it('saves, updates, pauses, resumes, runs now (logged with operator) and removes; writes reach the operation log', async () => {
    const { id } = (await save()).body.data;
    let row = (await t.post('/schedule/job/data', { jobName: '测试任务' }, { token: admin })).body.data.find(
      (j: { id: number }) => j.id === id,
    );
    expect(row).toMatchObject({ handlerLabel: '测试：等待', status: 1, cron: '0 3 * * *' });
    expect(row.nextRunTime).toMatch(/03:00:00$/);

    expect(
      (
        await t.post(
          '/schedule/job/update',
          { id, jobName: '改名', handler: 'test.sleep', cron: '0 4 * * *', params: { ms: 1 }, remark: '' },
          { token: admin },
        )
      ).body.code,
    ).toBe(200);
    expect((await t.post('/schedule/job/pause', { id }, { token: admin })).body.message).toBe('已暂停');
    expect((await t.post('/schedule/job/pause', { id }, { token: admin })).status).toBe(409);
    row = (await t.post('/schedule/job/data', { status: 2 }, { token: admin })).body.data.find((j: { id: number }) => j.id === id);
    expect(row).toMatchObject({ jobName: '改名', status: 2, nextRunTime: '' });
    expect((await t.post('/schedule/job/resume', { id }, { token: admin })).body.code).toBe(200);

    const run = await t.post('/schedule/job/run', { id }, { token: admin });
    expect(run.body.message).toBe('已开始执行，请查看执行日志');
    const logs = await until(
      () => logsOf(id),
      (b) => b.data.length === 1,
    );
    expect(logs.data[0]).toMatchObject({ trigger: 'manual', result: 'success', message: '等待了 1 毫秒', attempt: 1 });
    expect(logs.data[0].operator).toMatch(/\(admin\)$/);

    const audit = await t.get('/log/operation/queryList', { module: '定时任务', targetId: String(id) }, { token: admin });
    expect(audit.body.data.map((r: { action: string }) => r.action)).toEqual(['立即执行', '恢复', '暂停', '修改', '新增']);
    expect(audit.body.data[3].changes).toContainEqual({ field: 'cron', label: 'Cron 表达式', from: '0 3 * * *', to: '0 4 * * *' });

    // All its input is in its path: it comes without a body, or with an empty JSON one.
    expect((await t.call('POST', `/schedule/job/remove/${id}`, undefined, { token: admin })).body.message).toBe('删除成功');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/schedule/job/remove/${id}`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    });
    expect(again.json()).toMatchObject({ code: 404 });
  });

  it('fires a due job once per tick however many instances tick together', async () => {
    const { id } = (await save({ cron: '* * * * *' })).body.data;
    // Made due in SQL (microseconds, as a hand-written fix or a restore would leave it): still fires.
    await t.db.update(scheduleJobs).set({ nextRunAt: sql`now() - interval '0.5 seconds'` }).where(eq(scheduleJobs.id, id));
    // Jobs of earlier tests (still enabled) would fire in the same tick: only this one is counted.
    await t.db.update(scheduleJobs).set({ status: 2 }).where(ne(scheduleJobs.id, id));
    // One tick seen by three instances: the same moment (a later moment past the next second is the next tick).
    const now = new Date();
    const fired = await Promise.all([tick(deps(), now), tick(deps(), now), tick(deps(), now)]);
    expect(fired.reduce((a, b) => a + b, 0)).toBe(1);
    const logs = await until(
      () => logsOf(id),
      (b) => b.data.length >= 1,
    );
    expect(logs.total).toBe(1);
    expect(logs.data[0].trigger).toBe('cron');
    await t.post('/schedule/job/pause', { id }, { token: admin });
  });

  it('does not start a run while one is going; times out; retries a failure', async () => {
    const { id } = (await save({ params: { ms: 300 } })).body.data;
    const before = calls;
    await Promise.all([
      runJob(deps(), { jobId: id, trigger: 'cron', operator: '' }),
      runJob(deps(), { jobId: id, trigger: 'cron', operator: '' }),
    ]);
    expect(calls - before).toBe(1);

    await t.post(
      '/schedule/job/update',
      { id, jobName: '超时', handler: 'test.sleep', cron: '0 3 * * *', params: { ms: 1500 }, remark: '' },
      { token: admin },
    );
    await expect(runJob(deps(), { jobId: id, trigger: 'manual', operator: 'x' })).rejects.toThrow();
    expect((await logsOf(id)).data[0]).toMatchObject({ result: 'timeout' });
    await new Promise((r) => setTimeout(r, 600));

    await t.post(
      '/schedule/job/update',
      { id, jobName: '失败', handler: 'test.sleep', cron: '0 3 * * *', params: { fail: true }, remark: '' },
      { token: admin },
    );
    await t.post('/schedule/job/run', { id }, { token: admin });
    const isFailure = (l: { result: string }) => l.result === 'failed';
    const logs = await until(
      () => logsOf(id),
      (b) => b.data.filter(isFailure).length === 3,
    );
    const failed = logs.data.filter(isFailure);
    expect(failed.map((l: { attempt: number }) => l.attempt).sort()).toEqual([1, 2, 3]);
    for (const l of failed) expect(l.message).toMatch(GENERIC);
    const [job] = await t.db.select().from(scheduleJobs).where(eq(scheduleJobs.id, id));
    expect(job).toMatchObject({ lastResult: 'failed', runningSince: null });
  });

  it('runs the built-in handlers', async () => {
    const jobs = (await t.post('/schedule/job/data', {}, { token: admin })).body.data as { id: number; handler: string }[];
    for (const handler of ['export.expire', 'session.expire', 'log.purge', 'jobLog.purge', 'upload.purge']) {
      const job = jobs.find((j) => j.handler === handler)!;
      await runJob(deps(), { jobId: job.id, trigger: 'manual', operator: 'test' });
      const [log] = await t.db.select().from(scheduleJobLogs).where(eq(scheduleJobLogs.jobId, job.id));
      expect(log.result, handler).toBe('success');
    }
  });

  it('a failed run logs a generic message with an error id; the full error goes to the server log under that id', async () => {
    const { id } = (await save({ params: { fail: true } })).body.data;
    await expect(runJob(deps(), { jobId: id, trigger: 'manual', operator: 'x' })).rejects.toThrow();
    const [log] = await t.db.select().from(scheduleJobLogs).where(eq(scheduleJobLogs.jobId, id));
    expect(log.message).not.toContain('故意失败');
    const errorId = GENERIC.exec(log.message)?.[1];
    expect(serverLog.find((e) => e.errorId === errorId)?.err.message).toBe('故意失败');
  });

  it('purges keep what the configured floors keep, whatever the job parameters ask', async () => {
    const days = (n: number) => sql`now() - make_interval(days => ${n})`;
    await t.db.insert(loginLogs).values([
      { loginId: 'floor_young', result: 'success', createdAt: days(t.config.loginLogKeepDays - 1) as never },
      { loginId: 'floor_old', result: 'success', createdAt: days(t.config.loginLogKeepDays + 1) as never },
    ]);
    const { id: jobId } = (await save({})).body.data;
    const run = { jobId, trigger: 'cron', operator: '', attempt: 1, durationMs: 1, result: 'success' };
    await t.db.insert(scheduleJobLogs).values([
      { ...run, message: 'young', startedAt: days(t.config.jobLogKeepDays - 1) as never },
      { ...run, message: 'old', startedAt: days(t.config.jobLogKeepDays + 1) as never },
    ]);
    for (const [handler, params] of [
      ['log.purge', { loginLogDays: 1 }],
      ['jobLog.purge', { jobLogDays: 1 }],
    ] as const) {
      const { id } = (await save({ handler, params })).body.data;
      await runJob(deps(), { jobId: id, trigger: 'manual', operator: 'test' });
    }
    const logins = await t.db.select({ loginId: loginLogs.loginId }).from(loginLogs).where(like(loginLogs.loginId, 'floor_%'));
    expect(logins).toEqual([{ loginId: 'floor_young' }]);
    const runs = await t.db.select({ message: scheduleJobLogs.message }).from(scheduleJobLogs).where(eq(scheduleJobLogs.jobId, jobId));
    expect(runs).toEqual([{ message: 'young' }]);
  });

  it('checks scheduleJob.* keys', async () => {
    await roleHolding(t, '7301', ['scheduleJob.query']);
    const { token } = await signedInUser(t, 'job_viewer', '7301');
    expect((await t.post('/schedule/job/data', {}, { token })).status).toBe(200);
    for (const [url, body] of [
      ['/schedule/job/save', {}],
      ['/schedule/job/update', { id: 1 }],
      ['/schedule/job/pause', { id: 1 }],
      ['/schedule/job/resume', { id: 1 }],
      ['/schedule/job/run', { id: 1 }],
      ['/schedule/job/remove/1', {}],
    ] as const) {
      expect((await t.post(url, body, { token })).status, url).toBe(403);
    }
  });
});
