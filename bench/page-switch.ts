// Page switches as a user feels them: in headless Chromium, sign in, then click every page of the menu and time
// the click until the page's rows are painted. Run by run.ts (section "page switches"), or by hand against a
// running product: `npx tsx bench/page-switch.ts http://127.0.0.1:8080 '<admin password>' [rounds]`.
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from './wire-bytes.ts';

export type PageSwitch = {
  path: string;
  label: string;
  app: 'console' | 'subapp';
  /** What became ready: table rows, an empty table (nothing to list), or no list (the page has none yet). */
  kind: 'rows' | 'empty' | 'no list' | 'error';
  visits: number;
  p50: number | null;
  max: number | null;
  error?: string;
};

export type Leaf = { path: string; label: string; groups: string[] };
export type MenuNode = { code: string; label: string; url?: string; mType: string | number; visible?: string; children?: MenuNode[] };

/** The signed-in user's menu pages in menu order, with the groups to open on the way (as the console builds it). */
export function leaves(nodes: MenuNode[], groups: string[] = []): Leaf[] {
  const shown = (m: MenuNode) => String(m.mType) === '0' && String(m.visible ?? '0') !== '2';
  return nodes.filter(shown).flatMap((n) => {
    const kids = (n.children ?? []).filter(shown);
    if (kids.length) return leaves(kids, [...groups, `group:${n.code}`]);
    return n.url?.startsWith('/') ? [{ path: n.url, label: n.label, groups }] : [];
  });
}

export async function signIn(page: Page, base: string, password: string) {
  await page.goto(`${base}/login`);
  await page.fill('#login-loginId', 'admin');
  await page.fill('#login-password', password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname.startsWith('/homepage'), { timeout: 30_000 });
}

/**
 * One click, timed inside the page: `performance.now()` at the click, then every animation frame until the
 * page's list is painted — rows, or an empty table with no spinner, or a page with no list (a result page).
 * Rows already on screen before the click (the sub-app's previous page) are marked stale and do not count.
 */
