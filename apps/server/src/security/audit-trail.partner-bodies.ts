import { PARTNERS } from '@console/contract/partner';
import { sql } from 'drizzle-orm';
import type { Bodies, Walk } from './audit-trail.kit.ts';

/**
 * The operation-log walk's bodies for the partner platforms (/hipac/alloc, /fsct, /dcc, /yuou): a config saved
 * with a secret, a run asked of a connected partner (an address nobody answers: the run fails in the
 * background, which writes no log row of its own), a failed run retried.
 */
export function partnerBodies({ t, made }: Walk): Bodies {
  const connection = { enabled: true, baseUrl: 'http://127.0.0.1:9', appKey: 'walk', appSecret: 'walk-secret' };
  return Object.fromEntries(
    PARTNERS.flatMap((p) => [
      [`${p.prefix}/config/update`, async () => connection],
      [
        `${p.prefix}/sync/run`,
        async () => {
          await made(`${p.prefix}/config/update`, connection);
          return { kind: 'allocation' };
        },
      ],
      [
        `${p.prefix}/sync/retry`,
        async () => {
          const { rows } = await t.db.execute<{ id: number }>(
            sql`insert into partner_sync (partner, kind, status, attempts, last_error) values (${p.key}, 'stock', 3, 3, '合作平台拒绝连接') returning id`,
          );
          return { id: rows[0].id };
        },
      ],
    ]),
  );
}
