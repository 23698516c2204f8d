import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeSessions } from '../modules/auth/session.service.ts';
import { purgeThrottle } from '../modules/auth/throttle.service.ts';

export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

/** Removes what expired: ended sessions, forgotten throttle keys. Each instance may run it; it is idempotent. */
export async function housekeeping(app: FastifyInstance) {
  const sessions = await purgeSessions(app.db, app.sessionLimits);
  await purgeThrottle(app.db);
  return { sessions };
}

/**
 * A periodic task for now; it moves to the scheduled-jobs registry when that exists. A failed round (the
 * database down) is logged and tried again next time.
 */
async function housekeepingPlugin(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      housekeeping(app).catch((err) => app.log.warn({ err }, 'housekeeping failed'));
    }, HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(housekeepingPlugin, { name: 'housekeeping', dependencies: ['db'] });
