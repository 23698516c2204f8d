import { WORDS } from '@console/contract/words';
import { can } from '@console/contract/declaration';
import { PO_MACHINE, PO_STATUS, poResource, wmsPurchaseOrderApi } from '@console/contract/api/wms-docs';
import { type PoDetail, type PoRow, poCreate, poReceive, poUpdate } from '@console/contract/wms-docs';
import { DocumentPage, docLineColumns, LinesModal, stateTag, useMachineActions } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { AREA, statusOf, times, useCall, useSkuOptions, useWarehouseOptions, warehouseSearch } from './options.ts';

const statusText = statusOf(PO_STATUS);
const api = wmsPurchaseOrderApi;
const F = poResource.fields;
type Row = PoRow & Record<string, unknown>;

/** Purchase orders (采购入库): draft → submitted → (partially) received, or cancelled; a partly received one can be closed; receiving moves stock in. */
export default function PurchaseOrderPage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const allowed = useMachineActions(PO_MACHINE);
  const warehouses = useWarehouseOptions();
  const skus = useSkuOptions();
  const [receiving, setReceiving] = useState<PoDetail | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: [AREA] });
  const detail = async (id: number) => (await call(api.detail, { id })).data;
  const submit = async (id: number) => {
    const reply = await call(api.submit, { id });
    message.success(reply.message);
    await refresh();
  };
  return (
    <>
      <DocumentPage<Row, PoDetail, PoDetail['lines'][number]>
        resource={poResource}
        addText="新增采购单"
        linesForm={{
          header: [
            { name: 'warehouseCode', label: F.warehouseName.label, kind: 'select', options: warehouses },
            { name: 'supplierName', label: F.supplierName.label },
            { name: 'remark', label: F.remark.label, kind: 'textarea' },
          ],
          skus,
          schemas: async () => ({ create: poCreate, update: poUpdate }),
          editTitle: (doc) => `编辑采购单 ${String(doc.poNo)}`,
          canEdit: (row) => allowed('edit', row.status),
        }}
        search={[
          { name: 'poNo', label: F.poNo.label },
          warehouseSearch,
          { name: 'supplierName', label: F.supplierName.label },
          { name: 'status', label: F.status.label, kind: 'select', options: PO_STATUS.map((s) => ({ ...s })) },
        ]}
        columns={[
          { title: F.poNo.label, dataIndex: 'poNo', width: 170 },
          { title: F.warehouseName.label, dataIndex: 'warehouseName', width: 130 },
          { title: F.supplierName.label, dataIndex: 'supplierName', width: 220 },
          { title: F.status.label, dataIndex: 'status', width: 100, render: (v: number) => stateTag(PO_MACHINE, v) },
          { title: F.totalQty.label, dataIndex: 'totalQty', width: 90, align: 'right' },
          { title: F.receivedQty.label, dataIndex: 'receivedQty', width: 90, align: 'right' },
          { title: F.remark.label, dataIndex: 'remark', width: 160 },
          { title: F.createdBy.label, dataIndex: 'createdBy', width: 140 },
          ...times,
        ]}
        canDelete={(row) => can(PO_MACHINE, 'delete', row.status)}
        rowActions={(row, doc) => {
          // Before any receipt the order is cancelled; after a partial one the rest is given up (closed).
          const partial = allowed('close', row.status);
          return (
            <>
              {allowed('submit', row.status) && (
                <Button type="link" size="small" onClick={() => submit(row.id).catch(() => {})}>
                  提交
                </Button>
              )}
              {allowed('receive', row.status) && (
                <Button type="link" size="small" onClick={async () => setReceiving(await detail(row.id))}>
                  入库
                </Button>
              )}
              {(allowed('cancel', row.status) || partial) &&
                doc.step({
                  label: partial ? WORDS.close : WORDS.cancel,
                  danger: true,
                  confirm: partial ? '关闭后未到的数量不再入库，已入库的库存保留。确认关闭该采购单吗？' : '确认取消该采购单吗？',
                  run: () => call(partial ? api.close : api.cancel, { id: row.id }),
                })}
            </>
          );
        }}
        scrollX={1700}
        detail={{
          title: (d) => `采购单 ${d?.poNo ?? ''}`,
          size: 'large',
          items: (d) => [
            { key: 'w', label: F.warehouseName.label, children: d.warehouseName },
            { key: 's', label: F.status.label, children: statusText(d.status) },
            { key: 'p', label: F.supplierName.label, children: d.supplierName },
            { key: 'c', label: F.createdBy.label, children: d.createdBy },
            { key: 'r', label: F.remark.label, children: d.remark },
            { key: 't', label: F.createTime.label, children: d.createTime },
          ],
          lines: (d) => d.lines,
          lineColumns: docLineColumns(F.receivedQty.label),
        }}
      />
      <LinesModal
        open={receiving !== null}
        title={receiving ? `采购入库 ${receiving.poNo}（入库仓库：${receiving.warehouseName}）` : ''}
        schema={poReceive}
        header={[]}
        skus={skus}
        fixedSkus
        initial={
          receiving
            ? {
                id: receiving.id,
                lines: receiving.lines
                  .filter((l) => l.quantity > l.receivedQty)
                  .map((l) => ({ skuCode: l.skuCode, quantity: l.quantity - l.receivedQty })),
              }
            : undefined
        }
        onClose={() => setReceiving(null)}
        onSubmit={async (values) => {
          const reply = await call(api.receive, values as never);
          message.success(`${reply.message}，采购单状态：${statusText(reply.data.status)}`);
          await refresh();
        }}
      />
    </>
  );
}
