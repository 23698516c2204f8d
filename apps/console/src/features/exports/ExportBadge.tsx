import { DownloadOutlined } from '@ant-design/icons';
import { exportsApi } from '@console/contract/api/exports';
import { createCall, hasPermission } from '@console/web-kit';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api.ts';

const call = createCall(api);

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
  return (
    <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{title}</span>}>
      <Badge count={active.length} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<DownloadOutlined />} aria-label="导出中心" onClick={() => navigate('/subapp/report/exports')} />
      </Badge>
    </Tooltip>
  );
}
