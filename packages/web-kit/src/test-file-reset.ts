// The web tests' setup file (vitest.config.ts). The web project runs its files one after another in a worker that
// keeps its jsdom window and its loaded packages (isolate: false): antd, React and react-query are imported once
// per worker, not once per file (that import was about half of the project's time). What a file leaves behind
// is undone here, so that each file starts as it did in a fresh worker. Vitest runs this file before every test
// file, isolated or not.
// First: react-dom, loaded once per worker, must find the render census' hook when it starts (render-census.ts).
import './render-census.ts';
import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

// The apps' and web-kit's own modules (a QueryClient, the tab store, caches, listeners' sets) are evaluated again
// for this file: module-level state starts fresh, and a file's vi.mock reaches every module that imports the
// mocked one. Packages loaded from node_modules stay loaded (Node's cache), which is what the sharing saves.
vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

// A file under `@vitest-environment node` (scripts/build-server.test.ts) has no page to put back.
if (typeof document !== 'undefined') resetPageAfterFile();

type Start = { href: string; title: string; head: Set<Node>; html: [string, string][] };

function resetPageAfterFile() {
  const scope = globalThis as { webTestStart?: Start };
  // What the worker's window looked like before its first file.
  scope.webTestStart ??= {
    href: location.href,
    title: document.title,
    head: new Set(document.head.childNodes),
    html: [...document.documentElement.attributes].map((a) => [a.name, a.value]),
  };
  const start = scope.webTestStart;

  afterAll(async () => {
    cleanup();
    await closeAntdStaticHolders();
    // Node's own storages (jsdom's are not the globals here): localStorage is there only with --localstorage-file.
    globalThis.localStorage?.clear();
    globalThis.sessionStorage?.clear();
    history.replaceState(null, '', start.href);
    document.title = start.title;
    document.body.replaceChildren();
    for (const a of [...document.body.attributes]) document.body.removeAttribute(a.name);
    // antd writes its styles again when a style it knows is missing from the page; left in, every file's styles
    // would pile up and slow jsdom's getComputedStyle (role queries) for the files after it.
    for (const node of [...document.head.childNodes]) if (!start.head.has(node)) node.remove();
    const html = document.documentElement;
    for (const a of [...html.attributes]) html.removeAttribute(a.name);
    for (const [name, value] of start.html) html.setAttribute(name, value);
  });
}

/**
 * antd's static message and notification keep one holder for the process (inside antd, which stays loaded). Its
 * lists are portals straight into the body: emptied from under it, the holder would draw a later file's messages
 * into a detached node, unseen, and React would fail removing a list that is no longer there (NotFoundError).
 * So a holder's notices are closed first and React takes its lists out (jsdom runs no transition), then
 * antd's own test hook forgets the holder and the next call makes it again in the page that is there then.
 */
async function closeAntdStaticHolders() {
  const [message, notification] = await Promise.all([import('antd/lib/message'), import('antd/lib/notification')]);
  const lists = (name: string) => document.querySelectorAll(`body > .ant-${name}`);
  for (const [name, api] of [
    ['message', message],
    ['notification', notification],
  ] as const) {
    // Only where one is showing: with no holder yet, destroy() would make one.
    if (lists(name).length > 0) {
      api.default.destroy();
      // A few renders of antd's own root, which a busy machine can stretch past waitFor's default second.
      await vi.waitFor(
        () => {
          if (lists(name).length > 0) throw new Error(`antd's static ${name} still shows: ${lists(name)[0].textContent}`);
        },
        { timeout: 5000 },
      );
    }
    api.actDestroy();
  }
}
