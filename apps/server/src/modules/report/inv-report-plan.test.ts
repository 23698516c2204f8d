import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../test/build-app.ts';

/**
 * 库存报表 on a million-row ledger (issue 31): the flow is one statement that reads each day's index range and the
 * rows after the period once; today's stock page reads the stock rows, and the flow and a past day's stock count read the ledger's indexes alone (no heap page per
 * ledger row).
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
  /** The flow's one statement for a month, with its parameters. */
  async function flowStatement() {
    const { seen, most } = await spied(async () => {
      const res = await t.get('/inv/report/flow', { startDate: monthAgo, endDate: today }, as);
      expect(res.body.code).toBe(200);
      expect(res.body.data.days).toHaveLength(30);
    });
    return { ledger: seen.filter((q) => q.text.includes('"wms_stock_ledger"')), most };
  }

  it('the flow sends one statement: its closing and its moves in one snapshot, one round trip', async () => {
    const { ledger, most } = await flowStatement();
    expect(ledger).toHaveLength(1);
    expect(most).toBe(1);
  });

  it('the flow’s closing reads the stock rows and the ledger after the period, not the history before it', async () => {
    const [flow] = (await flowStatement()).ledger;
    const plan = await planOf(flow.text, flow.values);
    expect(plan).toMatch(/InitPlan[\s\S]*on wms_inventory/);
    expect(plan).toMatch(/InitPlan[\s\S]*Index Only Scan using wms_stock_ledger_time_idx[^\n]*\n\s*Index Cond: \(created_at >= [^()]*\)\n/);
  });

  it('the flow’s moves read one range of the time index per day, summed by type, not each row’s time in the zone', async () => {
    const [flow] = (await flowStatement()).ledger;
    const plan = await planOf(`(verbose) ${flow.text}`, flow.values);
    expect(plan).toMatch(/Function Call: generate_series\(0, 29\)/);
    expect(plan).toMatch(/Group Key: wms_stock_ledger\.type\n/);
    expect(plan).toMatch(/Index Cond: \(\(wms_stock_ledger\.created_at >= [^\n]*AND \(wms_stock_ledger\.created_at < /);
    expect(plan).not.toMatch(/Group Key: [^\n]*AT TIME ZONE/);
  });

  it('the flow and the stock count read the ledger’s indexes only', async () => {
    const [flow] = (await flowStatement()).ledger;
    const plan = await planOf(flow.text, flow.values);
    expect(plan.match(/Index Only Scan using wms_stock_ledger_time_idx/g)).toHaveLength(2);
    expect(plan).not.toMatch(/(Index|Seq) Scan (using \w+ )?on wms_stock_ledger/);
    const stock = await spied(() => t.get('/inv/report/stock', { date: monthAgo, page: 1, pageSize: 20 }, as));
    const count = stock.seen.find((q) => q.text.includes('select distinct'));
    expect(await planOf(count!.text, count!.values)).toMatch(/Index Only Scan using wms_stock_ledger_wh_sku_idx/);
  });

  it('today’s stock page reads the stock rows, not the ledger; a past day’s sums the ledger', async () => {
    const now = await spied(() => t.get('/inv/report/stock', { date: today, page: 1, pageSize: 20 }, as));
    expect(now.seen.length).toBeGreaterThan(0);
    expect(now.seen.filter((q) => q.text.includes('"wms_stock_ledger"'))).toEqual([]);
    expect(now.seen.every((q) => q.text.includes('"wms_inventory"'))).toBe(true);
    const past = await spied(() => t.get('/inv/report/stock', { date: monthAgo, page: 1, pageSize: 20 }, as));
    expect(past.seen.filter((q) => q.text.includes('"wms_stock_ledger"')).length).toBeGreaterThan(0);
  });
});
