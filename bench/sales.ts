import { sql } from 'drizzle-orm';
import { rebuildSalesRollup } from '../apps/server/src/modules/report/sales-rollup.ts';
import { durations } from './config.ts';
import type { BenchDb } from './db.ts';
import { http, type Run } from './load.ts';

/**
 * The sales report on the bench's orders (issue 30: 1,000,000 in the full run): a quarter by SP and by province
 * at 10 clients, as the administrator (99/ALL), read from the daily roll-up. The bench seeds orders as rows
 * (no order_log), so the roll-ups are rebuilt from them first, as the demo does. Read from the day, day × SP and
 * day × province roll-ups (whole months from their month rows).
 */
export type SalesFigure = { orders: number; rollupRows: number; rebuildMs: number; runs: { dimension: string; api: Run }[] };

export async function salesFigure(bench: BenchDb, apiBase: string, token: string, log: (m: string) => void): Promise<SalesFigure> {
  const started = Date.now();
  await bench.db.transaction((tx) => rebuildSalesRollup(tx));
  const rebuildMs = Date.now() - started;
  // As autovacuum leaves them in production: the visibility map set, so the roll-ups' ranges are index-only.
  for (const table of ['sales_daily', 'sales_sp_daily', 'sales_province_daily', 'sales_total_daily', 'sales_sp_running'])
    await bench.db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  const [{ orders }] = (await bench.db.execute<{ orders: number }>(sql`select count(*)::int as orders from order_info`)).rows;
  const [{ n }] = (await bench.db.execute<{ n: number }>(sql`select count(*)::int as n from sales_daily`)).rows;
  const day = (ago: number) => new Date(Date.now() + 8 * 3600_000 - ago * 86_400_000).toISOString().slice(0, 10);
  const runs: SalesFigure['runs'] = [];
  for (const dimension of ['sp', 'province', 'day']) {
    log(`sales report, a quarter by ${dimension}, at 10 concurrent`);
    const q = new URLSearchParams({ dimension, startDate: day(90), endDate: day(0), page: '1', pageSize: '20' });
    const url = `${apiBase}/api/sp/data/report/sales?${q}`;
    const first = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (first.status !== 200) throw new Error(`sales report answers ${first.status}`);
    runs.push({ dimension, api: await http({ url, method: 'GET', headers: { authorization: `Bearer ${token}` } }, 10, durations.run) });
  }
  return { orders, rollupRows: n, rebuildMs, runs };
}

export function salesMarkdown(s: SalesFigure, cmd: string): string[] {
  return [
    '## Sales report',
    '',
    `A quarter of ${s.orders.toLocaleString()} orders from the daily roll-up (${s.rollupRows.toLocaleString()} rows, rebuilt in ${s.rebuildMs} ms), 10 clients. Command: ${cmd}.`,
    '',
    '| dimension | p50 / p95 / p99 ms | requests/s | errors |',
    '|---|---|---|---|',
    ...s.runs.map((r) => `| ${r.dimension} | ${r.api.p50} / ${r.api.p95} / ${r.api.p99} | ${r.api.rps} | ${r.api.errors} |`),
    '',
  ];
}
