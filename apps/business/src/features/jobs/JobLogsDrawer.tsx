import { JOB_RESULT_LABELS, JOB_TRIGGER_LABELS, type JobLogRow, jobsApi, type JobRow } from '@console/contract/jobs';
import { paginationText, useCall } from '@console/web-kit/resource';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Drawer, Table, Tag } from 'antd';
import { useState } from 'react';

const COLORS = { success: 'green', failed: 'red', timeout: 'orange' } as const;

/** The runs of one job, newest first; refreshes itself while the drawer is open. */
export function JobLogsDrawer({ job, onClose }: { job: JobRow | null; onClose: () => void }) {
  const call = useCall();
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const logs = useQuery({
    queryKey: ['jobs', 'logs', job?.id, paging],
    queryFn: () => call(jobsApi.logs, { jobId: job!.id, ...paging }),
    enabled: !!job,
    placeholderData: keepPreviousData,
    refetchInterval: 2000,
  });
  return (
    <Drawer
      title={job ? `执行日志：${job.jobName}` : ''}
      size={860}
      open={!!job}
      onClose={onClose}
      destroyOnHidden
      extra={<Button onClick={() => logs.refetch()}>刷新</Button>}
    >
      <Table<JobLogRow>
        rowKey="id"
        size="small"
        dataSource={logs.data?.data ?? []}
        pagination={{
          ...paginationText,
          current: paging.page,
          pageSize: paging.pageSize,
          total: logs.data?.total ?? 0,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
        columns={[
          { title: '开始时间', dataIndex: 'startTime', width: 170 },
          { title: '触发', dataIndex: 'trigger', width: 70, render: (t: JobLogRow['trigger']) => JOB_TRIGGER_LABELS[t] },
          { title: '操作人', dataIndex: 'operator', width: 150 },
          { title: '第几次', dataIndex: 'attempt', width: 70 },
          { title: '耗时(ms)', dataIndex: 'durationMs', width: 90 },
          {
            title: '结果',
            dataIndex: 'result',
            width: 80,
            render: (r: JobLogRow['result']) => <Tag color={COLORS[r]}>{JOB_RESULT_LABELS[r]}</Tag>,
          },
          { title: '信息', dataIndex: 'message' },
        ]}
      />
    </Drawer>
  );
}
