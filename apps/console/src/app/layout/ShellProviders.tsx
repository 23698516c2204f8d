import { ApiProvider, PermissionProvider } from '@console/web-kit/resource';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { api } from '../../shared/api.ts';
import { queryClient } from '../../shared/query-client.ts';

dayjs.locale('zh-cn');

/**
 * What every page inside the shell relies on: antd and dayjs in zh_CN, the React Query cache, the request
 * client and the signed-in user's permission keys (web-kit's lists and forms read both).
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
