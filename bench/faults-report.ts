import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './config.ts';
import type { CpuPerRequest } from './cpu.ts';
import type { Kind } from './faults-load.ts';

export type Invariants = {
  /** Inventory rows whose quantities differ from the sum of their ledger. */
  unbalanced: number;
  stocktakes: number;
  stocktakeLogs: number;
  brands: number;
  brandLogs: number;
  /** Writes answered 200, and of those, missing from the database. */
  acknowledged: number;
  lost: number;
  /** Rows no request could have written (more than acknowledged + unanswered). */
  unexplained: number;
};

export type FaultsFigure = {
  clients: number;
  steadySeconds: number;
  outageSeconds: number;
  steady: {
    requests: number;
    rps: number;
    errors: number;
    errorSamples: string[];
    writes: number;
    p50: number;
    p95: number;
    p99: number;
    /** The same per kind of request (user list, stocktake, new brand …). */
    byKind?: Partial<Record<Kind, { p50: number; p95: number; p99: number }>>;
    rssWindowSeconds: number;
    rssFirstMiB: number;
    rssLastMiB: number;
    /** µs of CPU per steady-phase request: the server, PostgreSQL, the load generator (this process). */
    cpu?: CpuPerRequest;
  };
  outage: {
    requests: number;
    duringOutage: number;
    /** Every answer other than 200 over the whole phase, by status (or by network error when none came). */
    statuses: Record<string, number>;
    messages: Record<string, number>;
    chinese503: number;
    /** From PostgreSQL answering again to the last failed answer (0: none failed after it). */
    recoveryMs: number;
    firstSuccessMs: number | null;
    serverAlive: boolean;
  };
  afterOutage: Invariants;
  sigterm: {
    inFlight: number;
    inFlightAnswered: number;
    inFlightOther: Record<string, number>;
    /** Requests sent after the signal, by outcome: a status, or ECONNREFUSED (refused cleanly), … */
    after: Record<string, number>;
    exitCode: number | null;
    exitMs: number;
  };
  afterSigterm: Invariants;
  verdicts?: { pass: boolean; line: string }[];
};

const intact = (i: Invariants) =>
  i.unbalanced === 0 && i.stocktakes === i.stocktakeLogs && i.brands === i.brandLogs && i.lost === 0 && i.unexplained === 0;
/** Issue 31: twice the first round's 246 req/s of mixed load at 100 clients, p95 under 250 ms, no errors, RSS flat. */
export const MIXED_TARGET = { rps: 2 * 246, p95Ms: 250, clients: 100 };

/** What the cores allow: their µs per second over the CPU µs a request costs all processes together. */
function cpuCeiling(s: FaultsFigure['steady']) {
  if (!s.cpu) return '';
  const total = s.cpu.server + s.cpu.postgres + s.cpu.generator;
  const ceiling = Math.round((os.availableParallelism() * 1e6) / Math.max(1, total));
  return `; CPU per request ${total} µs (server ${s.cpu.server}, PostgreSQL ${s.cpu.postgres}, load generator ${s.cpu.generator}): ${os.availableParallelism()} cores allow at most ≈ ${ceiling} req/s`;
}

const describeInv = (i: Invariants) =>
  `${i.unbalanced} inventory rows off their ledger; ${i.stocktakes} stocktake ledger rows / ${i.stocktakeLogs} operation-log rows; ${i.brands} brands / ${i.brandLogs} operation-log rows; ${i.acknowledged} writes acknowledged, ${i.lost} lost, ${i.unexplained} unexplained`;

/** Per kind, slowest p95 first: under saturation each round trip to PostgreSQL waits its turn again. */
function byKind(s: FaultsFigure['steady']) {
  const kinds = Object.entries(s.byKind ?? {}).sort(([, a], [, b]) => (b?.p95 ?? 0) - (a?.p95 ?? 0));
  return kinds.length ? `; p50 / p95 by kind: ${kinds.map(([k, x]) => `${k} ${x?.p50} / ${x?.p95}`).join(', ')} ms` : '';
}

