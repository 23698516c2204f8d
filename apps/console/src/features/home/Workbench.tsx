import { workbenchApi } from '@console/contract/api/workbench';
import { createCall } from '@console/web-kit';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api.ts';

const call = createCall(api);
const SalesLine = lazy(() => import('./SalesLine.tsx').then((m) => ({ default: m.SalesLine })));

/**
 * A signed-in user's to-dos (issue 30): one call, each card a count within their scope that opens its list
 * already filtered; with the report key, the last 30 days of sales. The server leaves out what they may not see.
 */
export function Workbench() {
  const navigate = useNavigate();
  const { data, isLoading } = useQuery({
    queryKey: ['workbench'],
    queryFn: async () => (await call(workbenchApi.summary, {}, { silent: true })).data,
    refetchInterval: 60_000,
  });
  if (isLoading) return <Skeleton active />;
  if (!data || (data.cards.length === 0 && !data.sales)) return null;
  return (
    <>
      {data.cards.length > 0 && (
        <Card title="我的待办" variant="borderless" className="home-card">
          <div className="home-todos">
            {data.cards.map((c) => (
              <button key={c.key} type="button" className="home-todo" onClick={() => navigate(c.url)} data-card={c.key}>
                <Statistic title={c.label} value={c.count} />
              </button>
            ))}
          </div>
        </Card>
      )}
      {data.sales && (
        <Row>
          <Col span={24}>
            <Card title="近30天销售额" variant="borderless" className="home-card">
              <Suspense fallback={<Skeleton active />}>
                <SalesLine points={data.sales} />
              </Suspense>
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}
