import { stateOf } from '@console/contract/declaration';
import { TRANSFER_MACHINE, TRANSFER_STATUS, stockTransferApi, transferResource } from '@console/contract/api/stock';
import type { TransferDetail, TransferRow } from '@console/contract/stock';
import {
  DocDrawer,
  ExportButton,
  LinesModal,
  Permission,
  ResourceTable,
  stateTag,
  useApi,
  useCall,
  useMachineActions,
  usePermissions,
  editValues,
  CONFIRM_WORDS,
} from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { AREA, useSkuOptions, useWarehouseOptions } from './options.ts';

const api = stockTransferApi;
const M = TRANSFER_MACHINE;
const F = transferResource.fields;
const schemas = () => import('@console/contract/stock');
type Act = 'approve' | 'complete' | 'cancel';
const CONFIRM: Record<Act, string> = {
  approve: '审核后将锁定调出仓库的库存，确认审核吗？',
  complete: '完成后库存从调出仓库转入调入仓库，确认完成调拨吗？',
  cancel: '取消后已锁定的库存将释放，确认取消该调拨单吗？',
};

/** Stock transfers (库存调拨): draft → approved (stock locked at the source) → done (moved), or cancelled. */
export default function TransferPage() {
  const call = useCall();
  const client = useApi();
  const qc = useQueryClient();
  const { has } = usePermissions();
  const { message } = App.useApp();
  const allowed = useMachineActions(M);
  const warehouses = useWarehouseOptions();
  const skus = useSkuOptions();
  const [editing, setEditing] = useState<Record<string, unknown> | null>(null);
  const [viewing, setViewing] = useState<TransferDetail | null>(null);
  const [schema, setSchema] = useState<Awaited<ReturnType<typeof schemas>> | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: [AREA] });
  const detail = async (id: number) => (await call(api.detail, { id })).data;
  const open = async (values: Record<string, unknown>) => {
    setSchema(await schemas());
    setEditing(values);
  };
  const act = async (name: Act, id: number) => {
    const reply = await call(api[name], { id });
    message.success(reply.message);
    await refresh();
  };
  const header = [
    { name: 'fromWarehouseCode', label: F.fromWarehouseCode.label, kind: 'select' as const, options: warehouses },
    { name: 'toWarehouseCode', label: F.toWarehouseCode.label, kind: 'select' as const, options: warehouses },
    { name: 'remark', label: F.remark.label, kind: 'textarea' as const },
  ];
  return (
    <>
      <ResourceTable<TransferRow & Record<string, unknown>>
        area={AREA}
        api={{ queryList: api.queryList }}
        label={transferResource.label}
        statusToggle={false}
        toolbar={(filters) => (
          <>
            <Permission k="stockTransfer.add">
              <Button type="primary" onClick={() => open({ lines: [{}] })}>
                新增调拨单
              </Button>
            </Permission>
            <ExportButton client={client} resource="stockTransfer" query={filters} allowed={has('stockTransfer.export')} />
          </>
        )}
        search={[
          { name: 'transferNo', label: F.transferNo.label },
          { name: 'fromWarehouseCode', label: F.fromWarehouseCode.label, kind: 'select', options: warehouses },
          { name: 'toWarehouseCode', label: F.toWarehouseCode.label, kind: 'select', options: warehouses },
          { name: 'status', label: F.status.label, kind: 'select', options: TRANSFER_STATUS.map((s) => ({ ...s })) },
        ]}
        columns={[
          { title: F.transferNo.label, dataIndex: 'transferNo', width: 180 },
          { title: F.fromWarehouseName.label, dataIndex: 'fromWarehouseName', width: 140 },
          { title: F.toWarehouseName.label, dataIndex: 'toWarehouseName', width: 140 },
          { title: F.status.label, dataIndex: 'status', width: 100, render: (v: number) => stateTag(M, v) },
          { title: F.totalQty.label, dataIndex: 'totalQty', width: 100, align: 'right' },
          { title: F.remark.label, dataIndex: 'remark', width: 180 },
          { title: F.createdBy.label, dataIndex: 'createdBy', width: 150 },
          { title: F.createTime.label, dataIndex: 'createTime', width: 170 },
        ]}
        rowActions={(row) => (
          <>
            <Button type="link" size="small" onClick={async () => setViewing(await detail(row.id))}>
              详情
            </Button>
            {allowed('edit', row.status) && (
              <Button type="link" size="small" onClick={async () => open(await detail(row.id))}>
                {M.guards.edit.label}
              </Button>
            )}
            {(['approve', 'complete', 'cancel'] as const)
              .filter((name) => allowed(name, row.status))
              .map((name) => (
                <Popconfirm key={name} {...CONFIRM_WORDS} description={CONFIRM[name]} onConfirm={() => act(name, row.id).catch(() => {})}>
                  <Button type="link" size="small" danger={name === 'cancel'}>
                    {M.transitions[name].label}
                  </Button>
                </Popconfirm>
              ))}
          </>
        )}
        scrollX={1400}
      />
      {schema && (
        <LinesModal
          open={editing !== null}
          title={editing && 'id' in editing ? `编辑调拨单 ${String(editing.transferNo)}` : '新增调拨单'}
          schema={editing && 'id' in editing ? schema.transferUpdate : schema.transferCreate}
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
      )}
      <DocDrawer
        title={`调拨单 ${viewing?.transferNo ?? ''}`}
        open={viewing !== null}
        onClose={() => setViewing(null)}
        lines={viewing?.lines ?? []}
        items={
          viewing
            ? [
                { label: F.fromWarehouseName.label, value: viewing.fromWarehouseName },
                { label: F.toWarehouseName.label, value: viewing.toWarehouseName },
                { label: F.status.label, value: stateOf(M, viewing.status).label },
                { label: F.createdBy.label, value: viewing.createdBy },
                { label: F.remark.label, value: viewing.remark },
                { label: F.createTime.label, value: viewing.createTime },
              ]
            : []
        }
      />
    </>
  );
}