function timeClick(page: Page, itemSelector: string, leaf: Leaf) {
  const subapp = leaf.path.startsWith('/subapp');
  const scope = subapp ? '#subapp-container' : `.shell-page[data-page="${leaf.path}"]`;
  const p = subapp ? 'biz' : 'ant';
  return page.evaluate(
    ({ itemSelector, scope, p, subapp }) =>
      new Promise<{ ms: number; kind: string }>((resolve, reject) => {
        for (const el of document.querySelectorAll(`${scope} tr, ${scope} .${p}-result, ${scope} .${p}-table-placeholder`))
          el.setAttribute('data-stale', '');
        const item = document.querySelector<HTMLElement>(itemSelector);
        if (!item) return reject(new Error(`menu item ${itemSelector} not found`));
        const fresh = (sel: string) => [...document.querySelectorAll(`${scope} ${sel}`)].find((e) => !e.hasAttribute('data-stale'));
        const t0 = performance.now();
        // rAF stops in a page the browser deems hidden: a timer makes sure the wait still ends.
        setTimeout(() => reject(new Error('nothing painted within 15 s')), 15_000);
        item.click();
        const tick = () => {
          try {
            check();
          } catch (e) {
            reject(e);
          }
        };
        const check = () => {
          const ms = Math.round(performance.now() - t0);
          if (ms > 15_000) return reject(new Error('nothing painted within 15 s'));
          const spinning = document.querySelector(`${scope} .${p}-spin-spinning`);
          if (fresh(`tr.${p}-table-row`)) return resolve({ ms, kind: 'rows' });
          if (!spinning && fresh(`.${p}-table-placeholder`)) return resolve({ ms, kind: 'empty' });
          if (fresh(`.${p}-result`)) return resolve({ ms, kind: 'no list' });
          // Two result pages in a row (pages the sub-app does not have yet) render the very same node: after a
          // moment with no table on screen, it is a page without a list, and its time says nothing.
          // The same holds for a sub-app page with no table at all (a form page such as 执照识别).
          if (ms > 3_000 && !spinning && !document.querySelector(`${scope} table`)) return resolve({ ms: -1, kind: 'no list' });
          // A page without a table (the area picker): its own content, once nothing spins.
          const box = document.querySelector(scope);
          if (!spinning && box && !box.querySelector('table') && box.textContent?.trim() && !subapp)
            return resolve({ ms, kind: 'no list' });
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { itemSelector, scope, p, subapp },
  );
}

/** Opens the groups on the way to a menu item (inline menu), leaving open ones open. */
export async function reveal(page: Page, leaf: Leaf) {
  for (const g of leaf.groups) {
    const title = page.locator(`.shell-menu [data-group="${g}"]`);
    if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
  }
  const item = `.shell-menu [data-path="${leaf.path}"]`;
  await page.locator(item).waitFor({ state: 'visible', timeout: 5_000 });
  await page.locator(item).scrollIntoViewIfNeeded();
  return item;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

/**
 * `rounds` times: a new browser context (empty HTTP cache, a fresh sign-in), a moment on the home page as a
 * user would spend it, then every menu page once, in menu order. Each page's visits are first visits.
 */
export async function pageSwitches(
  base: string,
  password: string,
  rounds = 5,
  progress?: (line: string) => void,
  browser?: Browser,
): Promise<PageSwitch[]> {
  const own = !browser;
  const b = browser ?? (await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS }));
  const times = new Map<string, { leaf: Leaf; ms: number[]; kind: string; error?: string }>();
  try {
    for (let round = 0; round < rounds; round++) {
      const context = await b.newContext({ viewport: { width: 1440, height: 900 } });
      // No step may wait forever (a locator on a missing element would): a stuck page is an error, not a hang.
      context.setDefaultTimeout(20_000);
      // tsx compiles this file with esbuild's keepNames, which wraps the functions given to page.evaluate in
      // a `__name(...)` helper the page does not have.
      await context.addInitScript('window.__name = (f) => f');
      const page = await context.newPage();
      await signIn(page, base, password);
      // The menu tree the console stored at sign-in (the left menu is built from it).
      const menus = await page.evaluate(() => JSON.parse(decodeURIComponent(sessionStorage.getItem('menus') ?? '%5B%5D')) as MenuNode[]);
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.waitForTimeout(1_500);
      // PAGE_SWITCH_ONLY=<regex>: only the pages whose path matches (before/after runs of a few pages).
      const only = process.env.PAGE_SWITCH_ONLY ? new RegExp(process.env.PAGE_SWITCH_ONLY) : null;
      for (const leaf of leaves(menus).filter((l) => !only || only.test(l.path))) {
        const entry = times.get(leaf.path) ?? { leaf, ms: [], kind: 'error' };
        times.set(leaf.path, entry);
        // Broken in an earlier round, or a page without a list (the sub-app's 页面不存在 for menus it has no
        // page for yet): its time says nothing, do not wait for it again.
        if (entry.error || (round > 0 && entry.kind === 'no list')) continue;
        try {
          const item = await reveal(page, leaf);
          const r = await Promise.race([
            timeClick(page, item, leaf),
            new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the page stopped answering')), 20_000)),
          ]);
          if (r.ms >= 0) entry.ms.push(r.ms);
          entry.kind = r.kind;
          progress?.(`${round + 1}/${rounds} ${leaf.path} ${r.kind} ${r.ms} ms`);
        } catch (e) {
          entry.error = (e as Error).message.split('\n')[0];
          // PAGE_SWITCH_SHOTS=<dir>: a screenshot of each failure, to see what the page showed.
          if (process.env.PAGE_SWITCH_SHOTS)
            await page.screenshot({ path: `${process.env.PAGE_SWITCH_SHOTS}/${leaf.path.replace(/\W+/g, '_')}.png` }).catch(() => {});
          progress?.(`${round + 1}/${rounds} ${leaf.path} error: ${entry.error}`);
        }
      }
      await context.close();
    }
  } finally {
    if (own) await b.close();
  }
  return [...times.values()].map(({ leaf, ms, kind, error }) => ({
    path: leaf.path,
    label: leaf.label,
    app: leaf.path.startsWith('/subapp') ? 'subapp' : 'console',
    kind: (error ? 'error' : kind) as PageSwitch['kind'],
    visits: ms.length,
    p50: median(ms),
    max: ms.length ? Math.max(...ms) : null,
    ...(error ? { error } : {}),
  }));
}

/** p50 over the pages of one app that list something (rows or an empty table), from each page's own p50. */
export function appMedian(pages: PageSwitch[], app: PageSwitch['app']) {
  return median(pages.filter((p) => p.app === app && (p.kind === 'rows' || p.kind === 'empty') && p.p50 !== null).map((p) => p.p50!));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, password, rounds] = process.argv.slice(2);
  const pages = await pageSwitches(base, password, Number(rounds ?? 5), (l) => process.stderr.write(`${l}\n`));
  for (const p of pages)
    console.log(`${p.app.padEnd(7)} ${p.path.padEnd(34)} ${p.kind.padEnd(8)} p50 ${p.p50 ?? '—'} max ${p.max ?? '—'} ${p.error ?? ''}`);
  console.log(`p50 of pages: console ${appMedian(pages, 'console')} ms, sub-app ${appMedian(pages, 'subapp')} ms`);
}
