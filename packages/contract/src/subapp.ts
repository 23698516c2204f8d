/** The sub-application's lifecycle, one definition for the host (console) and the guest (business): ARCHITECTURE §8. */

/** What the host passes. */
export type SubappProps = {
  token: string;
  /** Permission keys: urls without a slash of the stored menu entries. */
  permissions: string[];
  apiBase: string;
  basename: string;
  /** The host's handling of an ended session (code 600008): it ends the session and goes to /login. */
  onSessionExpired: () => void;
  /** Navigate the host's router (so its tabs and breadcrumb follow). */
  navigate: (path: string) => void;
};

export type SubappHandle = {
  update: (props: SubappProps) => void;
  unmount: () => void;
  /** Settles when the first render is on screen (tests and hosts may wait for it). */
  ready?: Promise<void>;
};

/** What the entry module exports. */
export type SubappModule = {
  mount: (container: HTMLElement, props: SubappProps) => SubappHandle;
  /** Optional: fetches the app's code ahead of the first mount. */
  preload?: () => Promise<unknown>;
  /**
   * Optional: warms the page at `path` (a full path, basename included) ahead of a visit: its code, and with
   * `props` (a menu click) its first list call too, so that the list loads in parallel with the page's code.
   * Settles once the page's code has arrived: the host's background prefetch runs a few at a time by it (a
   * promise settled at once let every page's chunks start together and fill the browser's six connections).
   */
  prefetch?: (path: string, props?: SubappProps) => Promise<void>;
};

/**
 * The one runtime (docs/sub-app-runtime.md): modules the shell loads once and hands to the sub-app. The
 * sub-app's build leaves these imports out and reads them from `globalThis[SHARED_RUNTIME_GLOBAL].modules`;
 * the host installs that object before it imports the sub-app's entry. `'all'`: the whole module; a list of
 * names: only those (where the whole package would cost the shell more than it saves; the sub-app's build
 * refuses any other name). The icon context is shared so that the sub-app's own icons and antd's built-in
 * ones read one IconProvider. zod stays the sub-app's own: its `z` is the whole library.
 */
export const SHARED_MODULES = {
  react: 'all',
  'react/jsx-runtime': 'all',
  'react-dom': 'all',
  'react-dom/client': 'all',
  antd: 'all',
  'antd/locale/zh_CN': 'all',
  '@ant-design/cssinjs': ['createCache', 'StyleProvider'],
  '@ant-design/icons/es/components/Context': 'all',
  dayjs: 'all',
  'dayjs/locale/zh-cn': 'all',
  '@tanstack/react-query': 'all',
  'react-router': ['MemoryRouter', 'useLocation', 'useNavigate', 'useRoutes'],
  '@console/web-kit': 'all',
  '@console/web-kit/resource': 'all',
  // The contract's modules that the shell's first paint has loaded anyway (its endpoint helpers, the resource
  // descriptors and the labels written once): a sub-app page would otherwise fetch its own copy (issue 31).
  '@console/contract/endpoint': 'all',
  '@console/contract/api/resource': 'all',
  '@console/contract/common-fields': 'all',
} as const satisfies Record<string, 'all' | readonly string[]>;
export type SharedModule = keyof typeof SHARED_MODULES;
export const SHARED_RUNTIME_GLOBAL = '__CONSOLE_SHARED__';
type Exposed<K extends SharedModule> = (typeof SHARED_MODULES)[K] extends readonly string[]
  ? Record<(typeof SHARED_MODULES)[K][number], unknown>
  : object;
/**
 * Module namespaces by specifier, plus the versions the shell was built with (a sub-app may check them).
 * `ready(need)`: each sub-app chunk calls it with the names it reads, by module, and waits for the promise it
 * returns, if any. The host installs what the shell's first paint loads anyway and the rest of antd,
 * web-kit's resource pieces and TanStack Query the first time a chunk reads a name of it: a list page of the
 * sub-app then costs no more code than one of the shell.
 */
export type SharedRuntime = {
  modules: { [K in SharedModule]: Exposed<K> };
  versions: Record<string, string>;
  ready?: (need: Record<string, readonly string[]>) => Promise<void> | undefined;
};
