import { SEMIANNUAL_FLOW, semiannualReturnApi, semiannualReturnResource } from '@console/contract/api/semiannual-return';
import { wmsBaseApi } from '@console/contract/api/wms';
import { stateOptions } from '@console/contract/declaration';
import { yuan } from '@console/contract/money';
import { type SrRow, srForm, srRejectForm, srSettingUpdate } from '@console/contract/semiannual-return';
import {
  declaredColumns,
  ModalForm,
  Permission,
  ResourceTable,
  stateTag,
  useCall,
  useMachineActions,
  useOptions,
} from '@console/web-kit/resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import { COMMON_LABELS } from '@console/contract/common-fields';

const AREA = 'semiannual-return';
const api = semiannualReturnApi;
type Row = SrRow & Record<string, unknown>;
type Detail = Awaited<ReturnType<typeof loadDetail>>;
const CONFIRM = { approve: '确认审核通过吗？', receive: '确认收货入库并退款到门店钱包吗？' } as const;
const loadDetail = async (call: ReturnType<typeof useCall>, id: number) => (await call(api.detail, { id })).data;

/** 半年退货: a shop's returns of unsold goods within the half year's cap; received goods back to stock, value to the wallet. */
export default function SemiannualReturnPage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const allowed = useMachineActions(SEMIANNUAL_FLOW);
  const warehouses = useOptions('wms', wmsBaseApi.queryAll, {}).map((w) => ({ value: w.warehouseCode, label: w.warehouseName }));
  const [adding, setAdding] = useState(false);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const [viewing, setViewing] = useState<Detail | null>(null);
  const [setting, setSetting] = useState(false);
  const rate = useQuery({ queryKey: [AREA, 'setting'], queryFn: async () => (await call(api.setting, {})).data }).data;
  const refresh = () => qc.invalidateQueries({ queryKey: [AREA] });
  const step = async (e: typeof api.approve | typeof api.receive, row: Row) => {
    const reply = await call(e, { id: row.id, updateTime: row.updateTime }).catch(() => null);
    if (reply) message.success(reply.message);
    await refresh();
  };
  /** A step's button behind its confirmation, when the machine and the user's keys allow it. */
  const confirmed = (action: keyof typeof CONFIRM, row: Row) =>
    allowed(action, row.status) && (
      <Popconfirm title="提示" description={CONFIRM[action]} okText="确定" cancelText="取消" onConfirm={() => step(api[action], row)}>
        <Button type="link" size="small">
          {SEMIANNUAL_FLOW.transitions[action].label}
        </Button>
      </Popconfirm>
    );
  return (
    <>
      <ResourceTable<Row>
        area={AREA}
        api={{ queryList: api.queryList }}
        label="半年退货单"
        statusToggle={false}
        emptyText="暂无半年退货单"
        toolbar={
          <>
            <Permission k={api.add.permission}>
              <Button type="primary" onClick={() => setAdding(true)}>
                申请半年退货
              </Button>
            </Permission>
            <Permission k={api.settingUpdate.permission}>
              <Button onClick={() => setSetting(true)}>可退比例：{rate?.returnRate ?? '—'}%</Button>
            </Permission>
          </>
        }
        search={[
          { name: 'returnNo', label: COMMON_LABELS.returnNo },
          { name: 'retCode', label: COMMON_LABELS.retCode },
          { name: 'period', label: semiannualReturnResource.fields.period.label },
          { name: 'status', label: COMMON_LABELS.status, kind: 'select', options: stateOptions(SEMIANNUAL_FLOW.states) },
        ]}
        columns={declaredColumns<Row>(semiannualReturnResource, { status: (v: number) => stateTag(SEMIANNUAL_FLOW, v) })}
        rowActions={(row) => (
          <>
            <Button type="link" size="small" onClick={async () => setViewing(await loadDetail(call, row.id))}>
              详情
            </Button>
            {confirmed('approve', row)}
            {allowed('reject', row.status) && (
              <Button type="link" size="small" danger onClick={() => setRejecting(row)}>
                {SEMIANNUAL_FLOW.transitions.reject.label}
              </Button>
            )}
            {confirmed('receive', row)}
          </>
        )}
        actionsWidth={200}
        scrollX={1700}
      />
      <ModalForm
        open={adding}
        title={`申请半年退货（本半年采购额的${rate?.returnRate ?? ''}%以内）`}
        schema={srForm}
        fields={[
          { name: 'retCode', label: COMMON_LABELS.retCode },
          { name: 'warehouseCode', label: COMMON_LABELS.returnWarehouse, kind: 'select', options: warehouses },
          { name: 'skuCode', label: COMMON_LABELS.skuCode },
          { name: 'quantity', label: COMMON_LABELS.quantity, kind: 'number' },
          { name: 'reason', label: COMMON_LABELS.returnReason, kind: 'textarea' },
        ]}
        onClose={() => setAdding(false)}
        onSubmit={async (v) => {
          const reply = await call(api.add, {
            retCode: String(v.retCode),
            warehouseCode: String(v.warehouseCode),
            reason: String(v.reason ?? ''),
            lines: [{ skuCode: String(v.skuCode), quantity: Number(v.quantity) }],
          });
          message.success(reply.message);
          await refresh();
        }}
      />
      <ModalForm
        open={setting}
        title="修改可退比例（本半年采购额的百分比）"
        schema={srSettingUpdate}
        initial={rate ? { returnRate: rate.returnRate } : undefined}
        // The rate read comes back with its time (none while the default holds), so a rate saved since is not overwritten.
        toBody={(b) => ({ ...b, ...(rate?.updateTime ? { updateTime: rate.updateTime } : {}) })}
        fields={[{ name: 'returnRate', label: '可退比例（%）', kind: 'number' }]}
        onClose={() => setSetting(false)}
        onSubmit={async (v) => {
          const reply = await call(api.settingUpdate, v as never);
          message.success(reply.message);
          await refresh();
        }}
      />
      <ModalForm
        open={rejecting !== null}
        title={`驳回：${rejecting?.returnNo ?? ''}`}
        schema={srRejectForm}
        fields={[{ name: 'reason', label: semiannualReturnResource.fields.rejectReason.label, kind: 'textarea' }]}
        onClose={() => setRejecting(null)}
        onSubmit={async (v) => {
          const row = rejecting as Row;
          const reply = await call(api.reject, { id: row.id, reason: String(v.reason ?? ''), updateTime: row.updateTime });
          message.success(reply.message);
          await refresh();
        }}
      />
      <Drawer open={viewing !== null} onClose={() => setViewing(null)} title={`半年退货单：${viewing?.returnNo ?? ''}`} size={760}>
        {viewing && (
          <>
            <Descriptions
              column={2}
              size="small"
              bordered
              items={[
                { key: 'shop', label: COMMON_LABELS.shop, children: `${viewing.retName}（${viewing.retCode}）` },
                { key: 'status', label: COMMON_LABELS.status, children: stateTag(SEMIANNUAL_FLOW, viewing.status) },
                { key: 'period', label: semiannualReturnResource.fields.period.label, children: viewing.period },
                { key: 'amount', label: semiannualReturnResource.fields.amount.label, children: yuan(viewing.amount) },
                { key: 'purchased', label: '本半年采购额', children: yuan(viewing.quota.purchased) },
                { key: 'cap', label: `可退额度（${viewing.quota.rate}%）`, children: yuan(viewing.quota.cap) },
                { key: 'used', label: '其他退货已占用', children: yuan(viewing.quota.used) },
                { key: 'reason', label: COMMON_LABELS.returnReason, children: viewing.reason },
                ...(viewing.rejectReason
                  ? [{ key: 'reject', label: semiannualReturnResource.fields.rejectReason.label, span: 2, children: viewing.rejectReason }]
                  : []),
              ]}
            />
            <Table
              style={{ marginTop: 16 }}
              rowKey="skuCode"
              size="small"
              pagination={false}
              dataSource={viewing.lines}
              columns={[
                { title: COMMON_LABELS.skuCode, dataIndex: 'skuCode', width: 130 },
                { title: '商品名称', dataIndex: 'skuName' },
                { title: '实付单价', dataIndex: 'price', width: 110, align: 'right', render: yuan },
                { title: COMMON_LABELS.quantity, dataIndex: 'quantity', width: 80, align: 'right' },
                { title: COMMON_LABELS.amount, dataIndex: 'amount', width: 120, align: 'right', render: yuan },
              ]}
            />
          </>
        )}
      </Drawer>
    </>
  );
}
