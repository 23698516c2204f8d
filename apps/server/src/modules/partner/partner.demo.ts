import { hasRows } from '../../shared/cursor.ts';
import { PARTNERS } from '@console/contract/partner';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { partnerConfigs, partnerSyncs } from '../../db/schema/partner.ts';

/**
 * Partner demo: 海拍客 and 有偶 connected to the stub's default address (`npm run partner:stub -- --port 4020`),
 * FSCT enabled without a secret, DCC switched off; ten days of runs per partner in every state — 成功, 失败
 * with the partner's error (an unknown code, a refused connection), and one 重试中 in flight. Runs once.
 */
const STUB = 'http://127.0.0.1:4020';

const ERRORS = [
  '', // 成功
  '合作平台拒绝连接',
  '订单P20250101001：未知外部编码{SOURCE}-99999',
  '合作平台返回500：{"message":"simulated failure"}',
];

export async function seedPartnerDemo(tx: Tx) {
  if (await hasRows(tx, 'partner_sync')) return;
  const settings: Record<string, { enabled: boolean; baseUrl: string; appKey: string; appSecret: string }> = {
    hipac: { enabled: true, baseUrl: STUB, appKey: 'hipac-demo', appSecret: 'demo-secret-hipac' },
    fsct: { enabled: true, baseUrl: STUB, appKey: 'fsct-demo', appSecret: '' },
    dcc: { enabled: false, baseUrl: '', appKey: '', appSecret: '' },
    yuou: { enabled: true, baseUrl: STUB, appKey: 'yuou-demo', appSecret: 'demo-secret-yuou' },
  };
  for (const p of PARTNERS)
    await tx
      .insert(partnerConfigs)
      .values({ partner: p.key, ...settings[p.key] })
      .onConflictDoUpdate({ target: partnerConfigs.partner, set: settings[p.key] });
  const kinds = ['allocation', 'orders', 'stock'] as const;
  for (const p of PARTNERS) {
    const rows = Array.from({ length: 12 }, (_, i) => {
      const kind = kinds[i % 3];
      // Most runs succeed; every fourth failed; the newest order pull is still being retried.
      const inFlight = i === 0 && kind === 'allocation';
      const failed = !inFlight && i % 4 === 1;
      const error = (failed ? ERRORS[kind === 'orders' ? 2 : 1 + (i % 2) * 2] : inFlight ? ERRORS[1] : '').replace('{SOURCE}', p.source);
      const started = sql`now() - make_interval(hours => ${i * 20 + 1})`;
      return {
        partner: p.key,
        kind,
        status: inFlight ? 1 : failed ? 3 : 2,
        attempts: inFlight ? 2 : failed ? (kind === 'orders' ? 1 : 3) : 1,
        lastError: error,
        count: failed || inFlight ? 0 : kind === 'orders' ? (i % 5) + 1 : 20 + i,
        claimedAt: inFlight ? sql`now()` : null,
        startTime: started,
        endTime: inFlight ? null : sql`now() - make_interval(hours => ${i * 20 + 1}) + interval '3 seconds'`,
        operator: i % 2 ? 'admin' : 'system',
        createdAt: started,
      };
    }).reverse();
    await tx.insert(partnerSyncs).values(rows);
  }
}
