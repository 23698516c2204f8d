import { DELIVERY_MACHINE, DELIVERY_STATUS, wmsDeliverApi } from '@console/contract/api/wms-docs';
import type { DeliverRow, deliverDetail } from '@console/contract/wms-docs';
import type { z } from 'zod';
import {
  ModalForm,
  Permission,
  ResourceTable,
  stateTag,
  useMachineActions,
  usePermissions,
  DocDrawer,
  CONFIRM_WORDS,
} from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { AREA, statusOf, useCall, useWarehouseOptions, warehouseSearch } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

const statusText = statusOf(DELIVERY_STATUS);
const api = wmsDeliverApi;
type Detail = z.infer<typeof deliverDetail>;

/** Deliveries (发货单): made from an approved order (one per warehouse of its split); shipping takes the stock out. */
export default function DeliverPage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const { has } = usePermissions();
  const allowed = useMachineActions(DELIVERY_MACHINE);
  const warehouses = useWarehouseOptions();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<Detail | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: [AREA] });
  return (
    <>
      <ResourceTable<DeliverRow & Record<string, unknown>>
        area={AREA}
        api={{ queryList: api.queryList }}
        label="发货单"
        statusToggle={false}
        toolbar={
          <Permission k="wmsDeliver.add">
            <Button type="primary" onClick={() => setCreating(true)}>
              按订单生成发货单
            </Button>
          </Permission>
        }
        search={[
          { name: 'deliverNo', label: '发货单号' },
          { name: 'orderNo', label: COMMON_LABELS.orderNo },
          warehouseSearch(warehouses),
          { name: 'status', label: COMMON_LABELS.status, kind: 'select', options: DELIVERY_STATUS.map((s) => ({ ...s })) },
        ]}
        columns={[
          { title: '发货单号', dataIndex: 'deliverNo', width: 170 },
          { title: COMMON_LABELS.orderNo, dataIndex: 'orderNo', width: 170 },
          { title: COMMON_LABELS.deliverWarehouse, dataIndex: 'warehouseName', width: 130 },
          {
            title: COMMON_LABELS.status,
            dataIndex: 'status',
            width: 90,
            render: (v: number) => stateTag(DELIVERY_MACHINE, v),
          },
          { title: COMMON_LABELS.quantity, dataIndex: 'totalQty', width: 80, align: 'right' },
          { title: '发货时间', dataIndex: 'shippedTime', width: 170 },
          { title: COMMON_LABELS.creator, dataIndex: 'createdBy', width: 140 },
          { title: COMMON_LABELS.createTime, dataIndex: 'createTime', width: 170 },
        ]}
        rowActions={(row) => (
          <>
            {has('wmsDeliver.detail') && (
              <Button type="link" size="small" onClick={async () => setViewing((await call(api.detail, { id: row.id })).data)}>
                详情
              </Button>
            )}
            {allowed('ship', row.status) && (
              <Popconfirm
                {...CONFIRM_WORDS}
                description="确认发货吗？库存将出库并释放锁定。"
                onConfirm={async () => {
                  const reply = await call(api.ship, { id: row.id }).catch(() => null);
                  if (reply) message.success(reply.message);
                  await refresh();
                }}
              >
                <Button type="link" size="small">
                  发货
                </Button>
              </Popconfirm>
            )}
          </>
        )}
        scrollX={1400}
      />
      <ModalForm
        open={creating}
        title="按订单生成发货单"
        schema={api.add.input}
        fields={[{ name: 'orderNo', label: '订单号（已审核）' }]}
        onClose={() => setCreating(false)}
        onSubmit={async (values) => {
          const reply = await call(api.add, values as { orderNo: string });
          message.success(`${reply.message}：${reply.data.map((d) => d.deliverNo).join('、')}`);
          await refresh();
        }}
      />
      <DocDrawer
        title={`发货单 ${viewing?.deliverNo ?? ''}`}
        open={viewing !== null}
        onClose={() => setViewing(null)}
        lines={viewing?.lines ?? []}
        items={
          viewing
            ? [
                { label: COMMON_LABELS.orderNo, value: viewing.orderNo },
                { label: COMMON_LABELS.deliverWarehouse, value: viewing.warehouseName },
                { label: COMMON_LABELS.status, value: statusText(viewing.status) },
                { label: '发货时间', value: viewing.shippedTime || '—' },
              ]
            : []
        }
      />
    </>
  );
}
