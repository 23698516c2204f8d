// Issue 31: Lighthouse 12 on /login with its default settings (mobile, simulated throttling: slow 4G, 4× CPU),
// on Debian's Chromium (CHROME_PATH, default /usr/bin/chromium; Lighthouse downloads no browser).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from './config.ts';

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** What Lighthouse still calls render-blocking, and the JS it saw loaded but not run. */
  renderBlocking: string[];
  unusedJsKiB: number;
};
export type LighthouseFigure = { url: string; version: string; runs: number; median: LighthouseRun };

type Report = {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { url?: string; wastedBytes?: number }[] } }>;
};

const score = (r: Report, c: string) => Math.round((r.categories[c]?.score ?? 0) * 100);
const value = (r: Report, a: string) => r.audits[a]?.numericValue ?? Number.NaN;
const items = (r: Report, a: string) => r.audits[a]?.details?.items ?? [];

function runOf(r: Report): LighthouseRun {
  return {
    performance: score(r, 'performance'),
    accessibility: score(r, 'accessibility'),
    bestPractices: score(r, 'best-practices'),
    fcpMs: Math.round(value(r, 'first-contentful-paint')),
    lcpMs: Math.round(value(r, 'largest-contentful-paint')),
    tbtMs: Math.round(value(r, 'total-blocking-time')),
    cls: Math.round(value(r, 'cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(value(r, 'speed-index')),
    renderBlocking: items(r, 'render-blocking-resources').map((i) => new URL(i.url ?? '', 'http://x').pathname),
    unusedJsKiB: Math.round(items(r, 'unused-javascript').reduce((s, i) => s + (i.wastedBytes ?? 0), 0) / 1024),
  };
}

/** One run; a failure says why (`--quiet` keeps stdout empty, so the message carries stderr's last lines). */
async function lighthouse(url: string, out: string) {
  try {
    await promisify(execFile)(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--only-categories=performance,accessibility,best-practices',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeout: 180_000 },
    );
  } catch (e) {
    const err = e as Error & { stderr?: string; killed?: boolean; signal?: string };
    const tail = (err.stderr ?? '').trim().split('\n').slice(-8).join(' | ');
    throw new Error(`lighthouse ${err.killed ? `killed (${err.signal}, 180 s timeout)` : 'failed'}: ${tail || err.message}`);
  }
}

/**
 * A run that fails is tried again, twice at most: on a loaded machine Lighthouse at times misses the start of
 * its own trace (NO_NAVSTART) — a fault of the recording, not of the page, which the next run does not repeat.
 */
async function withRetries(run: () => Promise<void>, tries = 3): Promise<void> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (e) {
      if (i >= tries) throw e;
      console.error(`${(e as Error).message} — trying again (${i + 1} of ${tries})`);
    }
  }
}

/**
 * Lighthouse `runs` times on `<base>/login` (the CLI, each run its own Chromium with an empty profile); the run
 * of median performance is the figure, as Lighthouse's own guidance on variance says.
 */
export async function lighthouseLogin(base: string, runs = 3): Promise<LighthouseFigure> {
  const url = `${base}/login`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const reports: Report[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const out = path.join(dir, `${i}.json`);
      await withRetries(() => lighthouse(url, out));
      reports.push(JSON.parse(readFileSync(out, 'utf8')) as Report);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const sorted = reports.map(runOf).sort((a, b) => a.performance - b.performance || b.fcpMs - a.fcpMs);
  return { url, version: reports[0].lighthouseVersion, runs, median: sorted[Math.floor(sorted.length / 2)] };
}
