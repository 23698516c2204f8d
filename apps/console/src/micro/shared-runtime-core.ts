import { createCache, StyleProvider } from '@ant-design/cssinjs';
import * as iconContext from '@ant-design/icons/es/components/Context';
import * as resourceApi from '@console/contract/api/resource';
import * as commonFields from '@console/contract/common-fields';
import * as endpoint from '@console/contract/endpoint';
import { SHARED_RUNTIME_GLOBAL, type SharedModule, type SharedRuntime } from '@console/contract/subapp';
// The ES module build, the shell's own copy: 'antd/locale/zh_CN' is the CommonJS one (a second copy).
import * as antdZhCN from 'antd/es/locale/zh_CN';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as antd from './first-paint/antd.ts';
import * as query from './first-paint/query.ts';
import * as resource from './first-paint/resource.ts';
import * as router from './first-paint/router.ts';
import * as webKit from './first-paint/web-kit.ts';

/**
 * What a sub-app list page reads at its first paint, all of it code the shell's own first paint has already
 * loaded (docs/sub-app-runtime.md): this chunk is the glue, a few hundred bytes. The modules below that are
 * partial here get the rest of their names from shared-runtime.ts (the whole list, a chunk of ~100 KiB with
 * what it imports) the first time a sub-app chunk reads a name they lack. Each partial module's names are
 * listed once, in first-paint/: a re-export file read as a namespace keeps the build's tree-shaking to them.
 */
const modules = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  // Copies: the namespaces are sealed, and a partial module gets the rest of its names assigned later.
  antd: { ...antd },
  'antd/locale/zh_CN': antdZhCN,
  '@ant-design/cssinjs': { createCache, StyleProvider },
  '@ant-design/icons/es/components/Context': iconContext,
  dayjs: {},
  'dayjs/locale/zh-cn': {},
  '@tanstack/react-query': { ...query },
  'react-router': { ...router },
  '@console/web-kit': { ...webKit },
  '@console/web-kit/resource': { ...resource },
  '@console/contract/endpoint': endpoint,
  '@console/contract/api/resource': resourceApi,
  '@console/contract/common-fields': commonFields,
} as Record<SharedModule, Record<string, unknown>>;

/** Modules that hold only part of their names until the whole runtime has loaded. */
const partial = new Set<SharedModule>([
  'antd',
  'dayjs',
  'dayjs/locale/zh-cn',
  '@tanstack/react-query',
  '@console/web-kit',
  '@console/web-kit/resource',
]);
let whole: Promise<void> | undefined;

/** Undefined when every name `need` lists is in place; else the promise of the whole runtime in place. */
function ready(need: Record<string, readonly string[]>): Promise<void> | undefined {
  const lacking = Object.entries(need).some(
    ([id, names]) => partial.has(id as SharedModule) && names.some((n) => n === '*' || !(n in modules[id as SharedModule])),
  );
  if (!lacking) return undefined;
  whole ??= import('./shared-runtime.ts').then(
    ({ wholeModules }) => {
      for (const id of partial) Object.assign(modules[id], wholeModules[id]);
      partial.clear();
    },
    (error) => {
      whole = undefined;
      throw error;
    },
  );
  return whole;
}

const runtime = { modules, versions: { react: React.version, antd: antd.version }, ready } as SharedRuntime;

/** Puts the shared modules where the sub-app's build reads them; idempotent. */
export function installSharedRuntime(): void {
  (globalThis as Record<string, unknown>)[SHARED_RUNTIME_GLOBAL] ??= runtime;
}
