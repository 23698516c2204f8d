import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meta } from '../../db/schema/meta.ts';
import { nextFireTime } from '../../shared/cron.ts';
import { scheduleJobs } from '../../db/schema/jobs.ts';

/**
 * The platform's own housekeeping jobs, each batch created once per database under its `sys_meta` key (an
 * administrator may change or remove them); a later batch reaches databases made before it.
 */
const DEFAULT_JOBS = {
  default_jobs: [
    { jobName: '清理过期导出文件', handler: 'export.expire', cron: '0 * * * *', params: {}, remark: '每小时：删除过期的导出文件' },
    { jobName: '结束过期会话', handler: 'session.expire', cron: '*/10 * * * *', params: {}, remark: '每 10 分钟：结束超时的会话' },
    {
      jobName: '清理登录日志',
      handler: 'log.purge',
      cron: '30 3 * * *',
      params: { loginLogDays: 180 },
      remark: '每天 03:30：删除过期的登录日志与限流记录',
    },
  ],
  default_jobs_2: [
    {
      jobName: '清理定时任务日志',
      handler: 'jobLog.purge',
      cron: '40 3 * * *',
      params: { jobLogDays: 90 },
      remark: '每天 03:40：删除过期的定时任务执行日志',
    },
    {
      jobName: '清理未引用的图片',
      handler: 'upload.purge',
      cron: '50 3 * * *',
      params: {},
      remark: '每天 03:50：删除上传后一直未被引用的图片',
    },
  ],
  default_jobs_3: [
    { jobName: 'ERP推送补发', handler: 'erp.push.sweep', cron: '*/5 * * * *', params: {}, remark: '每 5 分钟：重新排队到期未推送的订单' },
    {
      jobName: '订单自动完成',
      handler: 'order.autoComplete',
      cron: '0 2 * * *',
      params: {},
      remark: '每天 02:00：完成发货超过设定天数的订单',
    },
  ],
  default_jobs_datax: [
    {
      jobName: '数据同步定时任务',
      handler: 'datax.due',
      cron: '* * * * *',
      params: {},
      remark: '每分钟：为 Cron 到期的启用同步任务排队一次同步',
    },
  ],
};

export async function seedDefaultJobs(db: Db, tz: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727003)`);
    for (const [key, jobs] of Object.entries(DEFAULT_JOBS)) {
      const claimed = await tx
        .insert(meta)
        .values({ key, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning({ key: meta.key });
      if (claimed.length) await tx.insert(scheduleJobs).values(jobs.map((j) => ({ ...j, status: 1, nextRunAt: nextFireTime(j.cron, tz) })));
    }
  });
}
