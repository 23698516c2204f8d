// The web tests' setup file (vitest.config.ts). The web project runs its files one after another in a worker that
// keeps its jsdom window and its loaded packages (isolate: false): antd, React and react-query are imported once
// per worker, not once per file (that import was about half of the project's time). What a file leaves behind
// is undone here, so that each file starts as it did in a fresh worker. Vitest runs this file before every test
// file, isolated or not.
import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

type Start = { href: string; title: string; head: Set<Node>; html: [string, string][] };
const scope = globalThis as { webTestStart?: Start };
// What the worker's window looked like before its first file.
scope.webTestStart ??= {
  href: location.href,
  title: document.title,
  head: new Set(document.head.childNodes),
  html: [...document.documentElement.attributes].map((a) => [a.name, a.value]),
};
const start = scope.webTestStart;

// The apps' and web-kit's own modules (a QueryClient, the tab store, caches, listeners' sets) are evaluated again
// for this file: module-level state starts fresh, and a file's vi.mock reaches every module that imports the
// mocked one. Packages loaded from node_modules stay loaded (Node's cache), which is what the sharing saves.
vi.resetModules();

afterAll(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
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
