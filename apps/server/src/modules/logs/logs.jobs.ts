import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { registerJobHandler } from '../../shared/job-handlers.ts';
import { loginThrottle } from '../auth/auth.tables.ts';
import { purgeLoginLogs } from './login-log.service.ts';
import { endExpiredSessions } from './online.service.ts';

registerJobHandler({
  name: 'session.expire',
  label: '结束过期会话',
  params: z.strictObject({ keepEndedDays: z.number().int().min(1).max(3650).default(30) }),
  timeoutSeconds: 60,
  run: async (p, { db, config }) => {
    const n = await endExpiredSessions(db, { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs }, p.keepEndedDays);
    return `结束 ${n} 个过期会话`;
  },
});

registerJobHandler({
  name: 'log.purge',
  label: '清理登录日志与限流记录',
  params: z.strictObject({ loginLogDays: z.number().int().min(1, '保留天数至少为 1').max(3650).default(180) }),
  timeoutSeconds: 300,
  retries: 2,
  retryDelaySeconds: 60,
  run: async (p, { db }) => {
    const logs = await purgeLoginLogs(db, p.loginLogDays);
    // Throttle rows whose window and lock are long over count nothing any more.
    const throttle = await db
      .delete(loginThrottle)
      .where(
        lt(
          sql`greatest(${loginThrottle.windowStartedAt}, coalesce(${loginThrottle.lockedUntil}, ${loginThrottle.windowStartedAt}))`,
          sql`now() - interval '1 day'`,
        ),
      )
      .returning({ key: loginThrottle.key });
    return `删除 ${logs} 条登录日志、${throttle.length} 条限流记录`;
  },
});
