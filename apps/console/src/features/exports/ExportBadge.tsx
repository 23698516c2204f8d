import { DownloadOutlined } from '@ant-design/icons';
import { exportsApi } from '@console/contract/api/exports';
import { createCall, hasPermission } from '@console/web-kit';
import { useQuery } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api.ts';

const call = createCall(api);
// Drawn only while an export runs: not on the first paint of every console page (issue 31).
const Badge = lazy(() => import('antd/es/badge'));

/** Header badge of the export center: how many exports are going, with their progress; opens 导出任务. */
export function ExportBadge() {
  const navigate = useNavigate();
  const allowed = hasPermission('exportTask.query');
  const { data } = useQuery({
    queryKey: ['exports', 'badge'],
    queryFn: async () => (await call(exportsApi.queryList, { page: 1, pageSize: 10 }, { silent: true })).data,
    enabled: allowed,
    // Live while something runs; a slow heartbeat otherwise (a task started on a list page shows up).
    refetchInterval: (q) => (q.state.data?.some((t) => t.status === 'queued' || t.status === 'running') ? 2000 : 15_000),
  });
  if (!allowed) return null;
  const active = (data ?? []).filter((t) => t.status === 'queued' || t.status === 'running');
  const title = active.length ? active.map((t) => `${t.fileName}：${t.progress}%`).join('\n') : '导出中心';
  const button = (
    <Button type="text" icon={<DownloadOutlined />} aria-label="导出中心" onClick={() => navigate('/subapp/report/exports')} />
  );
  return (
    <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{title}</span>}>
      <span>
        {active.length ? (
          <Suspense fallback={button}>
            <Badge count={active.length} size="small" offset={[-4, 4]}>
              {button}
            </Badge>
          </Suspense>
        ) : (
          button
        )}
      </span>
    </Tooltip>
  );
}
