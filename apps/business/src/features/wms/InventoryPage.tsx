import { STATUS_OPTIONS } from '@console/contract/api/resource';
import { SHORT_STOCK_THRESHOLD, wmsInventoryApi } from '@console/contract/api/wms';
import { type InventoryRow, inventoryAdjust } from '@console/contract/wms';
import { declaredColumns, ExportButton, ModalForm, Permission, ResourceTable, useApi, usePermissions } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Tag, Typography } from 'antd';
import { useState } from 'react';
import { AREA, isShort, useCall, warehouseSearch } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { skuFields } from '@console/contract/api/products-resources';
import { STOCK_REPORT_LABELS } from '@console/contract/api/report';

const adjustForm = inventoryAdjust.omit({ id: true });

/** Inventory (库存管理): on hand, locked, available per warehouse × SKU; short rows stand out; stocktake adjust. */
export default function InventoryPage() {
  const call = useCall();
  const client = useApi();
  const { has } = usePermissions();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [adjusting, setAdjusting] = useState<InventoryRow | null>(null);
  return (
    <>
      <ResourceTable<InventoryRow & Record<string, unknown>>
        area={AREA}
        api={wmsInventoryApi}
        label="库存"
        search={[
          warehouseSearch,
          { name: 'skuCode', label: COMMON_LABELS.skuCode },
          { name: 'skuName', label: COMMON_LABELS.skuName },
          { name: 'status', label: COMMON_LABELS.status, kind: 'select', options: STATUS_OPTIONS.map((o) => ({ ...o })) },
          {
            name: 'onlyShort',
            label: '库存预警',
            kind: 'select',
            options: [{ value: 'true', label: `仅看缺货（可用 < ${SHORT_STOCK_THRESHOLD}）` }],
          },
          {
            name: 'lowStock',
            label: '低库存',
            kind: 'select',
            options: [{ value: 'true', label: `可用低于${skuFields.lowStockThreshold.label}` }],
          },
        ]}
        linkFilters={['lowStock']}
        columns={[
          { title: COMMON_LABELS.warehouse, dataIndex: 'warehouseName', width: 140 },
          { title: COMMON_LABELS.skuCode, dataIndex: 'skuCode', width: 120 },
          { title: COMMON_LABELS.skuName, dataIndex: 'skuName', width: 240 },
          { title: STOCK_REPORT_LABELS.onHand, dataIndex: 'onHand', width: 90, align: 'right' },
          { title: STOCK_REPORT_LABELS.locked, dataIndex: 'locked', width: 90, align: 'right' },
          {
            title: STOCK_REPORT_LABELS.available,
            dataIndex: 'available',
            width: 110,
            align: 'right',
            render: (v: number) =>
              isShort(v) ? (
                <Tag color={v === 0 ? 'red' : 'orange'} data-short="true">
                  {v} 缺货
                </Tag>
              ) : (
                <Typography.Text>{v}</Typography.Text>
              ),
          },
          // The SKU's own threshold, as its declaration shows it (— when it has none).
          ...declaredColumns<InventoryRow & Record<string, unknown>>({ fields: { lowStockThreshold: skuFields.lowStockThreshold } }),
          { title: COMMON_LABELS.updateTime, dataIndex: 'updateTime', width: 170 },
        ]}
        rowActions={(row) => (
          <Permission k="wmsInventory.adjust">
            <Button type="link" size="small" onClick={() => setAdjusting(row)}>
              盘点调整
            </Button>
          </Permission>
        )}
        toolbar={(filters) => <ExportButton client={client} resource="wmsInventory" query={filters} allowed={has('wmsInventory.export')} />}
        scrollX={1300}
      />
      <ModalForm
        open={adjusting !== null}
        title={adjusting ? `盘点调整：${adjusting.skuName || adjusting.skuCode}（在库 ${adjusting.onHand}，锁定 ${adjusting.locked}）` : ''}
        schema={adjustForm}
        fields={[
          { name: 'delta', label: '调整数量（正数盘盈，负数盘亏）', kind: 'number' },
          { name: 'reason', label: '调整原因', kind: 'textarea' },
        ]}
        onClose={() => setAdjusting(null)}
        onSubmit={async (values) => {
          const reply = await call(wmsInventoryApi.adjust, { ...(values as { delta: number; reason: string }), id: adjusting!.id });
          message.success(`${reply.message}：在库 ${reply.data.onHand}，可用 ${reply.data.available}`);
          await qc.invalidateQueries({ queryKey: [AREA] });
        }}
      />
    </>
  );
}
