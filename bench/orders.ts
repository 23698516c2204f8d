import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/shared/password.ts';
import { captureRequest } from './capture.ts';
import { ADMIN_PASSWORD, dataDir, durations, ports, USER_PASSWORD } from './config.ts';
import type { BenchDb } from './db.ts';
import { lists } from './lists.ts';
import { http, type PhaseFigures, phaseSampler, type Run, raw } from './load.ts';
import { startBare } from './servers.ts';

/**
 * The orders list (issue 16): the filtered first page (a status tab and a 30-day range, total included) at 10
 * clients, for an unlimited user (99/ALL) and for one limited to 200 shops, each side by side with the same SQL
 * through `pg` and through a bare Fastify route. The SQL is captured after one request, as under steady load.
 */
export type OrdersRun = {
  who: string;
  total: number;
  exact: boolean;
  queries: string[];
  api: Run;
  /** The API's Server-Timing phases over the measured run, p50 / p95 ms. */
  phases: PhaseFigures;
  raw: Run;
  bareSql: Run;
};
export type OrdersFigure = { rows: number; body: Record<string, string>; runs: OrdersRun[] };

const SCOPED_LOGIN = 'bench_shops200';

/** A user of the administrator role (every key) whose data scope is 200 shops that have orders. */
async function scopedUser(bench: BenchDb) {
  const { rows } = await bench.db.execute<{ ret_code: string }>(
    sql`select ret_code from shop_info where ret_code like 'BR%' order by ret_code limit 200`,
  );
  const code = 'U_BENCH_SHOPS200';
  await bench.db.execute(sql`
    insert into sys_user (code, name, login_id, pwd_hash, role_code, status)
    values (${code}, '200家门店', ${SCOPED_LOGIN}, ${await hashPassword(USER_PASSWORD)}, '0001', 1) on conflict do nothing`);
  await bench.db.execute(sql`delete from sys_user_data_permission where user_code = ${code}`);
  await bench.db.execute(sql`
    insert into sys_user_data_permission (user_code, data_type, data_list) values (${code}, 1, ${rows.map((r) => r.ret_code).join(',')})`);
}

async function signIn(base: string, loginId: string, password: string) {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId, password, platformCode: '0004', ip: '' }),
  });
  const body = (await res.json()) as { data?: { token: string }; message: string };
  if (!body.data?.token) throw new Error(`${loginId} sign-in failed: ${body.message}`);
  return body.data.token;
}

export async function ordersFigure(bench: BenchDb, apiBase: string, timedBase: string, log: (m: string) => void): Promise<OrdersFigure> {
  const list = lists.orders;
  await scopedUser(bench);
  const body = list.filtered;
  const { rows: counted } = await bench.db.execute<{ n: number }>(sql`select count(*)::int as n from order_info`);
  const figure: OrdersFigure = { rows: counted[0].n, body, runs: [] };
  const users = [
    { who: 'ALL (99)', loginId: 'admin', password: ADMIN_PASSWORD },
    { who: '200 shops (dataType 1)', loginId: SCOPED_LOGIN, password: USER_PASSWORD },
  ];
  for (const u of users) {
    log(`orders list for ${u.who} at 10 concurrent`);
    const token = await signIn(apiBase, u.loginId, u.password);
    const target = {
      url: apiBase + list.path,
      method: 'POST' as const,
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    };
    const first = (await (
      await fetch(target.url, { ...target, headers: { ...target.headers, 'content-type': 'application/json' } })
    ).json()) as {
      code: number;
      message: string;
      total: number;
      exact?: boolean;
    };
    if (first.code !== 200) throw new Error(`${list.path} for ${u.who}: ${first.message}`);
    log(`  ${u.who}: first page answered, capturing its SQL`);
    const captured = await captureRequest(bench.url, list.path, {
      method: 'POST',
      body,
      loginId: u.loginId,
      password: u.password,
      warm: true,
    });
    const payload = path.join(dataDir, 'orders-payload.json');
    writeFileSync(payload, JSON.stringify(captured));
    log(`  ${u.who}: starting the bare route`);
    const bare = await startBare(ports.bareSql, 'sql', payload, bench.url);
    log(`  ${u.who}: loads`);
    const rawPool = new pg.Pool({ connectionString: bench.url, max: 20 });
    try {
      const targets = {
        api: (d: number) => http(target, 10, d),
        raw: (d: number) => raw(rawPool, captured.queries, 10, d),
        bareSql: (d: number) => http({ url: `${bare.base}/list` }, 10, d),
      };
      for (const [name, run] of Object.entries(targets)) {
        log(`  ${u.who}: warm-up ${name}`);
        await run(durations.warmup);
      }
      log(`  ${u.who}: measured runs`);
      const api = await http(target, 10, durations.run);
      // The phases, from the instance that reports them (see startApi).
      const phases = phaseSampler();
      await http({ ...target, url: timedBase + list.path }, 10, durations.run / 2, phases.onHeaders);
      figure.runs.push({
        who: u.who,
        total: first.total,
        exact: first.exact !== false,
        queries: captured.queries.map((q) => q.text),
        api,
        phases: phases.figures(),
        raw: await targets.raw(durations.run),
        bareSql: await targets.bareSql(durations.run),
      });
    } finally {
      await rawPool.end();
      await bare.stop();
    }
  }
  return figure;
}

const lat = (r: Run) => `${r.p50} / ${r.p95} / ${r.p99}`;

export function ordersMarkdown(o: OrdersFigure, cmd: string): string[] {
  const L = [
    '## 9. Orders list',
    '',
    `\`POST ${lists.orders.path}\` with \`${JSON.stringify(o.body)}\` on ${o.rows.toLocaleString('en')} orders, 10 clients; p50 / p95 / p99 ms and requests/s. Command: ${cmd}.`,
    '',
    '| user | total replied | API | req/s | SQL via pg | req/s | bare Fastify + SQL | req/s | API/bare+SQL |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of o.runs)
    L.push(
      `| ${r.who} | ${r.total.toLocaleString('en')}${r.exact ? '' : ' (estimated)'} | ${lat(r.api)} | ${r.api.rps} | ${lat(r.raw)} | ${r.raw.rps} | ${lat(r.bareSql)} | ${r.bareSql.rps} | ${Math.round((r.api.rps / r.bareSql.rps) * 100) / 100}× |`,
    );
  L.push('', 'Where the API request spends its time (`Server-Timing`, p50 / p95 ms per phase; see section 1):', '');
  const phases = [...new Set(o.runs.flatMap((r) => Object.keys(r.phases ?? {})))];
  L.push(`| user | ${phases.join(' | ')} |`, `|---|${phases.map(() => '---|').join('')}`);
  for (const r of o.runs)
    L.push(`| ${r.who} | ${phases.map((p) => (r.phases?.[p] ? `${r.phases[p].p50} / ${r.phases[p].p95}` : '—')).join(' | ')} |`);
  L.push('');
  for (const r of o.runs) L.push(`SQL for ${r.who}:`, '', ...r.queries.map((q) => `- \`${q}\``), '');
  return L;
}
