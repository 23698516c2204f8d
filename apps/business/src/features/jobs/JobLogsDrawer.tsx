import { JOB_RESULT_LABELS, JOB_TRIGGER_LABELS, jobsApi } from '@console/contract/api/jobs';
import type { JobLogRow, JobRow } from '@console/contract/jobs';
import { RecordTable } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Tag } from 'antd';
import { COMMON_LABELS } from '@console/contract/common-fields';

const COLORS = { success: 'green', failed: 'red', timeout: 'orange' } as const;

/** The runs of one job, newest first; refreshes itself while the drawer is open. */
export function JobLogsDrawer({ job, onClose }: { job: JobRow | null; onClose: () => void }) {
  const qc = useQueryClient();
  return (
    <Drawer
      title={job ? `执行日志：${job.jobName}` : ''}
      size={860}
      open={!!job}
      onClose={onClose}
      destroyOnHidden
      extra={<Button onClick={() => qc.invalidateQueries({ queryKey: ['jobs', 'list', jobsApi.logs.path] })}>刷新</Button>}
    >
      {job && (
        <RecordTable<JobLogRow>
          area="jobs"
          list={jobsApi.logs}
          label="执行日志"
          filters={{ jobId: job.id }}
          bare
          scrollX={780}
          refetchInterval={2000}
          columns={[
            { title: COMMON_LABELS.startTime, dataIndex: 'startTime', width: 170 },
            { title: '触发', dataIndex: 'trigger', width: 70, render: (t: JobLogRow['trigger']) => JOB_TRIGGER_LABELS[t] },
            { title: COMMON_LABELS.operator, dataIndex: 'operator', width: 150 },
            { title: '第几次', dataIndex: 'attempt', width: 70 },
            { title: '耗时(ms)', dataIndex: 'durationMs', width: 90 },
            {
              title: COMMON_LABELS.result,
              dataIndex: 'result',
              width: 80,
              render: (r: JobLogRow['result']) => <Tag color={COLORS[r]}>{JOB_RESULT_LABELS[r]}</Tag>,
            },
            { title: '信息', dataIndex: 'message' },
          ]}
        />
      )}
    </Drawer>
  );
}
