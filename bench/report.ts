import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, quick, reproduce } from './config.ts';
import type { PageFigure, Weight } from './frontend.ts';
import { type DeepFigure, type ListFigure, listBudgets, listMarkdown } from './list-figures.ts';
import type { Run } from './load.ts';
import { type StockFigure, stockMarkdown } from './stock.ts';
import { type SalesFigure, salesMarkdown } from './sales.ts';
import { type ExportFigure, exportMarkdown } from './exports.ts';
import { type OrdersFigure, ordersMarkdown } from './orders.ts';
import { frontendBudgets, frontendMarkdown } from './frontend-report.ts';
import type { PageSwitch } from './page-switch.ts';
import type { Wire } from './wire-bytes.ts';
import { type AreaListRun, areaListsMarkdown } from './area-lists.ts';
import { issue31Budgets } from './issue31.ts';
import type { LighthouseFigure } from './lighthouse.ts';

export type Results = {
  mode: 'quick' | 'full';
  notes: string[];
  seeded?: Record<string, { rows: number; seconds: number }>;
  list?: ListFigure;
  deep?: DeepFigure;
  signin?: Run;
  scrypt?: { medianMs: number; memoryMiB: number; cores: number; ceilingPerSecond: number };
  frontend?: {
    static: { entryJs: Weight; entryCss: Weight; subappEntry?: Weight };
    pages: { login: PageFigure; userManagement: PageFigure | { error: string } };
  };
  memory?: { idleMiB: number; underLoadMiB?: number; afterLoadMiB?: number };
  startup?: { coldMs: number; warmMs: number; warmPgReadyMs?: number; warmServerCpuMs?: number; warmRunsMs?: number[] };
  stock?: StockFigure;
  export?: ExportFigure;
  orders?: OrdersFigure;
  sales?: SalesFigure;
  /** Issue 12: bytes per page as Chromium receives them, and menu click → rows painted. */
  wire?: Wire[];
  pageSwitch?: PageSwitch[];
  /** Issue 31: the ledger, coupons and after-sales lists on a million rows each. */
  areaLists?: AreaListRun[];
  /** Issue 31: Lighthouse on /login, the run of median performance. */
  lighthouse?: LighthouseFigure;
};

export type Budget = { name: string; limit: string; value: string; pass: boolean | null; why?: string };

const lat = (r: Run) => `${r.p50} / ${r.p95} / ${r.p99}`;
const top = (w: Weight) => (w.largest ?? []).map((f) => `${f.file} ${f.gzip} KiB`).join(', ');
const isPage = (p: PageFigure | { error: string } | undefined): p is PageFigure => !!p && !('error' in p);

/**
 * ARCHITECTURE §10's bundle budgets, for the built files a page loads weighed at gzip -9. Issue 12's tighter
 * ones (150 / 300 KiB) are for the bytes Chromium receives (brotli): the wire lines (frontend-report.ts).
 */
const BUILT_GZIP_KIB = { login: 200, users: 350 };

