import { EXPORT_STATUS_LABELS, type ExportStatus, type ExportTaskRow, exportsApi } from '@console/contract/exports';
import { requestOf } from '@console/contract/endpoint';
import { paginationText, Permission, useApi, useCall } from '@console/web-kit/resource';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Progress, Space, Table, Tag } from 'antd';
import { useState } from 'react';

const COLORS: Record<ExportStatus, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  expired: 'default',
};
const size = (n: number) => (n >= 1 << 20 ? `${(n / (1 << 20)).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

/** 导出任务 (export center): the user's tasks with live progress; download, cancel, delete. */
export default function ExportCenterPage() {
  const call = useCall();
  const api = useApi();
  const { message } = App.useApp();
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const list = useQuery({
    queryKey: ['exports', 'list', paging],
    queryFn: () => call(exportsApi.queryList, paging),
    placeholderData: keepPreviousData,
    // Live progress: poll while any task of the page is still going.
    refetchInterval: (q) => (q.state.data?.data.some((r) => r.status === 'queued' || r.status === 'running') ? 1500 : false),
  });
  const cancel = async (row: ExportTaskRow) => {
    const reply = await call(exportsApi.cancel, { id: row.id });
    message.success(reply.message);
    await list.refetch();
  };
  const download = (row: ExportTaskRow) => api.download(requestOf(exportsApi.download, { id: row.id }).url);
  return (
    <Card variant="borderless" title="导出任务" extra={<Button onClick={() => list.refetch()}>刷新</Button>}>
      <Table<ExportTaskRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching && !list.data}
        dataSource={list.data?.data ?? []}
        pagination={{
          ...paginationText,
          current: paging.page,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
        columns={[
          { title: '文件名', dataIndex: 'fileName' },
          { title: '列表', dataIndex: 'resourceLabel', width: 110 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 200,
            render: (s: ExportStatus, r) =>
              s === 'running' || s === 'queued' ? (
                <Space>
                  <Tag color={COLORS[s]}>{EXPORT_STATUS_LABELS[s]}</Tag>
                  <Progress percent={r.progress} size="small" style={{ width: 100 }} />
                </Space>
              ) : (
                <Tag color={COLORS[s]}>{EXPORT_STATUS_LABELS[s]}</Tag>
              ),
          },
          { title: '行数', dataIndex: 'rows', width: 90 },
          { title: '大小', dataIndex: 'size', width: 90, render: (n: number, r) => (r.status === 'done' ? size(n) : '—') },
          { title: '创建时间', dataIndex: 'createTime', width: 170 },
          { title: '完成时间', dataIndex: 'finishTime', width: 170 },
          { title: '过期时间', dataIndex: 'expireTime', width: 170 },
          { title: '说明', dataIndex: 'message', width: 120 },
          {
            title: '操作',
            key: 'op',
            width: 140,
            render: (_v, r) => (
              <Space>
                {r.status === 'done' && (
                  <Permission k="exportTask.download">
                    <Button type="link" size="small" onClick={() => download(r)}>
                      下载
                    </Button>
                  </Permission>
                )}
                <Permission k="exportTask.delete">
                  <Popconfirm
                    title={r.status === 'queued' || r.status === 'running' ? '确定取消该导出任务吗？' : '确定删除该任务及文件吗？'}
                    onConfirm={() => cancel(r)}
                  >
                    <Button type="link" size="small" danger>
                      {r.status === 'queued' || r.status === 'running' ? '取消' : '删除'}
                    </Button>
                  </Popconfirm>
                </Permission>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
