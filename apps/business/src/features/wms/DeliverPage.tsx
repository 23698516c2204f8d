import { DELIVERY_MACHINE, DELIVERY_STATUS, deliveryResource, wmsDeliverApi } from '@console/contract/api/wms-docs';
import type { DeliverRow, deliverDetail } from '@console/contract/wms-docs';
import type { z } from 'zod';
import { DocumentPage, docLineColumns, ModalForm, useMachineActions } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { AREA, statusOf, useCall, warehouseSearch } from './options.ts';

const statusText = statusOf(DELIVERY_STATUS);
const api = wmsDeliverApi;
const F = deliveryResource.fields;
type Detail = z.infer<typeof deliverDetail>;
type Row = DeliverRow & Record<string, unknown>;

/** Deliveries (发货单): made from an approved order (one per warehouse of its split); shipping takes the stock out. */
export default function DeliverPage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const allowed = useMachineActions(DELIVERY_MACHINE);
  return (
    <DocumentPage<Row, Detail, Detail['lines'][number]>
      resource={deliveryResource}
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
        { name: 'deliverNo', label: F.deliverNo.label },
        { name: 'orderNo', label: F.orderNo.label },
        warehouseSearch,
        { name: 'status', label: F.status.label, kind: 'select', options: DELIVERY_STATUS.map((s) => ({ ...s })) },
      ]}
      rowActions={(row, doc) =>
        allowed('ship', row.status) &&
        doc.step({
          label: DELIVERY_MACHINE.transitions.ship.label,
          confirm: '确认发货吗？库存将出库并释放锁定。',
          run: () => call(api.ship, { id: row.id }),
        })
      }
      scrollX={1400}
      detail={{
        title: (d) => `${deliveryResource.label} ${d?.deliverNo ?? ''}`,
        size: 'large',
        items: (d) => [
          { key: 'o', label: F.orderNo.label, children: d.orderNo },
          { key: 'w', label: F.warehouseName.label, children: d.warehouseName },
          { key: 's', label: F.status.label, children: statusText(d.status) },
          { key: 't', label: F.shippedTime.label, children: d.shippedTime || '—' },
        ],
        lines: (d) => d.lines,
        lineColumns: docLineColumns(),
      }}
    />
  );
}
