// Helpers of the jsdom tests of web-kit and of the apps' pages (not shipped: no page imports this file).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { exportsApi } from '@console/contract/api/exports';
import { ApiProvider } from './api-context.tsx';
import { EXPORT_CENTER_HINT } from './ExportButton.tsx';
import { getMessage } from './feedback.tsx';
import { PermissionProvider } from './permissions.tsx';
import type { RequestClient } from './request.ts';

const noop = () => {};

// The first form of a run loads its descriptor's schemas (and zod): waits give it room on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

/** What jsdom lacks and antd's responsive pieces and motion ask for. */
export function stubBrowser() {
  const media = (query: string) => ({ matches: false, media: query, onchange: null, addListener: noop, removeListener: noop });
  vi.stubGlobal('matchMedia', (query: string) => ({
    ...media(query),
    addEventListener: noop,
    removeEventListener: noop,
    dispatchEvent: () => false,
  }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe = noop;
      unobserve = noop;
      disconnect = noop;
    },
  );
  // jsdom implements no pseudo-elements (antd measures the scrollbar with one): the element's own style.
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((el) => computed(el));
}

/** Unmounts what a test rendered and undoes the stubs and spies. */
export function resetBrowser() {
  // A late unmount error must not leave this test's stubs and spies to the next one.
  try {
    cleanup();
  } finally {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  }
}

/** The messages the user is told (the instance speaking while no bridge is mounted, as in these tests). */
export function spyMessages() {
  const message = getMessage();
  return { success: vi.spyOn(message, 'success'), error: vi.spyOn(message, 'error'), info: vi.spyOn(message, 'info') };
}

type Reply = { code: number; message: string; data: unknown; total?: number; exact?: boolean };
const ok = (data: unknown, extra: Partial<Reply> = {}): Reply => ({ code: 200, message: 'ok', data, ...extra });

/** A request client answering each path from `routes` (a list of rows by default; `ok` with no data otherwise). */
export function fakeClient(routes: Record<string, (body: unknown) => Reply | Promise<Reply>> = {}) {
  // Typed as any envelope the caller expects (the routes answer the shape the call's descriptor says).
  const answer = async (url: string, body?: unknown): Promise<never> => {
    const path = url.split('?')[0];
    return (routes[path] ? await routes[path](body) : ok(null, { message: '' })) as never;
  };
  return {
    get: vi.fn(async (url: string) => answer(url)),
    post: vi.fn(async (url: string, body?: unknown) => answer(url, body)),
    upload: vi.fn(async (url: string) => answer(url)),
    download: vi.fn(async () => {}),
  } satisfies RequestClient;
}
export { ok };

/** The query string of a client call, as an object. */
export const queryOf = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));

/** The providers every list piece reads: query cache, request client, the user's permission keys. */
export function providers(client: RequestClient, permissions: string[] = []) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <ApiProvider client={client}>
        <PermissionProvider keys={permissions}>{children}</PermissionProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}

/**
 * Renders inside an awaited act: a component that suspends on a promise (a form waiting for its schema, a lazy
 * piece) resumes when it settles (after a plain render, React in a test would not retry it).
 */
export async function show(ui: ReactNode, wrapper?: (props: { children: ReactNode }) => ReactNode) {
  return act(async () => render(ui, { wrapper }));
}

export const renderWith = (ui: ReactNode, client: RequestClient, permissions: string[] = []) => show(ui, providers(client, permissions));

/**
 * The enabled button whose text (spaces aside: antd writes 确定 as 确 定) is `text`; throws until there is
 * one (for waitFor). Plain selectors, not *ByRole: computing roles over antd in jsdom is slow.
 */
export function button(text: string, scope: ParentNode = document.body): HTMLButtonElement {
  const all = [...scope.querySelectorAll('button')].filter((b) => (b.textContent ?? '').replace(/\s/g, '') === text);
  const found = all.find((b) => !b.disabled);
  if (!found) throw new Error(`no enabled button ${text}${all.length ? ' (only disabled ones)' : ''}`);
  return found;
}

/** The input a form item holds, by its id (`<form name>_<field>`). */
export function input(id: string): HTMLInputElement {
  const el = document.getElementById(id);
  if (!el) throw new Error(`no input #${id}`);
  return el as HTMLInputElement;
}

/** The text of the form's error messages. */
export const formErrors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

/**
 * A table's texts as the user reads them: its header texts (empty headers aside: antd's scrollbar cell) and each
 * row's cell texts, the row selection's checkboxes left out of both.
 */
export function tableTexts(scope: ParentNode = document.body) {
  const headers = [...scope.querySelectorAll('thead th:not(.ant-table-selection-column)')]
    .map((th) => th.textContent?.trim() ?? '')
    .filter(Boolean);
  const rows = [...scope.querySelectorAll('tbody tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td:not(.ant-table-selection-column)')].map((td) => td.textContent ?? ''),
  );
  return { headers, rows };
}

/** Lets pending promises and effects run (a click whose handler awaits). */
export const settle = () => act(async () => {});

type ExportCase = {
  /** The page name: the export's resource and the `<menu>.query` / `<menu>.export` keys. */
  menu: string;
  /** The list's path and the rows it answers. */
  list: string;
  rows: unknown[];
  /** Text the page shows once the rows are in. */
  shows: string;
  /** The filter the page starts with (a side tree's chosen node). */
  query?: Record<string, unknown>;
};

/** A list page offers 导出 only with `<menu>.export`, and it starts an export of its list under `menu`. */
export async function expectExportButton(page: () => ReactNode, o: ExportCase) {
  const client = fakeClient({ [o.list]: () => ok(o.rows, { total: o.rows.length }) });
  const mount = async (keys: string[]) => {
    const view = await renderWith(page(), client, keys);
    await waitFor(() => expect(document.body.textContent).toContain(o.shows));
    return view;
  };
  const without = await mount([`${o.menu}.query`]);
  expect([...document.querySelectorAll('button')].map((b) => (b.textContent ?? '').replace(/\s/g, ''))).not.toContain('导出');
  without.unmount();
  await mount([`${o.menu}.query`, `${o.menu}.export`]);
  fireEvent.click(button('导出'));
  await waitFor(() =>
    expect(client.post).toHaveBeenCalledWith(exportsApi.create.path, { resource: o.menu, query: o.query ?? {} }, undefined),
  );
  // The user is told where the file will be; waiting for it also lets the click's last render finish inside the test.
  await waitFor(() => expect(document.body.textContent).toContain(EXPORT_CENTER_HINT));
}
