// Issue 12's front-end figures in the report: bytes on the wire per page (wire-bytes.ts) and menu click → rows
// painted (page-switch.ts), with their budget lines.
import { appMedian, type PageSwitch } from './page-switch.ts';
import type { Wire } from './wire-bytes.ts';

export type FrontendBudget = { name: string; limit: string; value: string; pass: boolean | null; why?: string };

/** Targets of issue 12 (bytes as Chromium receives them, br when it asks for it; times from the click). */
export const FRONTEND_TARGETS = { loginKiB: 150, usersKiB: 300, subappOwnKiB: 60, consoleSwitchMs: 200, subappSwitchMs: 300 };

export function frontendBudgets(wire: Wire[] | undefined, switches: PageSwitch[] | undefined): FrontendBudget[] {
  const out: FrontendBudget[] = [];
  const t = FRONTEND_TARGETS;
  const page = (p: string) => wire?.find((w) => w.page === p);
  const login = page('/login');
  const users = page('/userManagement');
  const sub = wire?.find((w) => w.page.startsWith('/subapp'));
  if (login)
    out.push({
      name: '/login JS on the wire, empty cache',
      limit: `< ${t.loginKiB} KiB`,
      value: `${login.js} KiB (${login.encoding})`,
      pass: login.js < t.loginKiB,
      why: 'React DOM and antd’s style runtime and ConfigProvider are most of it',
    });
  if (users)
    out.push({
      name: '/userManagement JS on the wire until its rows show, empty cache',
      limit: `< ${t.usersKiB} KiB`,
      value: `${users.js} KiB (${users.encoding})`,
      pass: users.js < t.usersKiB,
      why: 'React DOM (~62 KiB), antd (Table, Select, Form, Menu, Tabs), react-router and TanStack Query are needed at first paint (zod loads with the first form)',
    });
  if (sub)
    out.push({
      name: `${sub.page}: the sub-app's own JS (no second React, antd, dayjs, Query or web-kit)`,
      limit: `< ${t.subappOwnKiB} KiB`,
      value: `${sub.subappJs} KiB (plus the shell's shared runtime, ${sub.runtimeJs} KiB, once)`,
      pass: sub.subappJs < t.subappOwnKiB,
    });
  if (switches?.length) out.push(...switchBudgets(switches, { console: t.consoleSwitchMs, subapp: t.subappSwitchMs }));
  return out;
}

/** Menu click → rows painted: per app, the p50 over the pages against its limit, the slowest page as the why. */
export function switchBudgets(
  switches: PageSwitch[],
  limits: Record<PageSwitch['app'], number>,
  tag = (name: string) => name,
): FrontendBudget[] {
  const rows = (app: PageSwitch['app']) => switches.filter((s) => s.app === app && (s.kind === 'rows' || s.kind === 'empty'));
  return (
    [
      ['console', 'console'],
      ['subapp', 'sub-app'],
    ] as const
  ).map(([app, label]) => {
    const p50 = appMedian(switches, app);
    const slowest = rows(app).sort((a, b) => (b.p50 ?? 0) - (a.p50 ?? 0))[0];
    return {
      name: tag(`menu click → rows painted, ${label} pages (p50 of the pages' p50)`),
      limit: `< ${limits[app]} ms`,
      value: p50 === null ? 'not measured' : `${p50} ms`,
      pass: p50 === null ? null : p50 < limits[app],
      why: slowest
        ? `slowest page ${slowest.path} p50 ${slowest.p50} ms; the browser, the server and PostgreSQL share the cores`
        : undefined,
    };
  });
}

export function frontendMarkdown(wire: Wire[] | undefined, switches: PageSwitch[] | undefined, cmd: string): string[] {
  const L: string[] = [];
  if (wire?.length) {
    L.push(
      '## 4b. Bytes on the wire',
      '',
      `Headless Chromium, empty HTTP cache per page, counted until the page is usable (login: the button; lists: the rows). KiB as received (Content-Encoding as sent). Command: ${cmd} (or \`npx tsx bench/wire-bytes.ts <base> <password>\` against a running product).`,
      '',
      "| page | JS | of which the sub-app's own | shared runtime | CSS | other | requests | encoding | ms |",
      '|---|---|---|---|---|---|---|---|---|',
      ...wire.map(
        (w) => `| ${w.page} | ${w.js} | ${w.subappJs} | ${w.runtimeJs} | ${w.css} | ${w.other} | ${w.requests} | ${w.encoding} | ${w.ms} |`,
      ),
      '',
    );
  }
  if (switches?.length) {
    const visits = Math.max(...switches.map((s) => s.visits));
    L.push(
      '## 4c. Page switches',
      '',
      `Every page of the admin's menu clicked in menu order, ${visits} rounds (each a new browser context: first visits), time from the click until the page's rows (or its empty table) are painted. Command: ${cmd} (or \`npx tsx bench/page-switch.ts <base> <password> 5\`).`,
      '',
      `p50 over the pages: console ${appMedian(switches, 'console') ?? '—'} ms, sub-app ${appMedian(switches, 'subapp') ?? '—'} ms.`,
      '',
      '| app | page | what | visits | p50 ms | max ms |',
      '|---|---|---|---|---|---|',
      ...switches
        .filter((s) => s.kind !== 'no list')
        .map(
          (s) =>
            `| ${s.app} | ${s.path} ${s.label} | ${s.kind}${s.error ? `: ${s.error}` : ''} | ${s.visits} | ${s.p50 ?? '—'} | ${s.max ?? '—'} |`,
        ),
      '',
      `Pages without a list (the sub-app's 页面不存在 for menus it has no page for yet): ${switches.filter((s) => s.kind === 'no list').length}, not timed.`,
      '',
    );
  }
  return L;
}
