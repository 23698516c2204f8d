import { EXPORT_STATUS_LABELS, exportsApi, reportFileResource } from '@console/contract/api/exports';
import type { ExportStatus, ExportTaskRow } from '@console/contract/exports';
import { requestOf } from '@console/contract/endpoint';
import { Permission, RecordTable, useApi, useCall } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Progress, Space, Tag } from 'antd';
import { COMMON_LABELS } from '@console/contract/common-fields';

const COLORS: Record<ExportStatus, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  expired: 'default',
};
const size = (n: number) => (n >= 1 << 20 ? `${(n / (1 << 20)).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);
const going = (r: ExportTaskRow) => r.status === 'queued' || r.status === 'running';

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
      label="导出任务"
      title="导出任务"
      extra={<Button onClick={refresh}>刷新</Button>}
      scrollX={1400}
      actionsWidth={140}
      // Live progress: poll while any task of the page is still going.
      refetchInterval={(rows) => (rows.some(going) ? 1500 : false)}
      columns={[
        { title: reportFileResource.fields.fileName.label, dataIndex: 'fileName' },
        { title: '列表', dataIndex: 'resourceLabel', width: 110 },
        {
          title: COMMON_LABELS.status,
          dataIndex: 'status',
          width: 200,
          render: (s: ExportStatus, r) => (
            <Space>
              <Tag color={COLORS[s]}>{EXPORT_STATUS_LABELS[s]}</Tag>
              {going(r) && <Progress percent={r.progress} size="small" style={{ width: 100 }} />}
            </Space>
          ),
        },
        { title: reportFileResource.fields.rows.label, dataIndex: 'rows', width: 90 },
        { title: '大小', dataIndex: 'size', width: 90, render: (n: number, r) => (r.status === 'done' ? size(n) : '—') },
        { title: COMMON_LABELS.createTime, dataIndex: 'createTime', width: 170 },
        { title: '完成时间', dataIndex: 'finishTime', width: 170 },
        { title: reportFileResource.fields.expireTime.label, dataIndex: 'expireTime', width: 170 },
        { title: COMMON_LABELS.note, dataIndex: 'message', width: 120 },
      ]}
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
                {going(r) ? '取消' : '删除'}
              </Button>
            </Popconfirm>
          </Permission>
        </>
      )}
    />
  );
}
