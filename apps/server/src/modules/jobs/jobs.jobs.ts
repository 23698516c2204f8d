import { z } from 'zod';
import { keptDays, purgeOlderThan, registerJobHandler } from '../../shared/job-handlers.ts';
import { scheduleJobLogs } from '../../db/schema/jobs.ts';

registerJobHandler({
  name: 'jobLog.purge',
  label: '清理定时任务日志',
  params: z.strictObject({ jobLogDays: z.number().int().min(1, '保留天数至少为 1').max(3650).default(90) }),
  timeoutSeconds: 300,
  retries: 2,
  retryDelaySeconds: 60,
  run: async (p, { db, config }) => {
    const days = keptDays(p.jobLogDays, config.jobLogKeepDays);
    return `删除 ${await purgeOlderThan(db, scheduleJobLogs, scheduleJobLogs.startedAt, days)} 条 ${days} 天前的任务日志`;
  },
});
