// Section "area lists" (issue 31): the stock ledger, coupons and after-sales lists on a million rows each
// (100,000 quick), 钱包余额 over the 100,000 shops, the filtered first page with its total at 10 clients, beside the same SQL through pg.
import pg from 'pg';
import { captureRequest } from './capture.ts';
import { durations } from './config.ts';
import type { BenchDb } from './db.ts';
import { type BenchList, lists, urlOf } from './lists.ts';
import { type HttpTarget, http, type Run, raw } from './load.ts';

export const AREA_LISTS = ['ledger', 'coupons', 'afterSales', 'wallet'] as const;

export type AreaListRun = {
  name: (typeof AREA_LISTS)[number];
  path: string;
  query: Record<string, string>;
  rows: number;
  total: number;
  exact: boolean;
  queries: string[];
  api: Run;
  raw: Run;
};

const targetOf = (base: string, list: BenchList, token: string): HttpTarget =>
  list.method === 'POST'
    ? { url: base + list.path, method: 'POST', headers: { authorization: `Bearer ${token}` }, body: JSON.stringify(list.filtered) }
    : { url: base + urlOf(list, list.filtered), headers: { authorization: `Bearer ${token}` } };

export async function areaListsFigure(bench: BenchDb, apiBase: string, token: string, log: (m: string) => void): Promise<AreaListRun[]> {
  const out: AreaListRun[] = [];
  for (const name of AREA_LISTS) {
    const list = lists[name];
    const target = targetOf(apiBase, list, token);
    const res = await fetch(target.url, {
      method: target.method,
      headers: { ...target.headers, 'content-type': 'application/json' },
      body: target.body,
    });
    const first = (await res.json()) as { code?: number; message?: string; total?: number; exact?: boolean };
    if (res.status !== 200 || first.code !== 200) throw new Error(`${list.path} answered ${res.status}: ${first.message}`);
    log(`${name} list (${first.total} matching) at 10 concurrent`);
    const captured = await captureRequest(bench.url, list.method === 'POST' ? list.path : urlOf(list, list.filtered), {
      method: list.method,
      body: list.method === 'POST' ? list.filtered : undefined,
      warm: true,
    });
    const pool = new pg.Pool({ connectionString: bench.url, max: 20 });
    try {
      await http(target, 10, durations.warmup);
      await raw(pool, captured.queries, 10, durations.warmup);
      out.push({
        name,
        path: list.path,
        query: list.filtered,
        rows: bench.seeded[list.seeder]?.rows ?? 0,
        total: first.total ?? 0,
        exact: first.exact !== false,
        queries: captured.queries.map((q) => q.text),
        api: await http(target, 10, durations.run),
        raw: await raw(pool, captured.queries, 10, durations.run),
      });
    } finally {
      await pool.end();
    }
  }
  return out;
}

const lat = (r: Run) => `${r.p50} / ${r.p95} / ${r.p99}`;

export function areaListsMarkdown(runs: AreaListRun[], cmd: string): string[] {
  return [
    '## 10. The other areas’ lists (issue 31)',
    '',
    `The filtered first page of each list (10 rows, total included) as the administrator (99/ALL), 10 clients, beside the same SQL through \`pg\` (captured after one warm-up request). p50 / p95 / p99 ms. Command: ${cmd}.`,
    '',
    '| list | query | rows | total replied | API | req/s | errors | SQL via pg | pg req/s |',
    '|---|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.name} \`${r.path}\` | \`${JSON.stringify(r.query)}\` | ${r.rows.toLocaleString('en')} | ${r.total.toLocaleString('en')}${r.exact ? '' : ' (estimated)'} | ${lat(r.api)} | ${r.api.rps} | ${r.api.errors} | ${lat(r.raw)} | ${r.raw.rps} |`,
    ),
    '',
    ...runs.flatMap((r) => [`SQL for ${r.name}:`, '', ...r.queries.map((q) => `- \`${q}\``), '']),
  ];
}
