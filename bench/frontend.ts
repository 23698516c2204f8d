import { buildWebApps } from '../scripts/web-build.mjs';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { root } from './config.ts';
import { CHROMIUM_FLAGS } from './wire-bytes.ts';

const consoleDist = path.join(root, 'apps/console/dist');
const businessEntry = path.join(root, 'apps/business/dist/entry.js');

/** Sizes in KiB; `largest`: the three heaviest files (gzip), to say what a page weight is made of. */
export type Weight = { files: number; raw: number; gzip: number; brotli: number; largest?: { file: string; gzip: number }[] };
const kib = (n: number) => Math.round((n / 1024) * 10) / 10;

/** Sizes in KiB: as stored, and gzip / brotli at the levels a server or CDN would use for static files. */
function weigh(files: string[]): Weight {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  const each: { file: string; gzip: number }[] = [];
  for (const f of files) {
    const buf = readFileSync(f);
    const gz = gzipSync(buf, { level: 9 }).length;
    raw += buf.length;
    gzip += gz;
    brotli += brotliCompressSync(buf).length;
    each.push({ file: path.basename(f), gzip: kib(gz) });
  }
  const largest = each.sort((a, b) => b.gzip - a.gzip).slice(0, 3);
  return { files: files.length, raw: kib(raw), gzip: kib(gzip), brotli: kib(brotli), largest };
}

/** Builds the console and the sub-app when they have no build yet (a half-done page may break one: reported). */
export function ensureConsoleBuild(log: (m: string) => void): string | undefined {
  // The same rule as `npm start`: a build older than any source it reads is made again (a stale one would
  // measure yesterday's bundles).
  return buildWebApps({ say: (name: string) => log(`building apps/${name} (npx vite build)…`), stdio: 'pipe' });
}

/** What index.html asks for before any route runs: entry script, its preloads, its style sheets. */
export function staticWeights() {
  const html = readFileSync(path.join(consoleDist, 'index.html'), 'utf8');
  // Files the server writes at run time (runtime-config.js) are not in the build: only built files count.
  const refs = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(js|css))"/g)]
    .map((m) => ({ file: path.join(consoleDist, m[1]), ext: m[2] }))
    .filter((r) => existsSync(r.file));
  return {
    entryJs: weigh(refs.filter((r) => r.ext === 'js').map((r) => r.file)),
    entryCss: weigh(refs.filter((r) => r.ext === 'css').map((r) => r.file)),
    subappEntry: existsSync(businessEntry) ? weigh([businessEntry]) : undefined,
  };
}

export type PageFigure = { coldMs: number; warmMs: number; js: Weight; css: Weight };

/**
 * In headless Chromium: time from navigation to interactive (login: the form's button; /userManagement:
 * the table's rows), cold (empty cache) then warm (reload, cache kept); plus the JS and CSS each cold load
 * fetched from the console's build, weighed from the dist files.
 */
export async function pageTimings(base: string, password: string) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const fetched = new Set<string>();
    page.on('response', (res) => {
      const u = new URL(res.url());
      if (u.origin === new URL(base).origin && /\.(js|css)$/.test(u.pathname)) fetched.add(u.pathname);
    });
    const assets = () => {
      const list = [...fetched].map((p) => ({
        p,
        file: path.join(
          p.startsWith('/subapp-assets/') ? path.join(root, 'apps/business/dist') : consoleDist,
          p.replace(/^\/subapp-assets/, ''),
        ),
      }));
      fetched.clear();
      const ok = list.filter((x) => existsSync(x.file));
      return {
        js: weigh(ok.filter((x) => x.p.endsWith('.js')).map((x) => x.file)),
        css: weigh(ok.filter((x) => x.p.endsWith('.css')).map((x) => x.file)),
      };
    };
    const timed = async (go: () => Promise<unknown>, ready: string) => {
      const t0 = performance.now();
      await go();
      await page.locator(ready).first().waitFor({ state: 'visible', timeout: 15_000 });
      return Math.round(performance.now() - t0);
    };
    const loginReady = 'form button[type="submit"]:not([disabled])';
    const tableReady = '.ant-table-tbody tr.ant-table-row';

    const loginCold = await timed(() => page.goto(`${base}/login`), loginReady);
    const loginAssets = assets();
    const loginWarm = await timed(() => page.reload(), loginReady);
    fetched.clear();

    const login: PageFigure = { coldMs: loginCold, warmMs: loginWarm, ...loginAssets };

    let userManagement: PageFigure | { error: string };
    try {
      await page.fill('#login-loginId', 'admin');
      await page.fill('#login-password', password);
      await page.locator(loginReady).click();
      await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
      // The session stays (session storage); only the HTTP cache goes, so the page loads cold.
      await cdp.send('Network.clearBrowserCache');
      fetched.clear();
      const usersCold = await timed(() => page.goto(`${base}/userManagement`), tableReady);
      const usersAssets = assets();
      const usersWarm = await timed(() => page.reload(), tableReady);
      userManagement = { coldMs: usersCold, warmMs: usersWarm, ...usersAssets };
    } catch (e) {
      userManagement = { error: (e as Error).message.split('\n')[0] };
    }
    return { login, userManagement };
  } finally {
    await browser.close();
  }
}
