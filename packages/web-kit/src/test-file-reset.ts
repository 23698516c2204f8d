// The web tests' setup file (vitest.config.ts). The web project runs its files one after another in a worker that
// keeps its jsdom window and its loaded packages (isolate: false): antd, React and react-query are imported once
// per worker, not once per file (that import was about half of the project's time). What a file leaves behind
// is undone here, so that each file starts as it did in a fresh worker. Vitest runs this file before every test
// file, isolated or not.
// First: react-dom, loaded once per worker, must find the render census' hook when it starts (render-census.ts).
import './render-census.ts';
import { act, cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

// The React roots the apps make themselves (the console's main.tsx and its login-page message host, the
// sub-app's mount), which Testing Library's cleanup does not know: one a test leaves mounted would go on drawing
// in the next file, its portals into a body emptied from under them (NotFoundError there). A mock of this file's
// only: packages' own roots (antd's static holders, below) come from react-dom loaded outside Vitest's modules.
const roots = vi.hoisted(() => new Set<{ unmount(): void }>());
vi.mock('react-dom/client', async (original) => {
  const client = await original<typeof import('react-dom/client')>();
  const createRoot: typeof client.createRoot = (...args) => {
    const root = client.createRoot(...args);
    roots.add(root);
    return root;
  };
  return { ...client, createRoot };
});

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

// Every file of the web project has the page (the scripts' tests, which have none, are a project of their own).
await giveAntdStaticListsAFileBox();
resetPageAfterFile();

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
    // A second unmount of a root is nothing to React.
    for (const root of roots) act(() => root.unmount());
    roots.clear();
    await forgetAntdStaticHolders();
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
 * antd's static message and notification keep one holder for the worker (antd stays loaded), which React keeps
 * drawing after its file: a notice closing on its timer, or a call whose code was still loading as the file ended.
 * Their lists go into a box of this file's rather than straight into the body, so that emptying the body takes
 * the box and leaves each list in it: React then removes a list from the node it put it in (straight in the
 * body, it threw NotFoundError into whichever file ran then), and a late notice is drawn where no later file looks.
 * antd asks for the container at each call and each render of the holder, so the next file's box takes over.
 */
function antdStatics() {
  return Promise.all([import('antd/lib/message'), import('antd/lib/notification')]);
}

async function giveAntdStaticListsAFileBox() {
  const box = document.createElement('div');
  // A test may empty the body itself (main-login.test.tsx): the box goes back in when antd next asks.
  const getContainer = () => {
    if (!box.isConnected) document.body.append(box);
    return box;
  };
  const [message, notification] = await antdStatics();
  message.default.config({ getContainer });
  notification.default.config({ getContainer });
}

/** The next file's first call makes a holder of its own (antd's test hook), in that file's page and theme. */
async function forgetAntdStaticHolders() {
  for (const api of await antdStatics()) api.actDestroy();
}
