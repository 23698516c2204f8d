import type { FastifyInstance } from 'fastify';
import { purgeSessions } from '../platform/sessions.ts';
import { purgeThrottle } from '../platform/throttle.ts';

/**
 * Removes what expired: ended sessions, forgotten throttle keys. Idempotent. It runs as the scheduled jobs
 * `session.expire` and `log.purge` (modules/logs/logs.jobs.ts); this entry point does both at once.
 */
export async function housekeeping(app: FastifyInstance) {
  const sessions = await purgeSessions(app.db, app.sessionLimits);
  await purgeThrottle(app.db);
  return { sessions };
}
