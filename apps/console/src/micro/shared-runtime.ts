import { createCache, StyleProvider } from '@ant-design/cssinjs';
import * as iconContext from '@ant-design/icons/es/components/Context';
import {
  beginLoading,
  clearSession,
  createCall,
  createRequest,
  dataOr,
  endLoading,
  FeedbackBridge,
  fileNameOf,
  getMenus,
  getMessage,
  getPermissionKeys,
  getSessionUser,
  getToken,
  hasPermission,
  isLoading,
  isOkCode,
  listOrEmpty,
  LOADING_HIDE_DELAY_MS,
  LoadingBar,
  NETWORK_ERROR,
  REQUEST_TIMEOUT_MS,
  RequestError,
  saveSession,
  SESSION_ENDED_CODE,
  SESSION_EXIT_DELAY_MS,
  SESSION_EXIT_NOTICE,
  SESSION_KEYS,
  subscribeLoading,
  TIMEOUT_ERROR,
  toQueryString,
  themeMotion,
  useLoading,
  zodRule,
} from '@console/web-kit';
import {
  ApiProvider,
  CheckTree,
  EXPORT_CENTER_HINT,
  ExportButton,
  FIRST_PAGE,
  fromForm,
  randomSecret,
  ImportButton,
  inputKeys,
  listKey,
  ModalForm,
  cellOf,
  declaredColumns,
  stateTag,
  useMachineActions,
  paginationText,
  Permission,
  PermissionProvider,
  prefetchFirstList,
  preloadSideTree,
  preloadConfirm,
  REGION_KEYS,
  useConfirm,
  ResourceTable,
  SearchForm,
  toForm,
  treeOptions,
  useApi,
  useCall,
  useOptions,
  usePermissions,
  useResourceAction,
  useResourceList,
} from '@console/web-kit/resource';
import { SHARED_RUNTIME_GLOBAL, type SharedRuntime } from '@console/contract/subapp';
import { antdModule, reactQueryModule } from './shared-packages.ts';
import * as antdZhCN from 'antd/locale/zh_CN';
import * as dayjs from 'dayjs';
import * as dayjsZhCN from 'dayjs/locale/zh-cn';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { MemoryRouter, useLocation, useNavigate, useRoutes } from 'react-router';

/**
 * The shell's copies of the modules the sub-app shares (docs/sub-app-runtime.md). A chunk of its own, loaded
 * only when a sub-app page first opens: it holds the parts of antd and web-kit the shell's pages do not use,
 * and the rest comes from the chunks the shell already loaded (one React, one antd, one query cache library).
 */
/** Exactly the module's exports: none missing, none extra (see shared-packages.ts). */
type Whole<M> = { [K in keyof M]: M[K] };

const webKit = {
  REQUEST_TIMEOUT_MS,
  SESSION_ENDED_CODE,
  SESSION_EXIT_DELAY_MS,
  NETWORK_ERROR,
  TIMEOUT_ERROR,
  SESSION_EXIT_NOTICE,
  RequestError,
  fileNameOf,
  isOkCode,
  toQueryString,
  createRequest,
  createCall,
  SESSION_KEYS,
  saveSession,
  getToken,
  getSessionUser,
  getMenus,
  getPermissionKeys,
  hasPermission,
  clearSession,
  LOADING_HIDE_DELAY_MS,
  beginLoading,
  endLoading,
  isLoading,
  subscribeLoading,
  useLoading,
  listOrEmpty,
  dataOr,
  FeedbackBridge,
  getMessage,
  LoadingBar,
  zodRule,
  themeMotion,
} satisfies Whole<typeof import('@console/web-kit')>;
const webKitResource = {
  ApiProvider,
  useApi,
  useCall,
  preloadConfirm,
  useConfirm,
  useOptions,
  ImportButton,
  EXPORT_CENTER_HINT,
  ExportButton,
  fromForm,
  randomSecret,
  REGION_KEYS,
  toForm,
  ModalForm,
  cellOf,
  declaredColumns,
  stateTag,
  useMachineActions,
  Permission,
  PermissionProvider,
  usePermissions,
  FIRST_PAGE,
  inputKeys,
  listKey,
  prefetchFirstList,
  useResourceAction,
  useResourceList,
  paginationText,
  ResourceTable,
  CheckTree,
  preloadSideTree,
  treeOptions,
  SearchForm,
} satisfies Whole<typeof import('@console/web-kit/resource')>;

const runtime: SharedRuntime = {
  modules: {
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
    '@console/web-kit': webKit,
    '@console/web-kit/resource': webKitResource,
  },
  versions: { react: React.version, antd: antdModule.version },
};

/** Puts the shared modules where the sub-app's build reads them; idempotent. */
export function installSharedRuntime(): void {
  (globalThis as Record<string, unknown>)[SHARED_RUNTIME_GLOBAL] ??= runtime;
}
