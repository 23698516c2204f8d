import { z } from 'zod';
import { enqueueDue } from './datax-run.service.ts';

import { registerJobHandler } from '../../shared/job-handlers.ts';

/**
 * 数据同步定时任务, scheduled on 任务调度 (every minute): queues a run of each enabled task whose own cron is due.
 * The task keeps its cron (its page edits it); this one job turns all of them into runs.
 */
registerJobHandler({
  name: 'datax.due',
  label: '数据同步定时任务',
  params: z.strictObject({}),
  timeoutSeconds: 60,
  run: async (_p, { db, config }) => `已排队 ${await enqueueDue(db, config.timeZone)} 个同步任务`,
});
