import { WORDS } from '@console/contract/words';
import { EXPORT_STATUS_LABELS, exportsApi, exportTaskResource } from '@console/contract/api/exports';
import type { ExportStatus, ExportTaskRow } from '@console/contract/exports';
import { requestOf } from '@console/contract/endpoint';
import { declaredColumns, Permission, RecordTable, useApi, useCall } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Progress, Space, Tag } from 'antd';

const COLORS: Record<ExportStatus, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  expired: 'default',
};
const size = (n: number) => (n >= 1 << 20 ? `${(n / (1 << 20)).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);
const going = (r: ExportTaskRow) => r.status === 'queued' || r.status === 'running';

const columns = declaredColumns<ExportTaskRow>(exportTaskResource, {
  status: (s, r) => (
    <Space>
      <Tag color={COLORS[s as ExportStatus]}>{EXPORT_STATUS_LABELS[s as ExportStatus]}</Tag>
      {going(r) && <Progress percent={r.progress} size="small" style={{ width: 100 }} />}
    </Space>
  ),
  size: (n, r) => (r.status === 'done' ? size(n as number) : '—'),
});

/** 导出任务 (export center): the user's tasks with live progress; download, cancel, delete. */
export default function ExportCenterPage() {
  const call = useCall();
  const api = useApi();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const refresh = () => qc.invalidateQueries({ queryKey: ['exports'] });
  const cancel = async (row: ExportTaskRow) => {
    message.success((await call(exportsApi.cancel, { id: row.id })).message);
    await refresh();
  };
  return (
    <RecordTable<ExportTaskRow>
      area="exports"
      list={exportsApi.queryList}
      resource={exportTaskResource}
      label={exportTaskResource.label}
      title={exportTaskResource.label}
      extra={<Button onClick={refresh}>刷新</Button>}
      scrollX={1400}
      actionsWidth={140}
      // Live progress: poll while any task of the page is still going.
      refetchInterval={(rows) => (rows.some(going) ? 1500 : false)}
      columns={columns}
      rowActions={(r) => (
        <>
          {r.status === 'done' && (
            <Permission k="exportTask.download">
              <Button type="link" size="small" onClick={() => api.download(requestOf(exportsApi.download, { id: r.id }).url)}>
                下载
              </Button>
            </Permission>
          )}
          <Permission k="exportTask.delete">
            <Popconfirm title={going(r) ? '确定取消该导出任务吗？' : '确定删除该任务及文件吗？'} onConfirm={() => cancel(r)}>
              <Button type="link" size="small" danger>
                {going(r) ? WORDS.cancel : WORDS.delete}
              </Button>
            </Popconfirm>
          </Permission>
        </>
      )}
    />
  );
}
