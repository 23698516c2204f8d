import { createCache, StyleProvider } from '@ant-design/cssinjs';
import * as iconContext from '@ant-design/icons/es/components/Context';
import { SHARED_RUNTIME_GLOBAL, type SharedModule, type SharedRuntime } from '@console/contract/subapp';
import {
  createCall,
  createRequest,
  dataOr,
  FeedbackBridge,
  getMessage,
  getToken,
  hasPermission,
  isOkCode,
  listOrEmpty,
  RequestError,
  themeMotion,
} from '@console/web-kit';
import {
  ApiProvider,
  EXPORT_CENTER_HINT,
  ExportButton,
  FIRST_PAGE,
  ImportButton,
  inputKeys,
  listKey,
  Permission,
  PermissionProvider,
  paginationText,
  prefetchFirstList,
  preloadConfirm,
  REGION_KEYS,
  ResourceTable,
  SearchForm,
  useApi,
  useCall,
  useConfirm,
  usePermissions,
  useResourceAction,
  useResourceList,
} from '@console/web-kit/resource';
import { QueryClient, QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Badge,
  Button,
  Card,
  Checkbox,
  ConfigProvider,
  Dropdown,
  Empty,
  Form,
  Popconfirm,
  Popover,
  Radio,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  Tag,
  Tooltip,
  version,
} from 'antd';
import * as antdZhCN from 'antd/locale/zh_CN';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { MemoryRouter, useLocation, useNavigate, useRoutes } from 'react-router';

/**
 * What a sub-app list page reads at its first paint, all of it code the shell's own first paint has already
 * loaded (docs/sub-app-runtime.md): this chunk is the glue, a few hundred bytes. The modules below that are
 * partial here get the rest of their names from shared-runtime.ts (the whole list, a chunk of ~100 KiB with
 * what it imports) the first time a sub-app chunk reads a name they lack.
 */
const modules = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  antd: {
    App,
    Badge,
    Button,
    Card,
    Checkbox,
    ConfigProvider,
    Dropdown,
    Empty,
    Form,
    Popconfirm,
    Popover,
    Radio,
    Select,
    Space,
    Spin,
    Switch,
    Table,
    Tag,
    Tooltip,
    version,
  },
  'antd/locale/zh_CN': antdZhCN,
  '@ant-design/cssinjs': { createCache, StyleProvider },
  '@ant-design/icons/es/components/Context': iconContext,
  dayjs: {},
  'dayjs/locale/zh-cn': {},
  '@tanstack/react-query': { QueryClient, QueryClientProvider, useMutation, useQuery, useQueryClient },
  'react-router': { MemoryRouter, useLocation, useNavigate, useRoutes },
  '@console/web-kit': {
    createCall,
    createRequest,
    dataOr,
    FeedbackBridge,
    getMessage,
    getToken,
    hasPermission,
    isOkCode,
    listOrEmpty,
    RequestError,
    themeMotion,
  },
  '@console/web-kit/resource': {
    ApiProvider,
    EXPORT_CENTER_HINT,
    ExportButton,
    FIRST_PAGE,
    ImportButton,
    inputKeys,
    listKey,
    Permission,
    PermissionProvider,
    paginationText,
    prefetchFirstList,
    preloadConfirm,
    REGION_KEYS,
    ResourceTable,
    SearchForm,
    useApi,
    useCall,
    useConfirm,
    usePermissions,
    useResourceAction,
    useResourceList,
  },
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

const runtime = { modules, versions: { react: React.version, antd: version }, ready } as SharedRuntime;

/** Puts the shared modules where the sub-app's build reads them; idempotent. */
export function installSharedRuntime(): void {
  (globalThis as Record<string, unknown>)[SHARED_RUNTIME_GLOBAL] ??= runtime;
}
