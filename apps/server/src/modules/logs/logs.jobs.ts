import { z } from 'zod';
import { keptDays, purgeOlderThan, registerJobHandler } from '../../shared/job-handlers.ts';
import { purgeSessions } from '../../platform/sessions.ts';
import { purgeThrottle } from '../../platform/throttle.ts';
import { loginLogs } from '../../db/schema/logs.ts';
import { endExpiredSessions } from './online.service.ts';

registerJobHandler({
  name: 'session.expire',
  label: '结束过期会话',
  params: z.strictObject({}),
  timeoutSeconds: 60,
  run: async (_p, { db, config }) => {
    const limits = { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs };
    const ended = await endExpiredSessions(db, limits);
    const removed = await purgeSessions(db, limits);
    return `结束 ${ended} 个过期会话，清除 ${removed} 条旧会话记录`;
  },
});

registerJobHandler({
  name: 'log.purge',
  label: '清理登录日志与限流记录',
  params: z.strictObject({ loginLogDays: z.number().int().min(1, '保留天数至少为 1').max(3650).default(180) }),
  timeoutSeconds: 300,
  retries: 2,
  retryDelaySeconds: 60,
  run: async (p, { db, config }) => {
    const days = keptDays(p.loginLogDays, config.loginLogKeepDays);
    const logs = await purgeOlderThan(db, loginLogs, loginLogs.createdAt, days);
    await purgeThrottle(db);
    return `删除 ${logs} 条 ${days} 天前的登录日志，清理过期限流记录`;
  },
});
