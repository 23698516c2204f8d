import { ApiProvider, PermissionProvider } from '@console/web-kit/resource';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
// The ES module build: 'antd/locale/zh_CN' is the CommonJS one (its wrappers and a second copy of helpers).
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { api } from '../../shared/api.ts';
import { queryClient } from '../../shared/query-client.ts';

/**
 * What every page inside the shell relies on: antd in zh_CN (dayjs turns zh-cn with the first date shown or
 * picked: web-kit's dayjs-zh.ts), the React Query cache, the request client and the signed-in user's
 * permission keys (web-kit's lists and forms read both).
 */
export function ShellProviders({ keys, children }: { keys: Iterable<string>; children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          <PermissionProvider keys={keys}>{children}</PermissionProvider>
        </ApiProvider>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