/** The PASS/FAIL lines of issue 17 §2 against the figures. */
export function judge(f: FaultsFigure): FaultsFigure {
  const s = f.steady;
  const o = f.outage;
  const t = f.sigterm;
  const rssDrift = Math.abs(s.rssLastMiB - s.rssFirstMiB) / s.rssFirstMiB;
  const outageBad = Object.entries(o.statuses).filter(([k]) => k !== '503');
  const afterBad = Object.entries(t.after).filter(([k]) => k !== '200' && k !== 'ECONNREFUSED');
  const v = (pass: boolean, line: string) => ({ pass, line });
  f.verdicts = [
    v(
      s.errors === 0,
      `steady load: ${s.requests} requests (${s.writes} writes) at ${f.clients} clients × ${f.steadySeconds} s, ${s.errors} errors`,
    ),
    v(true, `steady load latency: p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, ${s.rps} requests/s`),
    v(
      rssDrift <= 0.1,
      `server RSS flat: last ${s.rssWindowSeconds} s ${s.rssLastMiB} MiB vs first ${s.rssWindowSeconds} s ${s.rssFirstMiB} MiB (${Math.round(rssDrift * 1000) / 10} %, limit 10 %)`,
    ),
    v(
      s.rps >= MIXED_TARGET.rps && f.clients === MIXED_TARGET.clients,
      `mixed load (issue 31): ${s.rps} requests/s at ${f.clients} clients (budget ≥ ${MIXED_TARGET.rps} req/s, 2 × 246, at ${MIXED_TARGET.clients} clients)${cpuCeiling(s)}`,
    ),
    v(
      s.p95 < MIXED_TARGET.p95Ms,
      `mixed load p95 (issue 31): ${s.p95} ms at ${f.clients} clients (budget < ${MIXED_TARGET.p95Ms} ms)${cpuCeiling(s)}${byKind(s)}`,
    ),
    v(
      s.errors === 0 && rssDrift <= 0.1,
      `mixed load (issue 31): ${s.errors} errors, RSS ${s.rssFirstMiB} → ${s.rssLastMiB} MiB (${Math.round(rssDrift * 1000) / 10} %) (budget 0 errors, RSS within 10 %)`,
    ),
    v(
      outageBad.length === 0 && o.chinese503 === (o.statuses['503'] ?? 0) && o.serverAlive,
      `PostgreSQL down ${f.outageSeconds} s: every failed answer is 503 with a Chinese message (${o.chinese503} × 503${outageBad.length ? `; also ${outageBad.map(([k, n]) => `${n} × ${k}`).join(', ')}` : ''}), never 500; server ${o.serverAlive ? 'kept running' : 'DIED'}`,
    ),
    v(
      o.recoveryMs <= 5000,
      `recovery: last failure ${o.recoveryMs} ms after PostgreSQL answered again (first success after ${o.firstSuccessMs} ms; limit 5000 ms)`,
    ),
    v(intact(f.afterOutage), `after the outage: ${describeInv(f.afterOutage)}`),
    v(
      t.inFlight === t.inFlightAnswered,
      `SIGTERM: ${t.inFlightAnswered} of ${t.inFlight} requests in flight answered 200${Object.keys(t.inFlightOther).length ? ` (others: ${JSON.stringify(t.inFlightOther)})` : ''}`,
    ),
    v(
      afterBad.length === 0,
      `SIGTERM: requests sent after the signal: ${JSON.stringify(t.after)} (200 on connections already open, else refused)`,
    ),
    v(t.exitCode === 0, `SIGTERM: exit code ${t.exitCode} after ${t.exitMs} ms`),
    v(intact(f.afterSigterm), `after SIGTERM: ${describeInv(f.afterSigterm)}`),
  ];
  return f;
}

export function writeFaults(f: FaultsFigure, command: string) {
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const date = new Date().toISOString();
  writeFileSync(path.join(dir, 'faults.json'), `${JSON.stringify({ date, machine, command, ...f }, null, 2)}\n`);
  const L = [
    '# Load and fault results',
    '',
    `${date} — ${machine}. Command: \`${command}\` (it starts its own PostgreSQL and server).`,
    '',
    ...(f.verdicts ?? []).map((x) => `- ${x.pass ? 'PASS' : 'FAIL'} — ${x.line}`),
    '',
    '## What was run',
    '',
    `- ${f.clients} clients, each on its own keep-alive connection, sending without pause: 35 % the user list (10 of ~10,000 users, random page), 20 % the inventory list, 20 % the current menu tree, 15 % a stocktake (+1 on one of 20 inventory rows: an inventory update, a ledger row and an operation-log row in one transaction), 10 % a new brand (a row and its operation-log row).`,
    `- Steady: a warm-up, then ${f.steadySeconds} s measured; RSS of the server process sampled every second.`,
    `- Outage: the same load; after a few seconds the embedded PostgreSQL is stopped (fast shutdown: sessions are terminated mid-transaction), started again ${f.outageSeconds} s later on the same port.`,
    '- SIGTERM: the same load; the server gets SIGTERM a few seconds in; the load goes on for a second after it has exited.',
    '- After each fault the database is checked: inventory = sum of its ledger, one operation-log row per stocktake and per brand, every write answered 200 present, nothing present that no request sent.',
    '',
    `Outage phase, answers other than 200: ${JSON.stringify(f.outage.statuses)}; messages: ${JSON.stringify(f.outage.messages)}.`,
    '',
    f.steady.errorSamples.length ? `Steady-load error samples: ${f.steady.errorSamples.join('; ')}` : '',
    `Load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' / ')} at the end on ${os.availableParallelism()} cores (the load generator, the server and PostgreSQL share them).`,
    '',
  ];
  writeFileSync(path.join(dir, 'faults.md'), `${L.join('\n')}\n`);
}
