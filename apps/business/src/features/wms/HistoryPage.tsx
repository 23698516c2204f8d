import { HISTORY_LABELS, wmsHistoryApi } from '@console/contract/api/wms';
import type { HistoryRow } from '@console/contract/wms';
import { ExportButton, ResourceTable, useApi, usePermissions } from '@console/web-kit/resource';
import { Typography } from 'antd';
import { AREA, sourceTypeText, stockTypeOptions, stockTypeText, warehouseSearch } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

const delta = (v: number) => (
  <Typography.Text type={v > 0 ? 'success' : v < 0 ? 'danger' : 'secondary'}>{v > 0 ? `+${v}` : v}</Typography.Text>
);

/** The stock ledger (库存流水), newest first: every quantity change with its document and operator. */
export default function HistoryPage() {
  const client = useApi();
  const { has } = usePermissions();
  return (
    <ResourceTable<HistoryRow & Record<string, unknown>>
      area={AREA}
      api={wmsHistoryApi}
      label="流水"
      statusToggle={false}
      search={[
        warehouseSearch,
        { name: 'skuCode', label: COMMON_LABELS.skuCode },
        { name: 'type', label: COMMON_LABELS.type, kind: 'select', options: stockTypeOptions },
        { name: 'sourceNo', label: HISTORY_LABELS.sourceNo },
        { name: 'startTime', label: COMMON_LABELS.startDate },
        { name: 'endTime', label: COMMON_LABELS.endDate },
      ]}
      columns={[
        { title: COMMON_LABELS.time, dataIndex: 'createTime', width: 170 },
        { title: COMMON_LABELS.warehouse, dataIndex: 'warehouseCode', width: 110 },
        { title: COMMON_LABELS.skuCode, dataIndex: 'skuCode', width: 120 },
        { title: COMMON_LABELS.skuName, dataIndex: 'skuName', width: 220 },
        { title: COMMON_LABELS.type, dataIndex: 'type', width: 100, render: stockTypeText },
        { title: HISTORY_LABELS.onHandDelta, dataIndex: 'onHandDelta', width: 90, align: 'right', render: delta },
        { title: HISTORY_LABELS.lockedDelta, dataIndex: 'lockedDelta', width: 90, align: 'right', render: delta },
        { title: HISTORY_LABELS.onHandAfter, dataIndex: 'onHandAfter', width: 100, align: 'right' },
        { title: HISTORY_LABELS.lockedAfter, dataIndex: 'lockedAfter', width: 100, align: 'right' },
        { title: HISTORY_LABELS.sourceType, dataIndex: 'sourceType', width: 90, render: sourceTypeText },
        { title: HISTORY_LABELS.sourceNo, dataIndex: 'sourceNo', width: 170 },
        { title: COMMON_LABELS.reason, dataIndex: 'reason', width: 180 },
        { title: COMMON_LABELS.operator, dataIndex: 'operator', width: 140 },
      ]}
      toolbar={(filters) => <ExportButton client={client} resource="wmsHistory" query={filters} allowed={has('wmsHistory.export')} />}
      scrollX={1700}
    />
  );
}