/** The budgets (ARCHITECTURE §10; the front-end ones as issue 12 sets them; issue 31's, issue31.ts) against the figures; `why` says what holds a failing one back. */
function budgets(r: Results): Budget[] {
  const out: Budget[] = listBudgets(r.list, r.deep);
  for (const s of r.sales?.runs ?? [])
    out.push({
      name: `sales report, a quarter by ${s.dimension}, p95 at 10 clients (issue 30)`,
      limit: '< 100 ms',
      value: `${s.api.p95} ms`,
      pass: s.api.p95 < 100,
    });
  for (const o of r.orders?.runs ?? [])
    out.push({
      name: `orders list (status + date range, total included) p95 at 10 clients, user ${o.who}`,
      limit: '< 20 ms',
      value: `${o.api.p95} ms`,
      pass: o.api.p95 < 20,
      why:
        o.raw.p95 >= 20
          ? `the SQL alone takes ${o.raw.p95} ms at p95: the database is the limit`
          : `SQL alone p95 ${o.raw.p95} ms, bare Fastify + SQL ${o.bareSql.p95} ms; the rest is the API's own work`,
    });
  const pages = r.frontend?.pages;
  if (pages) {
    out.push({
      name: '/login JS (gzip of the built files it loads, ARCHITECTURE §10)',
      limit: `< ${BUILT_GZIP_KIB.login} KiB`,
      value: `${pages.login.js.gzip} KiB`,
      pass: pages.login.js.gzip < BUILT_GZIP_KIB.login,
      why: `largest files: ${top(pages.login.js)}`,
    });
    const um = pages.userManagement;
    out.push(
      isPage(um)
        ? {
            name: '/userManagement JS (gzip of the built files it loads, ARCHITECTURE §10)',
            limit: `< ${BUILT_GZIP_KIB.users} KiB`,
            value: `${um.js.gzip} KiB`,
            pass: um.js.gzip < BUILT_GZIP_KIB.users,
            why: `largest files: ${top(um.js)}`,
          }
        : {
            name: '/userManagement JS (gzip of the built files it loads, ARCHITECTURE §10)',
            limit: `< ${BUILT_GZIP_KIB.users} KiB`,
            value: 'not measured',
            pass: null,
            why: um?.error,
          },
    );
  }
  out.push(...frontendBudgets(r.wire, r.pageSwitch));
  if (r.startup)
    out.push({
      name: 'warm start to first 200',
      limit: '< 3 s',
      value: `${r.startup.warmMs} ms`,
      pass: r.startup.warmMs < 3000,
      why: startupWhy(r.startup),
    });
  if (r.memory?.underLoadMiB)
    out.push({
      name: 'server RSS under list load (50 clients)',
      limit: '< 256 MB',
      value: `${r.memory.underLoadMiB} MiB`,
      pass: r.memory.underLoadMiB * 1.048576 < 256,
    });
  out.push(...issue31Budgets(r, r.areaLists));
  return out;
}

export function writeResults(r: Results) {
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const checks = budgets(r);
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  writeFileSync(
    path.join(dir, 'latest.json'),
    `${JSON.stringify({ date: new Date().toISOString(), machine, command: reproduce, ...r, budgets: checks }, null, 2)}\n`,
  );
  writeFileSync(path.join(dir, 'latest.md'), markdown(r, checks, machine));
}

