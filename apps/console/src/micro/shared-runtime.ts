import * as resourceApi from '@console/contract/api/resource';
import * as commonFields from '@console/contract/common-fields';
import * as endpoint from '@console/contract/endpoint';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import * as iconContext from '@ant-design/icons/es/components/Context';
import type { SharedRuntime } from '@console/contract/subapp';
import * as antd from './whole/antd.ts';
import * as query from './whole/query.ts';
import * as resource from './whole/resource.ts';
import * as webKit from './whole/web-kit.ts';
// The ES module build, the shell's own copy: 'antd/locale/zh_CN' is the CommonJS one (a second copy).
import * as antdZhCN from 'antd/es/locale/zh_CN';
import * as dayjs from 'dayjs';
import * as dayjsZhCN from 'dayjs/locale/zh-cn';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { MemoryRouter, useLocation, useNavigate, useRoutes } from 'react-router';

/**
 * The shell's copies of the modules the sub-app shares, whole (docs/sub-app-runtime.md). A chunk of its own,
 * loaded only when a sub-app chunk first reads a name that shared-runtime-core.ts (what a list page's first
 * paint reads) does not hold: it brings the parts of antd and web-kit the shell's pages do not use, and the
 * rest comes from the chunks the shell already loaded (one React, one antd, one query cache library).
 */
// Each package's names are listed once, in whole/: a re-export file read as a namespace keeps the build's
// tree-shaking to them, where `import * as antd from 'antd'` would make the package index a module of the shell
// and load every component with the first page that imports anything from antd. Typed as `Whole<…>`, a module
// fails the typecheck when an upgrade adds an export the list lacks (and the re-export when one is dropped).
/** Exactly the module's exports: none missing. */
type Whole<M> = { [K in keyof M]: M[K] };

const antdModule: Whole<typeof import('antd')> = antd;
const reactQueryModule: Whole<typeof import('@tanstack/react-query')> = query;
const webKitModule: Whole<typeof import('@console/web-kit')> = webKit;
const webKitResource: Whole<typeof import('@console/web-kit/resource')> = resource;

// The sub-app's dates are Chinese; the shell sets the locale only when it first shows a date (dayjs-zh.ts).
dayjs.default.locale('zh-cn');

/** Every shared module whole: loaded the first time a sub-app chunk reads a name the first paint did not need. */
export const wholeModules: SharedRuntime['modules'] = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  antd: antdModule,
  'antd/locale/zh_CN': antdZhCN,
  '@ant-design/cssinjs': { createCache, StyleProvider },
  '@ant-design/icons/es/components/Context': iconContext,
  dayjs,
  'dayjs/locale/zh-cn': dayjsZhCN,
  '@tanstack/react-query': reactQueryModule,
  'react-router': { MemoryRouter, useLocation, useNavigate, useRoutes },
  '@console/web-kit': webKitModule,
  '@console/web-kit/resource': webKitResource,
  '@console/contract/endpoint': endpoint,
  '@console/contract/api/resource': resourceApi,
  '@console/contract/common-fields': commonFields,
};
