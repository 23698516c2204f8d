import { JOB_MACHINE, JOB_RESULT_LABELS, jobResource, jobsApi } from '@console/contract/api/jobs';
import type { JobRow } from '@console/contract/jobs';
import {
  declaredColumns,
  LinkAction,
  Permission,
  RecordTable,
  useCall,
  useMachineActions,
  usePermissions,
} from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { JobFormModal } from './JobFormModal.tsx';
import { JobLogsDrawer } from './JobLogsDrawer.tsx';

const columns = declaredColumns<JobRow>(jobResource, {
  cron: (v: string) => <code>{v}</code>,
  status: (s: number, r) => (
    <Space>
      <Tag color={s === 1 ? 'green' : 'default'}>{s === 1 ? '运行中' : '已暂停'}</Tag>
      {r.running && <Tag color="processing">执行中</Tag>}
    </Space>
  ),
  lastResult: (v: keyof typeof JOB_RESULT_LABELS | '') => (v ? JOB_RESULT_LABELS[v] : '—'),
});

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
  const link = (text: string, onClick: () => void) => <LinkAction onClick={onClick}>{text}</LinkAction>;
  return (
    <>
      <RecordTable<JobRow>
        resource={jobResource}
        searchName="job-search"
        scrollX={1300}
        actionsWidth={300}
        refetchInterval={5000}
        toolbar={
          <Permission k="scheduleJob.add">
            <Button onClick={() => setEditing({ open: true, row: null })}>新增任务</Button>
          </Permission>
        }
        columns={columns}
        rowActions={(r) => (
          <>
            {has('scheduleJob.run') && link('立即执行', () => act(jobsApi.run, r.id))}
            {link('日志', () => setLogsOf(r))}
            {has('scheduleJob.edit') && link('编辑', () => setEditing({ open: true, row: r }))}
            {allowed('pause', r.status) && link('暂停', () => act(jobsApi.pause, r.id))}
            {allowed('resume', r.status) && link('恢复', () => act(jobsApi.resume, r.id))}
            <Permission k="scheduleJob.delete">
              <LinkAction danger confirm={{ title: `确定删除任务“${r.jobName}”吗？`, onConfirm: () => act(jobsApi.remove, r.id) }}>
                删除
              </LinkAction>
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
