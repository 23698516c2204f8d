import { SEMIANNUAL_FLOW, semiannualReturnApi, semiannualReturnResource } from '@console/contract/api/semiannual-return';
import { yuan } from '@console/contract/money';
import { type SrDetail, type SrRow, srForm, srRejectForm, srSettingUpdate } from '@console/contract/semiannual-return';
import {
  DocumentPage,
  ModalForm,
  Permission,
  stateTag,
  useCall,
  useMachineActions,
  useWarehouseChoices,
  type DocumentActions,
} from '@console/web-kit/resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { COMMON_LABELS } from '@console/contract/common-fields';

const AREA = 'semiannual-return';
const api = semiannualReturnApi;
type Row = SrRow & Record<string, unknown>;
type Detail = SrDetail;
const CONFIRM = { approve: '确认审核通过吗？', receive: '确认收货入库并退款到门店钱包吗？' } as const;

/** 半年退货: a shop's returns of unsold goods within the half year's cap; received goods back to stock, value to the wallet. */
export default function SemiannualReturnPage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const allowed = useMachineActions(SEMIANNUAL_FLOW);
  const warehouses = useWarehouseChoices('wms', false);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const [setting, setSetting] = useState(false);
  const rate = useQuery({ queryKey: [AREA, 'setting'], queryFn: async () => (await call(api.setting, {})).data }).data;
  const refresh = () => qc.invalidateQueries({ queryKey: [AREA] });
  /** A step's button behind its confirmation, when the machine and the user's keys allow it. */
  const confirmed = (action: keyof typeof CONFIRM, row: Row, doc: DocumentActions) =>
    allowed(action, row.status) &&
    doc.step({
      label: SEMIANNUAL_FLOW.transitions[action].label,
      confirm: CONFIRM[action],
      run: () => call(api[action], { id: row.id, updateTime: row.updateTime }),
    });
  return (
    <>
      <DocumentPage<Row, Detail, Detail['lines'][number]>
        resource={semiannualReturnResource}
        addText="申请半年退货"
        toolbar={
          <Permission k={api.settingUpdate.permission}>
            <Button onClick={() => setSetting(true)}>可退比例：{rate?.returnRate ?? '—'}%</Button>
          </Permission>
        }
        rowActions={(row, doc) => (
          <>
            {confirmed('approve', row, doc)}
            {allowed('reject', row.status) && (
              <Button type="link" size="small" danger onClick={() => setRejecting(row)}>
                {SEMIANNUAL_FLOW.transitions.reject.label}
              </Button>
            )}
            {confirmed('receive', row, doc)}
          </>
        )}
        actionsWidth={200}
        scrollX={1700}
        addForm={(open, close) => (
          <ModalForm
            open={open}
            title={`申请半年退货（本半年采购额的${rate?.returnRate ?? ''}%以内）`}
            schema={srForm}
            fields={[
              { name: 'retCode', label: COMMON_LABELS.retCode },
              { name: 'warehouseCode', label: COMMON_LABELS.returnWarehouse, kind: 'select', options: warehouses },
              { name: 'skuCode', label: COMMON_LABELS.skuCode },
              { name: 'quantity', label: COMMON_LABELS.quantity, kind: 'number' },
              { name: 'reason', label: COMMON_LABELS.returnReason, kind: 'textarea' },
            ]}
            onClose={close}
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
        )}
        detail={{
          title: (d) => `半年退货单：${d?.returnNo ?? ''}`,
          size: 760,
          items: (d) => [
            { key: 'shop', label: COMMON_LABELS.shop, children: `${d.retName}（${d.retCode}）` },
            { key: 'status', label: COMMON_LABELS.status, children: stateTag(SEMIANNUAL_FLOW, d.status) },
            { key: 'period', label: semiannualReturnResource.fields.period.label, children: d.period },
            { key: 'amount', label: semiannualReturnResource.fields.amount.label, children: yuan(d.amount) },
            { key: 'purchased', label: '本半年采购额', children: yuan(d.quota.purchased) },
            { key: 'cap', label: `可退额度（${d.quota.rate}%）`, children: yuan(d.quota.cap) },
            { key: 'used', label: '其他退货已占用', children: yuan(d.quota.used) },
            { key: 'reason', label: COMMON_LABELS.returnReason, children: d.reason },
            ...(d.rejectReason
              ? [{ key: 'reject', label: semiannualReturnResource.fields.rejectReason.label, span: 2, children: d.rejectReason }]
              : []),
          ],
          lines: (d) => d.lines,
          lineColumns: [
            { title: COMMON_LABELS.skuCode, dataIndex: 'skuCode', width: 130 },
            { title: COMMON_LABELS.productName, dataIndex: 'skuName' },
            { title: '实付单价', dataIndex: 'price', width: 110, align: 'right', render: yuan },
            { title: COMMON_LABELS.quantity, dataIndex: 'quantity', width: 80, align: 'right' },
            { title: COMMON_LABELS.amount, dataIndex: 'amount', width: 120, align: 'right', render: yuan },
          ],
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
    </>
  );
}
