import { can } from '@console/contract/declaration';
import { RETURN_MACHINE, RETURN_STATUS, wmsReturnProvinceApi } from '@console/contract/api/wms-returns';
import { type ReturnRow, returnCreate, type returnDetail, returnUpdate } from '@console/contract/wms-returns';
import {
  ModalForm,
  Permission,
  ResourceTable,
  stateTag,
  useMachineActions,
  DocDrawer,
  LinesModal,
  editValues,
  type HeaderField,
  CONFIRM_WORDS,
} from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { AREA, statusOf, times, useCall, useProvinceOptions, useSkuOptions, useWarehouseOptions, warehouseSearch } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

const statusText = statusOf(RETURN_STATUS);
const api = wmsReturnProvinceApi;
type Detail = z.infer<typeof returnDetail>;
/**
 * Returns belong to a province alone (the server's scope, data-scope.ts): a user limited in any other dimension
 * (shop, SP, platform, channel, grade) sees none, and the empty list says why instead of a bare 暂无数据.
 */
const RETURN_EMPTY = '暂无退货单。退货单只按省份归属：数据权限限定了门店、服务商、平台、渠道或等级的账号看不到退货单';
const auditForm = z.strictObject({ auditRemark: z.string().trim().max(200, '审核意见不能超过200个字符').default('') });

/** Province returns (省区退货): applied → approved → received into a warehouse, or rejected. */
export default function ReturnProvincePage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const allowed = useMachineActions(RETURN_MACHINE);
  const warehouses = useWarehouseOptions();
  const provinces = useProvinceOptions();
  const skus = useSkuOptions();
  const [editing, setEditing] = useState<Record<string, unknown> | null>(null);
  const [viewing, setViewing] = useState<Detail | null>(null);
  const [auditing, setAuditing] = useState<{ id: number; approve: boolean } | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: [AREA] });
  const detail = async (id: number) => (await call(api.detail, { id })).data;
  const header: HeaderField[] = [
    { name: 'provinceCode', label: COMMON_LABELS.provinceCode, kind: 'select', options: provinces },
    { name: 'warehouseCode', label: COMMON_LABELS.returnWarehouse, kind: 'select', options: warehouses },
    { name: 'reason', label: COMMON_LABELS.returnReason, kind: 'textarea' },
  ];
  return (
    <>
      <ResourceTable<ReturnRow & Record<string, unknown>>
        area={AREA}
        api={{ queryList: api.queryList, delete: api.delete }}
        label="退货单"
        statusToggle={false}
        emptyText={RETURN_EMPTY}
        errorText="退货单加载失败，请稍后重试"
        toolbar={
          <Permission k="wmsReturnProvince.add">
            <Button type="primary" onClick={() => setEditing({ lines: [{}] })}>
              新增退货申请
            </Button>
          </Permission>
        }
        search={[
          { name: 'returnNo', label: COMMON_LABELS.returnNo },
          { name: 'provinceCode', label: COMMON_LABELS.provinceCode, kind: 'select', options: provinces },
          warehouseSearch(warehouses),
          { name: 'status', label: COMMON_LABELS.status, kind: 'select', options: RETURN_STATUS.map((s) => ({ ...s })) },
        ]}
        columns={[
          { title: COMMON_LABELS.returnNo, dataIndex: 'returnNo', width: 170 },
          { title: COMMON_LABELS.provinceCode, dataIndex: 'provinceName', width: 100 },
          { title: COMMON_LABELS.returnWarehouse, dataIndex: 'warehouseName', width: 130 },
          { title: COMMON_LABELS.status, dataIndex: 'status', width: 90, render: (v: number) => stateTag(RETURN_MACHINE, v) },
          { title: COMMON_LABELS.quantity, dataIndex: 'totalQty', width: 80, align: 'right' },
          { title: COMMON_LABELS.returnReason, dataIndex: 'reason', width: 180 },
          { title: COMMON_LABELS.auditRemark, dataIndex: 'auditRemark', width: 160 },
          { title: '申请人', dataIndex: 'createdBy', width: 140 },
          ...times,
        ]}
        canDelete={(row) => can(RETURN_MACHINE, 'delete', row.status)}
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
            {allowed('approve', row.status) && (
              <>
                <Button type="link" size="small" onClick={() => setAuditing({ id: row.id, approve: true })}>
                  审核
                </Button>
                <Button type="link" size="small" danger onClick={() => setAuditing({ id: row.id, approve: false })}>
                  驳回
                </Button>
              </>
            )}
            {allowed('receive', row.status) && (
              <Popconfirm
                {...CONFIRM_WORDS}
                description="确认退货入库吗？"
                onConfirm={async () => {
                  const reply = await call(api.receive, { id: row.id }).catch(() => null);
                  if (reply) message.success(reply.message);
                  await refresh();
                }}
              >
                <Button type="link" size="small">
                  入库
                </Button>
              </Popconfirm>
            )}
          </>
        )}
        scrollX={1700}
      />
      <LinesModal
        open={editing !== null}
        title={editing && 'id' in editing ? `编辑退货申请 ${String(editing.returnNo)}` : '新增退货申请'}
        schema={editing && 'id' in editing ? returnUpdate : returnCreate}
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
      <ModalForm
        open={auditing !== null}
        title={auditing?.approve ? '审核通过' : '驳回退货申请'}
        schema={auditForm}
        fields={[{ name: 'auditRemark', label: COMMON_LABELS.auditRemark, kind: 'textarea' }]}
        onClose={() => setAuditing(null)}
        onSubmit={async (values) => {
          const e = auditing!.approve ? api.approve : api.reject;
          const reply = await call(e, { id: auditing!.id, auditRemark: String(values.auditRemark ?? '') });
          message.success(reply.message);
          await refresh();
        }}
      />
      <DocDrawer
        title={`退货单 ${viewing?.returnNo ?? ''}`}
        open={viewing !== null}
        onClose={() => setViewing(null)}
        receivedTitle="已入库"
        lines={viewing?.lines ?? []}
        items={
          viewing
            ? [
                { label: COMMON_LABELS.provinceCode, value: viewing.provinceName },
                { label: COMMON_LABELS.returnWarehouse, value: viewing.warehouseName },
                { label: COMMON_LABELS.status, value: statusText(viewing.status) },
                { label: '申请人', value: viewing.createdBy },
                { label: COMMON_LABELS.returnReason, value: viewing.reason },
                { label: COMMON_LABELS.auditRemark, value: viewing.auditRemark || '—' },
              ]
            : []
        }
      />
    </>
  );
}
