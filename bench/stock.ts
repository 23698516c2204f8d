import { sql } from 'drizzle-orm';
import { createDb } from '../apps/server/src/db/client.ts';
import { AppError } from '../apps/server/src/shared/errors.ts';
import { lock, stockIn } from '../apps/server/src/modules/wms/stock.service.ts';
import { stockPlaces } from '../apps/server/src/modules/wms/stock-places.fixtures.ts';

/**
 * Stock contention (issue 15): rounds of 200 concurrent `lock 1` on one inventory row holding 100
 * available, straight through the stock service on a 20-connection pool. Each round must end with exactly
 * 100 locks, 100 refusals `库存不足` and a balanced ledger; the figure is lock attempts per second.
 */
export type StockFigure = {
  rounds: number;
  attemptsPerRound: number;
  succeeded: number;
  refused: number;
  otherErrors: number;
  ledgerBalanced: boolean;
  opsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
};

export async function stockContention(url: string, rounds: number): Promise<StockFigure> {
  const { db, pool } = createDb(url, 20);
  const src = { sourceType: 'BENCH', sourceNo: 'BENCH', operator: 'bench' };
  const figure = { rounds, attemptsPerRound: 200, succeeded: 0, refused: 0, otherErrors: 0, ledgerBalanced: true };
  const times: number[] = [];
  let elapsed = 0;
  try {
    for (let r = 0; r < rounds; r++) {
      const line = { warehouseCode: 'BENCH', skuCode: `HOT${r}`, quantity: 1 };
      await stockPlaces(db, ['BENCH'], [line.skuCode]);
      await stockIn(db, { ...line, quantity: 100 }, src);
      const t0 = performance.now();
      const outcomes = await Promise.all(
        Array.from({ length: 200 }, async () => {
          const s = performance.now();
          try {
            await lock(db, line, src);
            return 'ok';
          } catch (e) {
            return e instanceof AppError && e.status === 409 && e.message.startsWith('库存不足') ? 'refused' : 'error';
          } finally {
            times.push(performance.now() - s);
          }
        }),
      );
      elapsed += performance.now() - t0;
      figure.succeeded += outcomes.filter((o) => o === 'ok').length;
      figure.refused += outcomes.filter((o) => o === 'refused').length;
      figure.otherErrors += outcomes.filter((o) => o === 'error').length;
      // Its own rows only: the area lists' million seeded ledger rows (no foreign key) reuse inventory ids 1–20,000.
      const { rows } = await db.execute<{ ok: boolean }>(sql`
        select i.on_hand = sum(l.on_hand_delta) and i.locked = sum(l.locked_delta) and i.locked = 100 as ok
        from wms_inventory i join wms_stock_ledger l on l.inventory_id = i.id
        where i.warehouse_code = ${line.warehouseCode} and i.sku_code = ${line.skuCode}
          and l.source_type = ${src.sourceType} group by i.id`);
      figure.ledgerBalanced &&= rows[0]?.ok === true;
    }
  } finally {
    await pool.end();
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
  return { ...figure, opsPerSecond: Math.round((rounds * 200) / (elapsed / 1000)), p50Ms: at(0.5), p95Ms: at(0.95) };
}

export function stockMarkdown(s: StockFigure, cmd: string): string[] {
  return [
    '## 7. Stock contention',
    '',
    `${s.rounds} rounds of ${s.attemptsPerRound} concurrent \`lock 1\` on a row with 100 available (stock service, pool of 20). Command: ${cmd}.`,
    '',
    '| locked | refused 库存不足 | other errors | ledger balances | lock attempts/s | p50 / p95 ms |',
    '|---|---|---|---|---|---|',
    `| ${s.succeeded} (expected ${s.rounds * 100}) | ${s.refused} | ${s.otherErrors} | ${s.ledgerBalanced ? 'yes' : 'NO'} | ${s.opsPerSecond} | ${s.p50Ms} / ${s.p95Ms} |`,
    '',
  ];
}
