// Bytes a page transfers as Chromium receives them (compressed bodies, as the server sent them), from an empty
// HTTP cache until the page is usable. Run by run.ts, or by hand:
// `npx tsx bench/wire-bytes.ts http://127.0.0.1:8080 '<admin password>' [--files]` (--files: every JS file, heaviest first).
import { type Browser, chromium, type Page, type Request } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * KiB of response bodies as received (after the wire's Content-Encoding), per kind; `encoding`: what JS came as.
 * `subappJs`: the part of `js` served from /subapp-assets/ (the sub-app's own code); `runtimeJs`: the shell's
 * chunks of the shared runtime (the modules it hands the sub-app: its core, with the sub-app's host, and the
 * whole runtime when a page reads more).
 */
export type Wire = {
  page: string;
  js: number;
  subappJs: number;
  runtimeJs: number;
  css: number;
  other: number;
  requests: number;
  ms: number;
  encoding: string;
  /** Every JS file received, for `--files` (what a page's weight is made of). */
  files?: { path: string; kib: number }[];
};

const kib = (n: number) => Math.round((n / 1024) * 10) / 10;

/**
 * Records every finished request of the page; `stop(readyAt)` weighs those that started from `from` until then
 * (epoch ms), as Chromium received them: a request a page starts after it is usable (the entry /login fetches
 * once its markup has painted) is not part of becoming usable, whether or not it happens to finish before the
 * bench looks; one the previous page started and the navigation did not cancel is not part of it either.
 */
function recorder(page: Page, from: number) {
  const pending: Promise<{ kind: 'js' | 'css' | 'other'; path: string; bytes: number; encoding: string; start: number }>[] = [];
  const onFinished = (req: Request) => {
    pending.push(
      (async () => {
        const [sizes, res] = await Promise.all([req.sizes(), req.response()]);
        const path = new URL(req.url()).pathname;
        const kind = /\.m?js$/.test(path) ? 'js' : /\.css$/.test(path) ? 'css' : 'other';
        const encoding = (await res?.headerValue('content-encoding')) ?? 'identity';
        return { kind, path, bytes: sizes.responseBodySize, encoding, start: req.timing().startTime };
      })(),
    );
  };
  page.on('requestfinished', onFinished);
  return async (readyAt: number) => {
    page.off('requestfinished', onFinished);
    const all = (await Promise.all(pending)).filter((x) => x.start >= from && x.start <= readyAt);
    const sum = (k: string, where = (_p: string) => true) =>
      kib(all.filter((x) => x.kind === k && where(x.path)).reduce((s, x) => s + x.bytes, 0));
    const encodings = [...new Set(all.filter((x) => x.kind === 'js').map((x) => x.encoding))].join('+') || '—';
    return {
      js: sum('js'),
      subappJs: sum('js', (p) => p.startsWith('/subapp-assets/')),
      runtimeJs: sum('js', (p) => /\/(shared-runtime|subapp-host)-[\w-]+\.js$/.test(p)),
      css: sum('css'),
      other: sum('other'),
      requests: all.length,
      encoding: encodings,
      files: all.filter((x) => x.kind === 'js').map((x) => ({ path: x.path, kib: kib(x.bytes) })),
    };
  };
}

/**
 * Counts the page's requests in flight from now on; `settled(ms)` resolves once none has been for `ms`, and stops
 * counting.
 */
function inFlight(page: Page) {
  let open = 0;
  let lastEnd = Date.now();
  const start = () => open++;
  const end = () => {
    open--;
    lastEnd = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return async (ms: number, timeout = 30_000) => {
    try {
      for (const until = Date.now() + timeout; open > 0 || Date.now() - lastEnd < ms; ) {
        if (Date.now() > until) throw new Error(`wire-bytes: the page's requests did not settle within ${timeout} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      page.off('request', start);
      page.off('requestfinished', end);
      page.off('requestfailed', end);
    }
  };
}

/** A list is usable once its rows, or its empty table with nothing loading, are on screen. */
const LIST = [
  { scope: '.shell-page', p: 'ant' },
  { scope: '#subapp-container', p: 'biz' },
];

/**
 * Runs in the page from its first script on (an init script) and stamps `window.usableAt` (epoch ms) at the first
 * frame the page is usable: /login once its form's button is enabled (its markup is in the HTML, so that is its
 * first paint), any other page once a list shows. Polled from outside instead, the stamp would come whenever the
 * bench's first poll reached a loaded machine's page, after requests the page only starts once it is usable.
 */
function markUsable(lists: typeof LIST) {
  const login = location.pathname.startsWith('/login');
  const usable = () =>
    login
      ? !!document.querySelector('form button[type="submit"]:not([disabled])')?.getClientRects().length
      : lists.some(
          ({ scope, p }) =>
            !!document.querySelector(`${scope} tr.${p}-table-row`) ||
            (!!document.querySelector(`${scope} .${p}-table-placeholder`) && !document.querySelector(`${scope} .${p}-spin-spinning`)),
        );
  const tick = () => {
    if (usable()) (window as { usableAt?: number }).usableAt = performance.timeOrigin + performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * /login (until the form's button is enabled), /userManagement (until its rows show) and one sub-app page
 * (until its rows show), each from an empty HTTP cache with the session already in place for the last two.
 */
export async function wireBytes(base: string, password: string, subappPage = '/subapp/product/brand', browser?: Browser): Promise<Wire[]> {
  const own = !browser;
  const b = browser ?? (await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS }));
  try {
    const context = await b.newContext();
    // tsx compiles this file with esbuild's keepNames: functions sent to the page call a `__name` helper.
    await context.addInitScript('window.__name = (f) => f');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const out: Wire[] = [];
    await context.addInitScript(markUsable, LIST);
    const measure = async (path: string) => {
      await cdp.send('Network.clearBrowserCache');
      const stop = recorder(page, Date.now());
      const t0 = performance.now();
      await page.goto(base + path, { waitUntil: 'commit' });
      const usable = await page.waitForFunction(() => (window as { usableAt?: number }).usableAt, null, { timeout: 30_000 });
      const readyAt = (await usable.jsonValue()) as number;
      const ms = Math.round(performance.now() - t0);
      out.push({ page: path, ms, ...(await stop(readyAt)) });
    };
    await measure('/login');
    await page.fill('#login-loginId', 'admin');
    await page.fill('#login-password', password);
    const settled = inFlight(page);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
    // What the signed-in page still fetches (the first page's code and calls) belongs to it, not to the next page
    // measured. Not waitForLoadState('networkidle'): the sign-in goes on in the login page's document, whose
    // network went idle while the form was filled in, so it answers at once.
    await settled(500);
    await measure('/userManagement');
    await measure(subappPage);
    await context.close();
    return out;
  } finally {
    if (own) await b.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, password] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const listFiles = process.argv.includes('--files');
  for (const w of await wireBytes(base, password)) {
    console.log(
      `${w.page.padEnd(24)} JS ${w.js} KiB (${w.encoding}; sub-app's own ${w.subappJs}, shared runtime ${w.runtimeJs})  CSS ${w.css} KiB  other ${w.other} KiB  ${w.requests} requests  ${w.ms} ms`,
    );
    if (listFiles)
      for (const f of [...(w.files ?? [])].sort((a, b) => b.kib - a.kib)) console.log(`    ${String(f.kib).padStart(6)}  ${f.path}`);
  }
}
