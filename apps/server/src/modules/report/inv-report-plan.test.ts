import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../test/build-app.ts';

/**
 * 库存报表 on a million-row ledger (issue 31): the flow's two statements run side by side, and the flow and the
 * stock count read the ledger's indexes alone (no heap page per ledger row).
 */

const { t, token } = await signedInTestApp();
const as = { token };
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() + 8 * 3600_000 - 29 * 86_400_000).toISOString().slice(0, 10);

/** The plan of `text` with its parameters, on a small table forced off sequential scans. */
async function planOf(text: string, values: unknown[]) {
  const client = await t.pool.connect();
  try {
    await client.query('begin');
    // The test ledger is small: without this the planner reads it whole, whatever the indexes.
    await client.query('set local enable_seqscan = off');
    await client.query('set local enable_bitmapscan = off');
    const { rows } = await client.query<{ 'QUERY PLAN': string }>({ text: `explain ${text}`, values });
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
    client.release();
  }
}

/** The statements a request sends, with their parameters, and how many were in flight at once at most. */
async function spied(work: () => Promise<unknown>) {
  const query = t.pool.query.bind(t.pool) as (...a: unknown[]) => Promise<unknown>;
  const seen: { text: string; values: unknown[] }[] = [];
  let inFlight = 0;
  let most = 0;
  (t.pool as { query: unknown }).query = (...a: unknown[]) => {
    const cfg = a[0] as { text: string; values?: unknown[] };
    seen.push({ text: cfg.text, values: cfg.values ?? (a[1] as unknown[] | undefined) ?? [] });
    most = Math.max(most, ++inFlight);
    return query(...a).finally(() => inFlight--);
  };
  try {
    await work();
  } finally {
    (t.pool as { query: unknown }).query = query;
  }
  return { seen, most };
}

describe('库存报表 statements', () => {
  it('the flow sends its opening and its moves together, not one after the other', async () => {
    const { seen, most } = await spied(async () => {
      const res = await t.get('/inv/report/flow', { startDate: monthAgo, endDate: today }, as);
      expect(res.body.code).toBe(200);
      expect(res.body.data.days).toHaveLength(30);
    });
    expect(seen.filter((q) => q.text.includes('"wms_stock_ledger"'))).toHaveLength(2);
    expect(most).toBe(2);
  });

  it('the flow’s opening reads the period’s ledger rows and the stock rows, not the history before the period', async () => {
    const flow = await spied(() => t.get('/inv/report/flow', { startDate: monthAgo, endDate: today }, as));
    const opening = flow.seen.find((q) => q.text.includes('"wms_stock_ledger"') && !q.text.includes('group by 1, 2'));
    const plan = await planOf(opening!.text, opening!.values);
    expect(plan).toMatch(/Index Only Scan using wms_stock_ledger_time_idx[\s\S]*Index Cond: \(created_at >= /);
    expect(plan).not.toMatch(/created_at < /);
    expect(plan).toMatch(/on wms_inventory/);
  });

  it('the flow’s moves are grouped by date, not by each row’s date written as text', async () => {
    const flow = await spied(() => t.get('/inv/report/flow', { startDate: monthAgo, endDate: today }, as));
    const moves = flow.seen.find((q) => q.text.includes('group by 1, 2'));
    const plan = await planOf(`(verbose) ${moves!.text}`, moves!.values);
    expect(plan).toMatch(/Group Key: \(+wms_stock_ledger\.created_at AT TIME ZONE [^)]*\)+::date\)+, wms_stock_ledger\.type/);
    expect(plan).not.toMatch(/Group Key: to_char/);
  });

  it('the flow’s moves and the stock count read the ledger’s indexes only', async () => {
    const flow = await spied(() => t.get('/inv/report/flow', { startDate: monthAgo, endDate: today }, as));
    const moves = flow.seen.find((q) => q.text.includes('group by 1, 2'));
    expect(await planOf(moves!.text, moves!.values)).toMatch(/Index Only Scan using wms_stock_ledger_time_idx/);
    const stock = await spied(() => t.get('/inv/report/stock', { date: today, page: 1, pageSize: 20 }, as));
    const count = stock.seen.find((q) => q.text.includes('select distinct'));
    expect(await planOf(count!.text, count!.values)).toMatch(/Index Only Scan using wms_stock_ledger_wh_sku_idx/);
  });
});
