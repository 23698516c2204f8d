// Issue 31's targets as budget lines beside the first round's (which stay): each says its value, its limit and,
// when it fails, the measurement that says what holds it back. The mixed-load targets are in faults-report.ts.
import type { AreaListRun } from './area-lists.ts';
import type { LighthouseFigure } from './lighthouse.ts';
import { floorWhy, ratioWhy } from './list-figures.ts';
import type { Run } from './load.ts';
import type { PageSwitch } from './page-switch.ts';
import { switchBudgets } from './frontend-report.ts';
import { type Budget, type Results, startupWhy } from './report.ts';
import type { Wire } from './wire-bytes.ts';

export const ISSUE31 = {
  listRatio10: 0.85,
  subappPage: '/subapp/product/brand',
  subappKiB: 300,
  subappRequests: 25,
  usersKiB: 220,
  consoleSwitchMs: 120,
  subappSwitchMs: 150,
  anySwitchMs: 250,
  warmStartMs: 800,
  listP95Ms: 20,
  /** Lighthouse on /login: every category score 100, first contentful paint under 1.5 s. */
  lighthouseScore: 100,
  lighthouseFcpMs: 1500,
};

const T = ISSUE31;
const tag = (name: string) => `${name} (issue 31)`;
const heaviest = (w: Wire) =>
  [...(w.files ?? [])]
    .sort((a, b) => b.kib - a.kib)
    .slice(0, 4)
    .map((f) => `${f.path} ${f.kib} KiB`)
    .join(', ');
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

/** A list's p95 against 20 ms; `why` from the same SQL through pg when it was measured. */
function listLine(name: string, api: Run, sqlAlone?: Run): Budget {
  return {
    name: tag(`${name}, p95 at 10 clients, total included`),
    limit: `< ${T.listP95Ms} ms`,
    value: `${api.p95} ms${api.errors ? ` (${api.errors} errors)` : ''}`,
    pass: api.p95 < T.listP95Ms && api.errors === 0,
    why: !sqlAlone
      ? undefined
      : sqlAlone.p95 >= T.listP95Ms
        ? `the SQL alone takes ${sqlAlone.p95} ms at p95: the database is the limit`
        : `SQL alone p95 ${sqlAlone.p95} ms; the rest is the API's own work and the shared cores`,
  };
}

function switchLines(switches: PageSwitch[]): Budget[] {
  const timed = switches.filter((s) => (s.kind === 'rows' || s.kind === 'empty') && s.p50 !== null);
  const out = switchBudgets(switches, { console: T.consoleSwitchMs, subapp: T.subappSwitchMs }, tag);
  const slowest = [...timed].sort((a, b) => b.p50! - a.p50!)[0];
  const over = timed.filter((s) => s.p50! >= T.anySwitchMs).sort((a, b) => b.p50! - a.p50!);
  out.push({
    name: tag('menu click → rows painted, every page (its p50)'),
    limit: `< ${T.anySwitchMs} ms`,
    value: slowest ? `slowest ${slowest.p50} ms (${slowest.path})` : 'not measured',
    pass: slowest ? over.length === 0 : null,
    why: `${over.length} of ${timed.length} pages at or over ${T.anySwitchMs} ms, slowest: ${over
      .slice(0, 8)
      .map((s) => `${s.path} ${s.p50} ms`)
      .join(', ')}`,
  });
  return out;
}

function lighthouseLines(f: LighthouseFigure): Budget[] {
  const m = f.median;
  const name = (what: string) => tag(`Lighthouse ${f.version} on /login (mobile defaults, median of ${f.runs}): ${what}`);
  const why = `FCP ${m.fcpMs} ms, LCP ${m.lcpMs} ms, speed index ${m.speedIndexMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}; render-blocking: ${
    m.renderBlocking.join(', ') || 'none'
  }; unused JS ${m.unusedJsKiB} KiB`;
  const score = (what: string, v: number): Budget => ({
    name: name(what),
    limit: `= ${T.lighthouseScore}`,
    value: String(v),
    pass: v >= T.lighthouseScore,
    why,
  });
  return [
    score('performance', m.performance),
    {
      name: name('first contentful paint'),
      limit: `< ${T.lighthouseFcpMs} ms`,
      value: `${m.fcpMs} ms`,
      pass: m.fcpMs < T.lighthouseFcpMs,
      why,
    },
    score('accessibility', m.accessibility),
    score('best practices', m.bestPractices),
  ];
}

export function issue31Budgets(r: Results, areaLists: AreaListRun[] | undefined): Budget[] {
  const out: Budget[] = [];
  const ten = r.list?.runs.find((x) => x.concurrency === 10);
  if (r.list && ten)
    out.push({
      name: tag('list API vs bare Fastify running the same SQL, 10 clients (throughput)'),
      limit: `≥ ${T.listRatio10}×`,
      value: `${ratio(ten.api.rps, ten.bareSql.rps)}× (${ten.api.rps} vs ${ten.bareSql.rps} req/s)`,
      pass: ten.api.rps / ten.bareSql.rps >= T.listRatio10,
      why: ratioWhy(r.list, ten, T.listRatio10) + floorWhy(ten),
    });
  const sub = r.wire?.find((w) => w.page === T.subappPage);
  if (sub) {
    out.push({
      name: tag(`${T.subappPage} first load, empty cache, JS on the wire and requests`),
      limit: `< ${T.subappKiB} KiB in ≤ ${T.subappRequests} requests`,
      value: `${sub.js} KiB (${sub.encoding}) in ${sub.requests} requests (${sub.files?.length ?? '?'} of them JS)`,
      pass: sub.js < T.subappKiB && sub.requests <= T.subappRequests,
      why: `shared runtime ${sub.runtimeJs} KiB, the sub-app's own ${sub.subappJs} KiB; heaviest: ${heaviest(sub)}`,
    });
  }
  const users = r.wire?.find((w) => w.page === '/userManagement');
  if (users)
    out.push({
      name: tag('/userManagement first load, empty cache, JS on the wire'),
      limit: `< ${T.usersKiB} KiB`,
      value: `${users.js} KiB (${users.encoding})`,
      pass: users.js < T.usersKiB,
      why: `heaviest: ${heaviest(users)}`,
    });
  if (r.pageSwitch?.length) out.push(...switchLines(r.pageSwitch));
  if (r.startup)
    out.push({
      name: tag('warm start to first 200'),
      limit: `< ${T.warmStartMs} ms`,
      value: `${r.startup.warmMs} ms`,
      pass: r.startup.warmMs < T.warmStartMs,
      why: startupWhy(r.startup),
    });
  if (r.orders?.runs.length) {
    const worst = [...r.orders.runs].sort((a, b) => b.api.p95 - a.api.p95)[0];
    out.push(listLine(`orders list on ${r.orders.rows.toLocaleString('en')} rows (slowest user: ${worst.who})`, worst.api, worst.raw));
  }
  if (r.sales?.runs.length) {
    const worst = [...r.sales.runs].sort((a, b) => b.api.p95 - a.api.p95)[0];
    out.push(listLine(`sales report on ${r.sales.orders.toLocaleString('en')} orders (slowest: by ${worst.dimension})`, worst.api));
  }
  if (r.lighthouse) out.push(...lighthouseLines(r.lighthouse));
  for (const a of areaLists ?? []) out.push(listLine(`${a.name} list ${a.path} on ${a.rows.toLocaleString('en')} rows`, a.api, a.raw));
  return out;
}
