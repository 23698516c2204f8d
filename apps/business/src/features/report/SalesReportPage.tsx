import { SALES_DIMENSIONS, SALES_REPORT_LABELS as L } from '@console/contract/api/report';
import { yuan } from '@console/contract/money';
import { ExportButton, freshAfterPrefetch, useApi, useCall, usePermissions } from '@console/web-kit/resource';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button, Card, Descriptions, Segmented, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { EChart } from './EChart.tsx';
import { ymd } from './quick-ranges.ts';
import { ReportRange } from './ReportRange.tsx';
import { firstRange, salesQuery, WHOLE_PERIOD } from './sales-report-queries.ts';

type Dimension = (typeof SALES_DIMENSIONS)[number]['value'];
type Row = { key: string; name: string; orderCount: number; quantity: number; amount: number; refundAmount: number; netAmount: number };
type Report = { rows: Row[]; total: number; totals: Omit<Row, 'key' | 'name'> };
type Drill = { field: 'spCode' | 'provinceCode'; key: string; name: string };
const money = { align: 'right' as const, width: 140, render: (v: number) => yuan(v) };
const count = { align: 'right' as const, width: 100 };

/**
 * 销售报表 (issue 30): sales by day (a line) or by SP / province (bars), the totals of the caller's scope, quick
 * ranges; a click on an SP's or province's bar — or on its name in the table, for a keyboard or a screen
 * reader — drills down to the SKUs sold there, named in a breadcrumb whose first step goes back.
 */
export default function SalesReportPage() {
  const call = useCall();
  const client = useApi();
  const { has } = usePermissions();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(firstRange);
  const [dimension, setDimension] = useState<Dimension>('day');
  const [drill, setDrill] = useState<Drill | null>(null);
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const query = {
    dimension: drill ? ('sku' as const) : dimension,
    startDate: ymd(range[0]),
    endDate: ymd(range[1]),
    ...(drill ? { [drill.field]: drill.key } : {}),
  };
  const byDay = query.dimension === 'day';
  // The menu click may have fetched the first answer already (sales-report-queries.ts): the mount does not ask again.
  const report = useQuery({ ...salesQuery(call, query, byDay ? WHOLE_PERIOD : page), refetchOnMount: freshAfterPrefetch });
  const data = report.data?.data as Report | undefined;
  const rows = data?.rows ?? [];
  const option = useMemo(() => {
    const line = byDay;
    return {
      tooltip: { trigger: 'axis', valueFormatter: (v: number) => yuan(v) },
      // The plot stays where declared, whatever the labels' length: a bar's place follows from the grid alone.
      grid: { left: 80, right: 24, top: 24, bottom: line ? 32 : 64, outerBoundsMode: 'none' },
      xAxis: {
        type: 'category',
        data: rows.map((r) => r.name || r.key),
        axisLabel: line ? {} : { rotate: 30, width: 96, overflow: 'truncate' },
      },
      yAxis: { type: 'value', axisLabel: { formatter: (v: number) => `¥${Math.round(v / 100).toLocaleString()}` } },
      series: [{ name: L.amount, type: line ? 'line' : 'bar', data: rows.map((r) => r.amount), smooth: line }],
    };
  }, [rows, byDay]);
  const drillable = !drill && (dimension === 'sp' || dimension === 'province');
  const drillTo = (row: Row | undefined) => {
    if (!row || !drillable) return;
    setDrill({ field: dimension === 'sp' ? 'spCode' : 'provinceCode', key: row.key, name: row.name });
    setPage({ ...page, page: 1 });
  };
  const back = () => {
    setDrill(null);
    setPage({ ...page, page: 1 });
  };
  const dimensionLabel = SALES_DIMENSIONS.find((d) => d.value === dimension)?.label;
  const totals = data?.totals;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <ReportRange
            value={range}
            onChange={(v) => {
              setRange(v);
              setPage({ ...page, page: 1 });
            }}
          />
          <Segmented
            value={dimension}
            options={SALES_DIMENSIONS.map((d) => ({ value: d.value, label: d.label }))}
            onChange={(v) => {
              setDimension(v as Dimension);
              setDrill(null);
              setPage({ ...page, page: 1 });
            }}
          />
          <ExportButton client={client} resource="spDataReport" query={query} allowed={has('spDataReport.export')} />
        </Space>
      </Card>
      <Card size="small">
        <Descriptions
          size="small"
          column={5}
          items={[
            { key: 'o', label: L.orderCount, children: totals?.orderCount ?? 0 },
            { key: 'q', label: L.quantity, children: totals?.quantity ?? 0 },
            { key: 'a', label: L.amount, children: yuan(totals?.amount ?? 0) },
            { key: 'r', label: L.refundAmount, children: yuan(totals?.refundAmount ?? 0) },
            { key: 'n', label: L.netAmount, children: yuan(totals?.netAmount ?? 0) },
          ]}
        />
        {drill && (
          <Space className="sales-drill" style={{ marginTop: 12 }}>
            <Breadcrumb
              items={[{ title: <a onClick={back}>{dimensionLabel}</a> }, { title: `${drill.name || drill.key}（${drill.key}）的SKU明细` }]}
            />
            <Button size="small" onClick={back}>
              返回
            </Button>
          </Space>
        )}
        <EChart option={option} label={`${L.amount}图表`} onPick={(_, i) => drillTo(rows[i])} pending={report.isPending} />
        <Table<Row>
          size="small"
          rowKey="key"
          loading={report.isFetching}
          dataSource={rows}
          pagination={
            byDay
              ? { pageSize: 20, showSizeChanger: false }
              : {
                  current: page.page,
                  pageSize: page.pageSize,
                  total: data?.total ?? 0,
                  onChange: (p, s) => setPage({ page: p, pageSize: s }),
                }
          }
          columns={[
            { title: L.key, dataIndex: 'key', width: 140 },
            {
              title: L.name,
              dataIndex: 'name',
              render: (name: string, r) =>
                drillable ? (
                  <Button type="link" size="small" style={{ padding: 0 }} title="查看SKU明细" onClick={() => drillTo(r)}>
                    {name || r.key}
                  </Button>
                ) : (
                  name
                ),
            },
            { title: L.orderCount, dataIndex: 'orderCount', ...count },
            { title: L.quantity, dataIndex: 'quantity', ...count },
            { title: L.amount, dataIndex: 'amount', ...money },
            { title: L.refundAmount, dataIndex: 'refundAmount', ...money },
            { title: L.netAmount, dataIndex: 'netAmount', ...money },
          ]}
        />
      </Card>
    </Space>
  );
}
