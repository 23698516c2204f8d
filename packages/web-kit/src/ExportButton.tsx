import { exportsApi } from '@console/contract/api/exports';
import { Button } from 'antd';
import { useState } from 'react';
import { createCall } from './call.ts';
import { getMessage } from './feedback.tsx';
import type { RequestClient } from './request.ts';

/** Where the user finds the file (the export center's menu path). */
export const EXPORT_CENTER_HINT = '导出任务已创建，请到「报表与导出 → 导出任务」查看进度并下载';

export type ExportButtonProps = {
  client: RequestClient;
  /** The list's page name from the menu tree ('userManagement'); the server checks `<resource>.export`. */
  resource: string;
  /** The filters the list shows now (paging is ignored). */
  query: Record<string, unknown>;
  /** Whether the user holds `<resource>.export`; without it nothing is rendered. */
  allowed: boolean;
};

/** 导出: starts an export task of the list as filtered and says where to find it. */
export function ExportButton({ client, resource, query, allowed }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;
  const start = async () => {
    setBusy(true);
    try {
      const clean = Object.fromEntries(
        Object.entries(query).filter(([k, v]) => v !== undefined && v !== '' && k !== 'page' && k !== 'pageSize' && k !== 'pageNum'),
      );
      await createCall(client)(exportsApi.create, { resource, query: clean });
      getMessage().success(EXPORT_CENTER_HINT, 5);
    } catch {
      // the request client has shown the server's message (e.g. two exports already running)
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button loading={busy} onClick={start}>
      导出
    </Button>
  );
}
