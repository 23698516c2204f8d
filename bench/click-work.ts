// The main thread's work at a menu click, counted rather than timed: React commits until the rows are painted
// and until the page settles, components rendered and mounted, table cells, and Chromium's own script / style /
// layout milliseconds (CDP Performance metrics) over the same spans. Counts hardly move with the machine's load;
// the milliseconds do, so compare them paired (two servers, A/B/A/B).
// `npx tsx bench/click-work.ts <base> <password> [rounds]` (PAGE_SWITCH_ONLY=<regex> picks pages, as page-switch.ts).
import { chromium } from 'playwright-core';
import { leaves, type MenuNode, median, reveal, signIn } from './page-switch.ts';
import { CHROMIUM_FLAGS } from './wire-bytes.ts';

/**
 * A stand-in for React DevTools' hook, which production React calls at each commit: counts commits and, walking
 * only the subtrees that changed (as DevTools does), the components that rendered or mounted in each.
 */
const HOOK = `(() => {
  const w = { commits: 0, rendered: 0, mounted: 0 };
  window.__work = w;
  let id = 0;
  const walk = (f) => {
    for (let c = f; c; c = c.sibling) {
      const component = c.tag === 0 || c.tag === 1 || c.tag === 11 || c.tag === 14 || c.tag === 15;
      if (!c.alternate) { if (component) w.mounted++; walk(c.child); continue; }
      if (component && (c.flags & 1)) w.rendered++;
      if (c.child !== c.alternate.child || (c.flags & 1)) walk(c.child);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), isDisabled: false,
    inject(r) { id++; this.renderers.set(id, r); return id; },
    checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) { w.commits++; try { walk(root.current.child); } catch {} },
  };
})();`;

type Snap = { commits: number; rendered: number; mounted: number };
type Metrics = Record<string, number>;
const METRICS = ['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'TaskDuration'];

const [base, password, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 3);
const only = process.env.PAGE_SWITCH_ONLY ? new RegExp(process.env.PAGE_SWITCH_ONLY) : null;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
const rows = new Map<string, number[][]>();
try {
  for (let round = 0; round < rounds; round++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript('window.__name = (f) => f');
    await context.addInitScript(HOOK);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async (): Promise<Metrics> => {
      const { metrics: m } = await cdp.send('Performance.getMetrics');
      return Object.fromEntries(m.filter((x) => METRICS.includes(x.name)).map((x) => [x.name, x.value * 1000]));
    };
    await signIn(page, base, password);
    const menus = await page.evaluate(() => JSON.parse(decodeURIComponent(sessionStorage.getItem('menus') ?? '%5B%5D')) as MenuNode[]);
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(1_500);
    for (const leaf of leaves(menus).filter((l) => !only || only.test(l.path))) {
      try {
        const item = await reveal(page, leaf);
        await page.waitForTimeout(300);
        const m0 = await metrics();
        const subapp = leaf.path.startsWith('/subapp');
        const r = await page.evaluate(
          ({ item, scope, p }) =>
            new Promise<{ ms: number; at: Snap; start: Snap; cells: number }>((resolve, reject) => {
              const w = (window as unknown as { __work: Snap }).__work;
              for (const el of document.querySelectorAll(`${scope} tr, ${scope} .${p}-table-placeholder`))
                el.setAttribute('data-stale', '');
              const fresh = (sel: string) => [...document.querySelectorAll(`${scope} ${sel}`)].find((e) => !e.hasAttribute('data-stale'));
              const start = { ...w };
              const t0 = performance.now();
              (document.querySelector(item) as HTMLElement).click();
              const tick = () => {
                const ms = Math.round(performance.now() - t0);
                if (ms > 15_000) return reject(new Error('nothing painted'));
                const spinning = document.querySelector(`${scope} .${p}-spin-spinning`);
                if (fresh(`tr.${p}-table-row`) || (!spinning && fresh(`.${p}-table-placeholder`)))
                  return resolve({ ms, at: { ...w }, start, cells: document.querySelectorAll(`${scope} td`).length });
                requestAnimationFrame(tick);
              };
              requestAnimationFrame(tick);
            }),
          { item, scope: subapp ? '#subapp-container' : `.shell-page[data-page="${leaf.path}"]`, p: subapp ? 'biz' : 'ant' },
        );
        const m1 = await metrics();
        await page.waitForTimeout(2_000);
        const settled = await page.evaluate(() => ({ ...(window as unknown as { __work: Snap }).__work }));
        const d = (a: Snap, b: Snap, k: keyof Snap) => b[k] - a[k];
        const row = [
          r.ms,
          d(r.start, r.at, 'commits'),
          d(r.start, settled, 'commits'),
          d(r.start, r.at, 'rendered'),
          d(r.start, r.at, 'mounted'),
          d(r.start, settled, 'rendered') + d(r.start, settled, 'mounted'),
          r.cells,
          Math.round(m1.ScriptDuration - m0.ScriptDuration),
          Math.round(m1.RecalcStyleDuration - m0.RecalcStyleDuration),
          Math.round(m1.LayoutDuration - m0.LayoutDuration),
        ];
        rows.set(leaf.path, [...(rows.get(leaf.path) ?? []), row]);
        process.stderr.write(`${round + 1}/${rounds} ${leaf.path} ${row.join(' ')}\n`);
      } catch (e) {
        process.stderr.write(`${round + 1}/${rounds} ${leaf.path} error ${(e as Error).message.split('\n')[0]}\n`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(
  'page | click→rows ms | commits to paint | commits to settle | rendered | mounted | renders+mounts to settle | cells | script ms | style ms | layout ms',
);
for (const [path, rs] of rows) console.log(`${path} | ${rs[0].map((_, i) => median(rs.map((r) => r[i]))).join(' | ')}`);
