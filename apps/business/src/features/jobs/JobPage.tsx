import { JOB_RESULT_LABELS, JOB_STATUS_OPTIONS, jobsApi, type JobRow } from '@console/contract/jobs';
import { paginationText, Permission, usePermissions, useCall } from '@console/web-kit/resource';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { JobFormModal } from './JobFormModal.tsx';
import { JobLogsDrawer } from './JobLogsDrawer.tsx';

/** 任务调度: jobs on cron with a handler from the code's registry; run now, pause, resume, logs. */
export default function JobPage() {
  const call = useCall();
  const { has } = usePermissions();
  const { message } = App.useApp();
  const [params, setParams] = useState<Record<string, unknown>>({ page: 1, pageSize: 10 });
  const [editing, setEditing] = useState<{ open: boolean; row: JobRow | null }>({ open: false, row: null });
  const [logsOf, setLogsOf] = useState<JobRow | null>(null);
  const list = useQuery({
    queryKey: ['jobs', 'list', params],
    queryFn: () => call(jobsApi.data, params),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
  const act = async (e: typeof jobsApi.pause | typeof jobsApi.resume | typeof jobsApi.run | typeof jobsApi.remove, id: number) => {
    message.success((await call(e, { id })).message);
    await list.refetch();
  };
  return (
    <Card variant="borderless">
      <Form
        layout="inline"
        name="job-search"
        style={{ marginBottom: 16 }}
        onFinish={(v) => setParams({ ...v, page: 1, pageSize: params.pageSize })}
      >
        <Form.Item name="jobName" label="任务名称">
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select allowClear style={{ width: 120 }} options={JOB_STATUS_OPTIONS.map((o) => ({ ...o }))} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Permission k="scheduleJob.add">
              <Button onClick={() => setEditing({ open: true, row: null })}>新增任务</Button>
            </Permission>
          </Space>
        </Form.Item>
      </Form>
      <Table<JobRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching && !list.data}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 1300 }}
        pagination={{
          ...paginationText,
          current: params.page as number,
          pageSize: params.pageSize as number,
          total: list.data?.total ?? 0,
          onChange: (page, pageSize) => setParams((p) => ({ ...p, page, pageSize })),
        }}
        columns={[
          { title: '任务名称', dataIndex: 'jobName', width: 160 },
          { title: '处理器', dataIndex: 'handlerLabel', width: 160 },
          { title: 'Cron', dataIndex: 'cron', width: 130, render: (v: string) => <code>{v}</code> },
          {
            title: '状态',
            dataIndex: 'status',
            width: 110,
            render: (s: number, r) => (
              <Space>
                <Tag color={s === 1 ? 'green' : 'default'}>{s === 1 ? '运行中' : '已暂停'}</Tag>
                {r.running && <Tag color="processing">执行中</Tag>}
              </Space>
            ),
          },
          { title: '下次执行', dataIndex: 'nextRunTime', width: 170 },
          { title: '上次执行', dataIndex: 'lastRunTime', width: 170 },
          {
            title: '上次结果',
            dataIndex: 'lastResult',
            width: 90,
            render: (v: keyof typeof JOB_RESULT_LABELS | '') => (v ? JOB_RESULT_LABELS[v] : '—'),
          },
          { title: '备注', dataIndex: 'remark', ellipsis: true },
          {
            title: '操作',
            key: 'op',
            fixed: 'right',
            width: 300,
            render: (_v, r) => (
              <Space size={0} wrap>
                <Permission k="scheduleJob.run">
                  <Button type="link" size="small" onClick={() => act(jobsApi.run, r.id)}>
                    立即执行
                  </Button>
                </Permission>
                <Button type="link" size="small" onClick={() => setLogsOf(r)}>
                  日志
                </Button>
                {has('scheduleJob.edit') && (
                  <Button type="link" size="small" onClick={() => setEditing({ open: true, row: r })}>
                    编辑
                  </Button>
                )}
                {r.status === 1 ? (
                  <Permission k="scheduleJob.pause">
                    <Button type="link" size="small" onClick={() => act(jobsApi.pause, r.id)}>
                      暂停
                    </Button>
                  </Permission>
                ) : (
                  <Permission k="scheduleJob.resume">
                    <Button type="link" size="small" onClick={() => act(jobsApi.resume, r.id)}>
                      恢复
                    </Button>
                  </Permission>
                )}
                <Permission k="scheduleJob.delete">
                  <Popconfirm title={`确定删除任务“${r.jobName}”吗？`} onConfirm={() => act(jobsApi.remove, r.id)}>
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </Permission>
              </Space>
            ),
          },
        ]}
      />
      <JobFormModal
        open={editing.open}
        editing={editing.row}
        onClose={(saved) => {
          setEditing({ open: false, row: null });
          if (saved) void list.refetch();
        }}
      />
      <JobLogsDrawer job={logsOf} onClose={() => setLogsOf(null)} />
    </Card>
  );
}