function markdown(r: Results, checks: Budget[], machine: string) {
  const cmd = `\`${reproduce}\``;
  const L: string[] = [
    `# Bench results (${r.mode})`,
    '',
    `${new Date().toISOString()} — ${machine}. Every figure: ${cmd} (it seeds its own database).`,
    '',
  ];
  L.push('## Budgets (ARCHITECTURE §10, issues 12 and 31)', '');
  for (const b of checks)
    L.push(
      `- ${b.pass === null ? 'N/A ' : b.pass ? 'PASS' : 'FAIL'} — ${b.name}: ${b.value} (budget ${b.limit})${b.pass === false && b.why ? ` — held back by: ${b.why}` : ''}`,
    );
  L.push('');
  if (r.seeded)
    L.push(
      `Seeded: ${Object.entries(r.seeded)
        .map(([k, v]) => `${v.rows.toLocaleString('en')} ${k} in ${v.seconds.toFixed(1)} s`)
        .join(', ')}.`,
      '',
    );
  L.push(...listMarkdown(r.list, r.deep, cmd));
  if (r.signin) {
    L.push('## 3. Sign-in', '', `\`POST /api/user/login\` (admin, full menu tree), 10 clients. Command: ${cmd}.`, '');
    L.push('| p50 / p95 / p99 ms | req/s | errors |', '|---|---|---|', `| ${lat(r.signin)} | ${r.signin.rps} | ${r.signin.errors} |`, '');
    if (r.scrypt)
      L.push(
        `scrypt N=32768, r=8, p=1: ${r.scrypt.medianMs} ms and ${r.scrypt.memoryMiB} MiB per hash; with ${r.scrypt.cores} cores the ceiling is ≈ ${r.scrypt.ceilingPerSecond} sign-ins/s.`,
        '',
      );
  }
  if (r.frontend) {
    const w = (x: Weight) => `${x.raw} / ${x.gzip} / ${x.brotli}`;
    const s = r.frontend.static;
    L.push(
      '## 4. Front end',
      '',
      `Sizes in KiB: raw / gzip / brotli. Command: ${cmd}.`,
      '',
      '| what | files | JS | CSS |',
      '|---|---|---|---|',
    );
    L.push(`| console index.html entry | ${s.entryJs.files + s.entryCss.files} | ${w(s.entryJs)} | ${w(s.entryCss)} |`);
    if (s.subappEntry) L.push(`| sub-app entry (apps/business/dist/entry.js) | 1 | ${w(s.subappEntry)} | — |`);
    for (const [name, p] of Object.entries(r.frontend.pages))
      if (isPage(p))
        L.push(
          `| ${name === 'login' ? '/login' : '/userManagement'} first load | ${p.js.files + p.css.files} | ${w(p.js)} | ${w(p.css)} |`,
        );
    L.push('', '| page | interactive, cold ms | warm ms |', '|---|---|---|');
    for (const [name, p] of Object.entries(r.frontend.pages))
      L.push(isPage(p) ? `| ${name} | ${p.coldMs} | ${p.warmMs} |` : `| ${name} | not measured: ${p.error} | |`);
    L.push('');
  }
  L.push(...frontendMarkdown(r.wire, r.pageSwitch, cmd));
  if (r.memory) {
    L.push('## 5. Memory', '', `Server RSS (scripts/start.mjs process). Command: ${cmd}.`, '');
    L.push(`- idle after start: ${r.memory.idleMiB} MiB`);
    if (r.memory.underLoadMiB) L.push(`- peak under the list load of (1): ${r.memory.underLoadMiB} MiB`);
    if (r.memory.afterLoadMiB) L.push(`- after the load: ${r.memory.afterLoadMiB} MiB`);
    L.push('');
  }
  if (r.startup) {
    L.push(
      '## 6. Start-up',
      '',
      `\`npm start\` (scripts/start.mjs, builds skipped) until the first 200 on /api/ready, after the bench's own PostgreSQL has stopped. Command: ${cmd}.`,
      '',
    );
    L.push(
      `- cold (new data directory: initdb, migrations, base and demo data): ${r.startup.coldMs} ms`,
      `- warm (same directory${r.startup.warmRunsMs ? `, the median of ${r.startup.warmRunsMs.length} starts: ${r.startup.warmRunsMs.join(', ')} ms` : ''}): ${r.startup.warmMs} ms${r.startup.warmPgReadyMs === undefined ? '' : ` (PostgreSQL accepting connections after ${r.startup.warmPgReadyMs} ms)`}${r.startup.warmServerCpuMs === undefined ? '' : `; the server's own CPU to its first 200: ${r.startup.warmServerCpuMs} ms`}`,
      '',
    );
  }
  if (r.stock) L.push(...stockMarkdown(r.stock, cmd));
  if (r.export) L.push(...exportMarkdown(r.export, cmd));
  if (r.orders) L.push(...ordersMarkdown(r.orders, cmd));
  if (r.sales) L.push(...salesMarkdown(r.sales, cmd));
  if (r.areaLists?.length) L.push(...areaListsMarkdown(r.areaLists, cmd));
  if (r.notes.length) L.push('## Notes', '', ...r.notes.map((n) => `- ${n}`), '');
  if (quick) L.push('Quick mode: 120,000 rows and 2 s runs; the budgets are meant for the full run.', '');
  return `${L.join('\n')}\n`;
}

/** What a warm start waits on: PostgreSQL's start, then the server's own work (its CPU says how much of it is CPU). */
export function startupWhy(s: NonNullable<Results['startup']>): string | undefined {
  if (s.warmPgReadyMs === undefined) return undefined;
  const cpu = s.warmServerCpuMs === undefined ? '' : `; the server's own CPU to its first 200 was ${s.warmServerCpuMs} ms`;
  return `PostgreSQL accepted connections after ${s.warmPgReadyMs} ms, the server answered ${s.warmMs - s.warmPgReadyMs} ms later${cpu}`;
}
