import { can } from '@console/contract/declaration';
import { PO_MACHINE, PO_STATUS, wmsPurchaseOrderApi } from '@console/contract/api/wms-docs';
import { type PoDetail, type PoRow, poCreate, poReceive, poUpdate } from '@console/contract/wms-docs';
import {
  Permission,
  ResourceTable,
  stateTag,
  useMachineActions,
  DocDrawer,
  LinesModal,
  editValues,
  CONFIRM_WORDS,
} from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { AREA, statusOf, times, useCall, useSkuOptions, useWarehouseOptions, warehouseSearch } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

const statusText = statusOf(PO_STATUS);
const api = wmsPurchaseOrderApi;

/** Purchase orders (采购入库): draft → submitted → (partially) received, or cancelled; a partly received one can be closed; receiving moves stock in. */
export default function PurchaseOrderPage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const allowed = useMachineActions(PO_MACHINE);
  const warehouses = useWarehouseOptions();
  const skus = useSkuOptions();
  const [editing, setEditing] = useState<Record<string, unknown> | null>(null);
  const [receiving, setReceiving] = useState<PoDetail | null>(null);
  const [viewing, setViewing] = useState<PoDetail | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: [AREA] });
  const detail = async (id: number) => (await call(api.detail, { id })).data;
  const act = async (e: typeof api.submit | typeof api.cancel | typeof api.close, id: number) => {
    const reply = await call(e, { id });
    message.success(reply.message);
    await refresh();
  };
  const header = [
    { name: 'warehouseCode', label: '入库仓库', kind: 'select' as const, options: warehouses },
    { name: 'supplierName', label: '供应商' },
    { name: 'remark', label: COMMON_LABELS.remark, kind: 'textarea' as const },
  ];
  return (
    <>
      <ResourceTable<PoRow & Record<string, unknown>>
        area={AREA}
        api={{ queryList: api.queryList, delete: api.delete }}
        label="采购单"
        statusToggle={false}
        toolbar={
          <Permission k="wmsPurchaseOrder.add">
            <Button type="primary" onClick={() => setEditing({ lines: [{}] })}>
              新增采购单
            </Button>
          </Permission>
        }
        search={[
          { name: 'poNo', label: '采购单号' },
          warehouseSearch(warehouses),
          { name: 'supplierName', label: '供应商' },
          { name: 'status', label: COMMON_LABELS.status, kind: 'select', options: PO_STATUS.map((s) => ({ ...s })) },
        ]}
        columns={[
          { title: '采购单号', dataIndex: 'poNo', width: 170 },
          { title: '入库仓库', dataIndex: 'warehouseName', width: 130 },
          { title: '供应商', dataIndex: 'supplierName', width: 220 },
          { title: COMMON_LABELS.status, dataIndex: 'status', width: 100, render: (v: number) => stateTag(PO_MACHINE, v) },
          { title: '采购数量', dataIndex: 'totalQty', width: 90, align: 'right' },
          { title: '已入库', dataIndex: 'receivedQty', width: 90, align: 'right' },
          { title: COMMON_LABELS.remark, dataIndex: 'remark', width: 160 },
          { title: COMMON_LABELS.creator, dataIndex: 'createdBy', width: 140 },
          ...times,
        ]}
        canDelete={(row) => can(PO_MACHINE, 'delete', row.status)}
        rowActions={(row) => (
          <>
            <Button type="link" size="small" onClick={async () => setViewing(await detail(row.id))}>
              详情
            </Button>
            {allowed('edit', row.status) && (
              <Button type="link" size="small" onClick={async () => setEditing(await detail(row.id))}>
                编辑
              </Button>
            )}
            {allowed('submit', row.status) && (
              <Button type="link" size="small" onClick={() => act(api.submit, row.id).catch(() => {})}>
                提交
              </Button>
            )}
            {allowed('receive', row.status) && (
              <Button type="link" size="small" onClick={async () => setReceiving(await detail(row.id))}>
                入库
              </Button>
            )}
            {(allowed('cancel', row.status) || allowed('close', row.status)) &&
              (() => {
                // Before any receipt the order is cancelled; after a partial one the rest is given up (closed).
                const partial = allowed('close', row.status);
                return (
                  <Popconfirm
                    {...CONFIRM_WORDS}
                    description={partial ? '关闭后未到的数量不再入库，已入库的库存保留。确认关闭该采购单吗？' : '确认取消该采购单吗？'}
                    onConfirm={() => act(partial ? api.close : api.cancel, row.id).catch(() => {})}
                  >
                    <Button type="link" size="small" danger>
                      {partial ? '关闭' : '取消'}
                    </Button>
                  </Popconfirm>
                );
              })()}
          </>
        )}
        scrollX={1700}
      />
      <LinesModal
        open={editing !== null}
        title={editing && 'id' in editing ? `编辑采购单 ${String(editing.poNo)}` : '新增采购单'}
        schema={editing && 'id' in editing ? poUpdate : poCreate}
        header={header}
        skus={skus}
        initial={editValues(editing, header)}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          const reply = 'id' in values ? await call(api.update, values as never) : await call(api.add, values as never);
          message.success(reply.message);
          await refresh();
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
      <DocDrawer
        title={`采购单 ${viewing?.poNo ?? ''}`}
        open={viewing !== null}
        onClose={() => setViewing(null)}
        receivedTitle="已入库"
        lines={viewing?.lines ?? []}
        items={
          viewing
            ? [
                { label: '入库仓库', value: viewing.warehouseName },
                { label: COMMON_LABELS.status, value: statusText(viewing.status) },
                { label: '供应商', value: viewing.supplierName },
                { label: COMMON_LABELS.creator, value: viewing.createdBy },
                { label: COMMON_LABELS.remark, value: viewing.remark },
                { label: COMMON_LABELS.createTime, value: viewing.createTime },
              ]
            : []
        }
      />
    </>
  );
}
