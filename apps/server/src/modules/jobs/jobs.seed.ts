import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meta } from '../../db/meta.tables.ts';
import { nextFireTime } from './cron.ts';
import { scheduleJobs } from './jobs.tables.ts';

/** The platform's own housekeeping jobs, created once per database (an administrator may change or remove them). */
const DEFAULT_JOBS = [
  { jobName: '清理过期导出文件', handler: 'export.expire', cron: '0 * * * *', params: {}, remark: '每小时：删除过期的导出文件' },
  { jobName: '结束过期会话', handler: 'session.expire', cron: '*/10 * * * *', params: {}, remark: '每 10 分钟：结束超时的会话' },
  {
    jobName: '清理登录日志',
    handler: 'log.purge',
    cron: '30 3 * * *',
    params: { loginLogDays: 180 },
    remark: '每天 03:30：删除过期的登录日志与限流记录',
  },
];

export async function seedDefaultJobs(db: Db, tz: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727003)`);
    const claimed = await tx
      .insert(meta)
      .values({ key: 'default_jobs', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: meta.key });
    if (!claimed.length) return;
    await tx.insert(scheduleJobs).values(DEFAULT_JOBS.map((j) => ({ ...j, status: 1, nextRunAt: nextFireTime(j.cron, tz) })));
  });
}
