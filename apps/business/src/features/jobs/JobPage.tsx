import { JOB_MACHINE, JOB_RESULT_LABELS, JOB_STATUS_OPTIONS, jobsApi } from '@console/contract/api/jobs';
import type { JobRow } from '@console/contract/jobs';
import { Permission, RecordTable, useCall, useMachineActions, usePermissions } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { JobFormModal } from './JobFormModal.tsx';
import { JobLogsDrawer } from './JobLogsDrawer.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';

/** 任务调度: jobs on cron with a handler from the code's registry; run now, pause, resume, logs. */
export default function JobPage() {
  const call = useCall();
  const qc = useQueryClient();
  const { has } = usePermissions();
  const allowed = useMachineActions(JOB_MACHINE);
  const { message } = App.useApp();
  const [editing, setEditing] = useState<{ open: boolean; row: JobRow | null }>({ open: false, row: null });
  const [logsOf, setLogsOf] = useState<JobRow | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: ['jobs'] });
  const act = async (e: typeof jobsApi.pause | typeof jobsApi.resume | typeof jobsApi.run | typeof jobsApi.remove, id: number) => {
    message.success((await call(e, { id })).message);
    await refresh();
  };
  const link = (text: string, onClick: () => void) => (
    <Button type="link" size="small" onClick={onClick}>
      {text}
    </Button>
  );
  return (
    <>
      <RecordTable<JobRow>
        area="jobs"
        list={jobsApi.data}
        label="任务"
        searchName="job-search"
        scrollX={1300}
        actionsWidth={300}
        refetchInterval={5000}
        search={[{ name: 'status', label: COMMON_LABELS.status, kind: 'select', options: JOB_STATUS_OPTIONS }]}
        toolbar={
          <Permission k="scheduleJob.add">
            <Button onClick={() => setEditing({ open: true, row: null })}>新增任务</Button>
          </Permission>
        }
        columns={[
          { title: COMMON_LABELS.jobName, dataIndex: 'jobName', width: 160, search: true },
          { title: '处理器', dataIndex: 'handlerLabel', width: 160 },
          { title: 'Cron', dataIndex: 'cron', width: 130, render: (v: string) => <code>{v}</code> },
          {
            title: COMMON_LABELS.status,
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
          { title: COMMON_LABELS.remark, dataIndex: 'remark', ellipsis: true },
        ]}
        rowActions={(r) => (
          <>
            {has('scheduleJob.run') && link('立即执行', () => act(jobsApi.run, r.id))}
            {link('日志', () => setLogsOf(r))}
            {has('scheduleJob.edit') && link('编辑', () => setEditing({ open: true, row: r }))}
            {allowed('pause', r.status) && link('暂停', () => act(jobsApi.pause, r.id))}
            {allowed('resume', r.status) && link('恢复', () => act(jobsApi.resume, r.id))}
            <Permission k="scheduleJob.delete">
              <Popconfirm title={`确定删除任务“${r.jobName}”吗？`} onConfirm={() => act(jobsApi.remove, r.id)}>
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            </Permission>
          </>
        )}
      />
      <JobFormModal
        open={editing.open}
        editing={editing.row}
        onClose={(saved) => {
          setEditing({ open: false, row: null });
          if (saved) void refresh();
        }}
      />
      <JobLogsDrawer job={logsOf} onClose={() => setLogsOf(null)} />
    </>
  );
}
