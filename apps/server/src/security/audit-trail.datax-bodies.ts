import { sql } from 'drizzle-orm';
import type { Bodies, Walk } from './audit-trail.kit.ts';

/**
 * The operation-log walk's bodies for data sync (/datax): a task of its own (its target table is missing, so a
 * run fails in the background, which writes no log row of its own), a queued run interrupted, a failed one resumed.
 */
export function dataxBodies({ t, made, uniq }: Walk): Bodies {
  const body = () => ({
    name: uniq('走查'),
    sourceUrl: '',
    targetUrl: '',
    tables: [{ source: 'shop_info', target: 'datax_walk.shop_info', mode: 'full', keyColumns: ['id'] }],
  });
  const task = async (status = 1) => (await made('/datax/task/add', { ...body(), status })).id as number;
  const run = async (status: number) => {
    const { rows } = await t.db.execute<{ id: number }>(
      sql`insert into datax_run (task_id, status) values (${await task()}, ${status}) returning id`,
    );
    return rows[0].id;
  };
  return {
    '/datax/task/add': async () => body(),
    '/datax/task/update': async () => ({ id: await task(), ...body() }),
    '/datax/task/delete': async () => ({ id: await task() }),
    '/datax/task/enable': async () => ({ ids: [await task(2)] }),
    '/datax/task/disable': async () => ({ ids: [await task()] }),
    '/datax/task/run': async () => ({ id: await task() }),
    '/datax/run/pause': async () => ({ id: await run(1) }),
    '/datax/run/resume': async () => ({ id: await run(4) }),
  };
}
