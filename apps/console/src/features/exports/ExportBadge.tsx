import { DownloadOutlined } from '@ant-design/icons';
import { exportsApi } from '@console/contract/api/exports';
import { createCall, hasPermission } from '@console/web-kit';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api.ts';
import './export-badge.css';

const call = createCall(api);
// Drawn only while an export runs: not on the first paint of every console page (issue 31).
const Badge = lazy(() => import('antd/es/badge'));
// Shown on hover: its code (with rc-tooltip's placements and motion) loads when the pointer or the focus first comes.
const Tooltip = lazy(() => import('antd/es/tooltip'));

/** Header badge of the export center: how many exports are going, with their progress; opens 导出任务. */
export function ExportBadge() {
  const navigate = useNavigate();
  // Whether the pointer (or the focus) is on the badge: the tooltip, once loaded, opens if it still is.
  const [over, setOver] = useState<boolean | null>(null);
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
  // The button is never wrapped or replaced: the count and the tooltip come as its siblings once their code is
  // here, so a click or the focus that arrives while they load stays on the same element (issue 31's lazy parts).
  return (
    <span
      className="export-badge"
      onPointerEnter={() => setOver(true)}
      onPointerLeave={() => setOver(false)}
      onFocus={() => setOver(true)}
      onBlur={() => setOver(false)}
    >
      <Button type="text" icon={<DownloadOutlined />} aria-label="导出中心" onClick={() => navigate('/subapp/report/exports')} />
      {active.length > 0 && (
        <Suspense fallback={null}>
          <span className="export-badge-count">
            <Badge count={active.length} size="small" />
          </span>
        </Suspense>
      )}
      {over !== null && (
        <Suspense fallback={null}>
          <Tooltip open={over} title={<span style={{ whiteSpace: 'pre-line' }}>{title}</span>}>
            <span className="export-badge-anchor" aria-hidden />
          </Tooltip>
        </Suspense>
      )}
    </span>
  );
}
