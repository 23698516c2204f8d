import { DELIVERY_MACHINE, DELIVERY_STATUS, wmsDeliverApi } from '@console/contract/api/wms-docs';
import type { DeliverRow, deliverDetail } from '@console/contract/wms-docs';
import type { z } from 'zod';
import { DocumentPage, docLineColumns, ModalForm, stateTag, useMachineActions } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { AREA, statusOf, useCall, useWarehouseOptions, warehouseSearch } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

const statusText = statusOf(DELIVERY_STATUS);
const api = wmsDeliverApi;
type Detail = z.infer<typeof deliverDetail>;
type Row = DeliverRow & Record<string, unknown>;

/** Deliveries (发货单): made from an approved order (one per warehouse of its split); shipping takes the stock out. */
export default function DeliverPage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const allowed = useMachineActions(DELIVERY_MACHINE);
  const warehouses = useWarehouseOptions();
  return (
    <DocumentPage<Row, Detail, Detail['lines'][number]>
      area={AREA}
      api={api}
      label="发货单"
      addText="按订单生成发货单"
      addForm={(open, close) => (
        <ModalForm
          open={open}
          title="按订单生成发货单"
          schema={api.add.input}
          fields={[{ name: 'orderNo', label: '订单号（已审核）' }]}
          onClose={close}
          onSubmit={async (values) => {
            const reply = await call(api.add, values as { orderNo: string });
            message.success(`${reply.message}：${reply.data.map((d) => d.deliverNo).join('、')}`);
            await qc.invalidateQueries({ queryKey: [AREA] });
          }}
        />
      )}
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
        { title: COMMON_LABELS.status, dataIndex: 'status', width: 90, render: (v: number) => stateTag(DELIVERY_MACHINE, v) },
        { title: COMMON_LABELS.quantity, dataIndex: 'totalQty', width: 80, align: 'right' },
        { title: '发货时间', dataIndex: 'shippedTime', width: 170 },
        { title: COMMON_LABELS.creator, dataIndex: 'createdBy', width: 140 },
        { title: COMMON_LABELS.createTime, dataIndex: 'createTime', width: 170 },
      ]}
      rowActions={(row, doc) =>
        allowed('ship', row.status) &&
        doc.step({ label: '发货', confirm: '确认发货吗？库存将出库并释放锁定。', run: () => call(api.ship, { id: row.id }) })
      }
      scrollX={1400}
      detail={{
        title: (d) => `发货单 ${d?.deliverNo ?? ''}`,
        size: 'large',
        items: (d) => [
          { key: 'o', label: COMMON_LABELS.orderNo, children: d.orderNo },
          { key: 'w', label: COMMON_LABELS.deliverWarehouse, children: d.warehouseName },
          { key: 's', label: COMMON_LABELS.status, children: statusText(d.status) },
          { key: 't', label: '发货时间', children: d.shippedTime || '—' },
        ],
        lines: (d) => d.lines,
        lineColumns: docLineColumns(),
      }}
    />
  );
}
