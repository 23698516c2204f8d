import { STOCK_REPORT_LABELS as L } from '@console/contract/api/report';
import { STOCK_TYPES } from '@console/contract/api/wms';
import { ExportButton, freshAfterPrefetch, useApi, useCall, usePermissions } from '@console/web-kit/resource';
import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Form, Input, Space, Table, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { memo, useMemo, useState } from 'react';
import { useAfterPaint } from './after-paint.ts';
import { EChart } from './EChart.tsx';
import { type Codes, FIRST_STOCK_PAGE, firstRange, flowQuery, NO_CODES, stockQuery as stockCall } from './inv-report-queries.ts';
import { ymd } from './quick-ranges.ts';
import { ReportRange } from './ReportRange.tsx';

type StockRow = { warehouseCode: string; skuCode: string; onHand: number; locked: number; available: number };
type FlowDay = { date: string; opening: number; inQty: number; outQty: number; types: Record<string, number>; closing: number };
const typeLabel = (v: string) => STOCK_TYPES.find((t) => t.value === v)?.label ?? v;
const num = { align: 'right' as const, width: 110 };
const NO_DAYS: FlowDay[] = [];
const NO_ROWS: StockRow[] = [];

// Module constants: a new columns array each render makes antd's table derive its columns and cells again.
const FLOW_COLUMNS: TableColumnsType<FlowDay> = [
  { title: L.date, dataIndex: 'date', width: 120 },
  { title: L.opening, dataIndex: 'opening', ...num },
  { title: L.inQty, dataIndex: 'inQty', ...num },
  { title: L.outQty, dataIndex: 'outQty', ...num },
  {
    title: '按类型',
    dataIndex: 'types',
    render: (t: Record<string, number>) =>
      Object.entries(t)
        .map(([k, v]) => `${typeLabel(k)} ${v > 0 ? '+' : ''}${v}`)
        .join('，') || '—',
  },
  { title: L.closing, dataIndex: 'closing', ...num },
];
const STOCK_COLUMNS: TableColumnsType<StockRow> = [
  { title: L.warehouseCode, dataIndex: 'warehouseCode' },
  { title: L.skuCode, dataIndex: 'skuCode' },
  { title: L.onHand, dataIndex: 'onHand', ...num },
  { title: L.locked, dataIndex: 'locked', ...num },
  { title: L.available, dataIndex: 'available', ...num },
];
const stockKey = (r: StockRow) => `${r.warehouseCode}|${r.skuCode}`;

/** The flow as the chart's option: derived once per answer (a new option redraws the whole chart). */
export function flowOption(days: FlowDay[]) {
  const types = [...new Set(days.flatMap((d) => Object.keys(d.types)))];
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: days.map((d) => d.date) },
    yAxis: { type: 'value' },
    series: [
      ...types.map((t) => ({ name: typeLabel(t), type: 'bar', stack: 'flow', data: days.map((d) => d.types[t] ?? 0) })),
      { name: L.closing, type: 'line', data: days.map((d) => d.closing) },
    ],
  };
}

/**
 * The filters, apart from the page: antd's Form.Item measures its element on every render (a forced layout),
 * so the filters must not render again each time an answer arrives.
 */
const CodesForm = memo(function CodesForm({ onSearch }: { onSearch: (codes: Codes) => void }) {
  return (
    <Form layout="inline" onFinish={(v: Partial<Codes>) => onSearch({ warehouseCode: v.warehouseCode ?? '', skuCode: v.skuCode ?? '' })}>
      <Form.Item name="warehouseCode" label={L.warehouseCode}>
        <Input allowClear placeholder="全部" />
      </Form.Item>
      <Form.Item name="skuCode" label={L.skuCode}>
        <Input allowClear placeholder="全部" />
      </Form.Item>
      <button type="submit" hidden />
    </Form>
  );
});

/** 库存报表 (issue 30): stock at a day's end, and the daily flow of a period as a stacked bar by ledger type. */
export default function InvReportPage() {
  const call = useCall();
  const client = useApi();
  const { has } = usePermissions();
  const [codes, setCodes] = useState(NO_CODES);
  const [date, setDate] = useState<Dayjs>(() => dayjs());
  const [page, setPage] = useState(FIRST_STOCK_PAGE);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(firstRange);
  const [picked, setPicked] = useState<string | null>(null);
  const stockQuery = { ...codes, date: ymd(date) };
  // The menu click may have fetched the first answers already (inv-report-queries.ts): the mount does not ask again.
  const stock = useQuery({ ...stockCall(call, { ...stockQuery, ...page }), refetchOnMount: freshAfterPrefetch });
  const flow = useQuery({
    ...flowQuery(call, { ...codes, startDate: ymd(range[0]), endDate: ymd(range[1]) }),
    refetchOnMount: freshAfterPrefetch,
  });
  const days = (flow.data?.data as { days: FlowDay[] } | undefined)?.days ?? NO_DAYS;
  const option = useMemo(() => flowOption(days), [days]);
  const shownDays = picked ? days.filter((d) => d.date === picked) : days;
  // The period's picker and the daily stock below the fold (its table and date picker) join a frame after the
  // flow's rows are painted: mounted with the first rows, the range picker's components held their paint back.
  const rowsPainted = useAfterPaint();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <CodesForm onSearch={setCodes} />
      </Card>
      <Card
        title="库存流水汇总"
        size="small"
        extra={
          rowsPainted && (
            <ReportRange
              value={range}
              onChange={(v) => {
                setRange(v);
                setPicked(null);
              }}
            />
          )
        }
      >
        <EChart option={option} onPick={setPicked} pending={flow.isPending} />
        <Table<FlowDay>
          size="small"
          rowKey="date"
          loading={flow.isFetching}
          dataSource={shownDays}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          title={picked ? () => `${picked} 的流水（点击柱形选中日期，点此查看全部）` : undefined}
          onHeaderRow={() => ({ onClick: () => setPicked(null) })}
          columns={FLOW_COLUMNS}
        />
      </Card>
      {rowsPainted && (
        <Card
          title="库存日报"
          size="small"
          extra={
            <Space>
              <DatePicker
                value={date}
                allowClear={false}
                onChange={(d) => {
                  if (!d) return;
                  setDate(d);
                  setPage({ ...page, page: 1 });
                }}
              />
              <ExportButton client={client} resource="invReport" query={stockQuery} allowed={has('invReport.export')} />
            </Space>
          }
        >
          <Table<StockRow>
            size="small"
            rowKey={stockKey}
            loading={stock.isFetching}
            dataSource={(stock.data?.data as StockRow[] | undefined) ?? NO_ROWS}
            pagination={{
              current: page.page,
              pageSize: page.pageSize,
              total: (stock.data as { total?: number } | undefined)?.total ?? 0,
              onChange: (p, s) => setPage({ page: p, pageSize: s }),
            }}
            columns={STOCK_COLUMNS}
          />
        </Card>
      )}
    </Space>
  );
}
