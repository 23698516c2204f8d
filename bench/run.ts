// `npm run bench` (or `npm run bench -- --quick`): every figure of issue 6, written to bench/results/.
import os from 'node:os';
import { ADMIN_PASSWORD, durations, ports, quick } from './config.ts';
import { startBenchDb } from './db.ts';
import { ensureConsoleBuild, pageTimings, staticWeights } from './frontend.ts';
import { pageSwitches } from './page-switch.ts';
import { wireBytes } from './wire-bytes.ts';
import { deepPages, listLatency } from './list-figures.ts';
import { largest, urlOf } from './lists.ts';
import { http, rssMiB } from './load.ts';
import { type Results, writeResults } from './report.ts';
import { scryptCost } from './signin.ts';
import { type Server, startApi } from './servers.ts';
import { stockContention } from './stock.ts';
import { exportFigure } from './exports.ts';
import { ordersFigure } from './orders.ts';
import { salesFigure } from './sales.ts';
import { areaListsFigure } from './area-lists.ts';
import { runFaults } from './faults.ts';
import { writeFaults } from './faults-report.ts';
import { startupTimes, WARM_RUNS } from './startup.ts';
import { lighthouseLogin } from './lighthouse.ts';

const log = (m: string) => process.stdout.write(`[bench] ${m}\n`);

// `-- --faults`: the load and fault figures (faults.ts) instead of the latency figures, to faults.md.
if (process.argv.includes('--faults')) {
  const figure = await runFaults(log);
  const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`;
  writeFaults(figure, command);
  for (const x of figure.verdicts ?? []) log(`${x.pass ? 'PASS' : 'FAIL'} — ${x.line}`);
  log('written bench/results/faults.md and faults.json');
  process.exit(figure.verdicts?.every((x) => x.pass) ? 0 : 1);
}
const results: Results = { mode: quick ? 'quick' : 'full', notes: [] };
// A phase that hangs (a server gone quiet) must not hold the other figures back.
// `-- --only=<section>[,<section>…]` runs those sections (e.g. --only=export, --only=list,deep: each a prefix of
// a section's name), for work on those figures alone.
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',')
  .filter(Boolean);
const selected = (what: string) => !only || only.some((o) => what.startsWith(o));
const guard = async (what: string, fn: () => Promise<void>, limitMs = 300_000) => {
  if (!selected(what)) return;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      fn(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${limitMs / 1000} s`)), limitMs))),
    ]);
  } catch (e) {
    const msg = `${what}: not measured — ${(e as Error).message.split('\n')[0]}`;
    results.notes.push(msg);
    log(msg);
  } finally {
    clearTimeout(timer);
  }
};

// Other work on the machine skews every figure: the load average before and after goes into the notes.
const load = () => os.loadavg()[0].toFixed(2);
const loadBefore = load();
const servers: Server[] = [];
const bench = await startBenchDb(log);
results.seeded = bench.seeded;
try {
  // Only the front-end figures need the console built (a section run alone skips the build).
  const buildError = selected('front end') || selected('lighthouse') ? ensureConsoleBuild(log) : undefined;
  if (buildError) results.notes.push(buildError);

  log(`starting the API on :${ports.api}`);
  const api = await startApi(ports.api, bench.url);
  servers.push(api);
  const timed = await startApi(ports.timed, bench.url, { timing: true });
  servers.push(timed);
  const token = await signIn(api.base);
  const auth = { authorization: `Bearer ${token}` };
  results.memory = { idleMiB: rssMiB(api.pid) };

  const filteredUrl = urlOf(largest, largest.filtered);
  const listOk = (await fetch(api.base + filteredUrl, { headers: auth })).status === 200;
  if (!listOk) results.notes.push(`${largest.path} does not answer 200 yet: list, deep-page and memory-under-load figures skipped`);

  await guard('export', async () => {
    log(`export of the user list (${results.seeded?.users?.rows ?? '?'} seeded users)`);
    results.export = await exportFigure(api.base, auth, api.pid);
  });

  if (listOk) {
    await guard('list latency', async () => {
      const { figure, peakMiB } = await listLatency({ base: api.base, pid: api.pid, auth, timedBase: timed.base }, bench.url, servers);
      results.list = figure;
      results.memory!.underLoadMiB = Math.max(results.memory!.underLoadMiB ?? 0, peakMiB);
      results.memory!.afterLoadMiB = rssMiB(api.pid);
    });

    await guard('deep pages', async () => {
      log('deep pages');
      results.deep = await deepPages({ base: api.base, pid: api.pid, auth }, bench.db, bench.url);
    });
  }

  await guard('orders', async () => {
    results.orders = await ordersFigure(bench, api.base, timed.base, log);
  });

  await guard('sales report', async () => {
    results.sales = await salesFigure(bench, api.base, token, log);
  });

  await guard('area lists', async () => {
    results.areaLists = await areaListsFigure(bench, api.base, token, log);
  });

  await guard('sign-in', async () => {
    log('sign-in at 10 concurrent');
    results.scrypt = await scryptCost(quick ? 3 : 7);
    const body = JSON.stringify({ loginId: 'admin', password: ADMIN_PASSWORD, platformCode: '0004', ip: '' });
    // Sign-ins take tenths of a second each: a run shorter than a few seconds would catch too few.
    results.signin = await http({ url: `${api.base}/api/user/login`, method: 'POST', body }, 10, Math.max(5, durations.run));
  });

  await guard('stock contention', async () => {
    log('stock contention: 200 concurrent lock 1 on 100 available');
    results.stock = await stockContention(bench.url, quick ? 3 : 10);
  });

  await guard('front end', async () => {
    log('front end');
    if (buildError) throw new Error(buildError);
    results.frontend = { static: staticWeights(), pages: await pageTimings(api.base, ADMIN_PASSWORD) };
  });

  // `--only=front` runs the three front-end sections.
  await guard('front end: bytes on the wire', async () => {
    log('front end: bytes on the wire');
    if (buildError) throw new Error(buildError);
    results.wire = await wireBytes(api.base, ADMIN_PASSWORD);
  });

  await guard(
    'front end: page switches',
    async () => {
      log('front end: page switches (every menu page, 5 rounds)');
      if (buildError) throw new Error(buildError);
      results.pageSwitch = await pageSwitches(api.base, ADMIN_PASSWORD, 5);
    },
    900_000,
  );

  // `--only=lighthouse` runs it alone.
  await guard('lighthouse', async () => {
    log('lighthouse on /login (3 runs, mobile defaults)');
    if (buildError) throw new Error(buildError);
    results.lighthouse = await lighthouseLogin(api.base);
  });
} finally {
  for (const s of servers.reverse()) await s.stop();
}

// After the bench's own PostgreSQL has stopped: its background work after the big sections (autovacuum,
// checkpoints on a million rows) is not part of a start.
await bench.stop();
await guard('start-up', async () => {
  log(`start-up, cold and ${WARM_RUNS} warm`);
  results.startup = await startupTimes(ports.api);
});
results.notes.push(
  `1-minute load average: ${loadBefore} before the run, ${load()} after, on ${os.availableParallelism()} cores (above the core count, other processes shared the CPU and the figures are pessimistic)`,
);
writeResults(results);
log('written bench/results/latest.md and latest.json');

async function signIn(base: string) {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: 'admin', password: ADMIN_PASSWORD, platformCode: '0004', ip: '' }),
  });
  const body = (await res.json()) as { data?: { token: string }; message: string };
  if (!body.data?.token) throw new Error(`admin sign-in failed: ${body.message}`);
  return body.data.token;
}
