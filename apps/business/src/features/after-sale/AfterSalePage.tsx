import {
  AFTER_SALE_STATES,
  AFTER_SALE_TYPES,
  afterSaleApi,
  afterSaleFlow,
  afterSaleResource,
  REFUND_FLOW,
  RETURN_FLOW,
} from '@console/contract/api/after-sale';
import { type AfterSaleRow, afterSaleRejectForm } from '@console/contract/after-sale';
import { stateOptions } from '@console/contract/declaration';
import { declaredColumns, LinkAction, ModalForm, ResourceTable, stateTag, useCall, useMachineActions } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { AfterSaleDrawer } from './AfterSaleDrawer.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';

const AREA = 'after-sale';
const api = afterSaleApi;
type Row = AfterSaleRow & Record<string, unknown>;
type Step = 'approve' | 'receive' | 'refund';
const CONFIRM: Record<Step, string> = {
  approve: '确认同意该售后申请吗？',
  receive: '确认退货已收到并入库吗？',
  refund: '确认退款到门店钱包吗？',
};

/** 售后管理: claims on shipped orders, agreed or refused, returns received into stock, refunds to the wallet. */
export default function AfterSalePage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const byType = { 1: useMachineActions(REFUND_FLOW), 2: useMachineActions(RETURN_FLOW) } as Record<
    number,
    (a: never, s: number) => boolean
  >;
  // A refund-only claim has no 收货: the machine of the row's type decides every button.
  const allowed = (row: Row, action: Step | 'reject') =>
    action in afterSaleFlow(row.type).transitions && byType[row.type](action as never, row.status);
  const [viewing, setViewing] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: [AREA] });
  const run = async (step: Step, row: Row) => {
    const reply = await call(api[step], { id: row.id, updateTime: row.updateTime }).catch(() => null);
    if (reply) message.success(reply.message);
    await refresh();
  };
  const stepButton = (step: Step, row: Row) =>
    allowed(row, step) && (
      <LinkAction key={step} confirm={{ description: CONFIRM[step], onConfirm: () => run(step, row) }}>
        {afterSaleFlow(row.type).transitions[step].label}
      </LinkAction>
    );
  return (
    <>
      <ResourceTable<Row>
        area={AREA}
        api={{ queryList: api.queryList }}
        label="售后单"
        linkFilters={['status']}
        statusToggle={false}
        exportAs={afterSaleResource.page.menu}
        emptyText="暂无售后单"
        errorText="售后单加载失败，请稍后重试"
        search={[
          { name: 'afterSaleNo', label: afterSaleResource.fields.afterSaleNo.label },
          { name: 'orderNo', label: COMMON_LABELS.orderNo },
          { name: 'retCode', label: COMMON_LABELS.retCode },
          { name: 'status', label: COMMON_LABELS.status, kind: 'select', options: stateOptions(AFTER_SALE_STATES) },
          { name: 'type', label: afterSaleResource.fields.type.label, kind: 'select', options: AFTER_SALE_TYPES },
        ]}
        columns={declaredColumns<Row>(afterSaleResource, {
          status: (v: number) => stateTag(afterSaleResource.machine, v),
          retName: (v: string, row) => `${v}（${row.retCode}）`,
        })}
        rowActions={(row) => (
          <>
            <LinkAction onClick={() => setViewing(row.id)}>详情</LinkAction>
            {stepButton('approve', row)}
            {allowed(row, 'reject') && (
              <LinkAction danger onClick={() => setRejecting(row)}>
                拒绝
              </LinkAction>
            )}
            {stepButton('receive', row)}
            {stepButton('refund', row)}
          </>
        )}
        actionsWidth={220}
        scrollX={1500}
      />
      <ModalForm
        open={rejecting !== null}
        title={`拒绝售后：${rejecting?.afterSaleNo ?? ''}`}
        schema={afterSaleRejectForm}
        fields={[{ name: 'reason', label: afterSaleResource.fields.rejectReason.label, kind: 'textarea' }]}
        onClose={() => setRejecting(null)}
        onSubmit={async (values) => {
          const row = rejecting as Row;
          const reply = await call(api.reject, { id: row.id, reason: String(values.reason ?? ''), updateTime: row.updateTime });
          message.success(reply.message);
          await refresh();
        }}
      />
      <AfterSaleDrawer id={viewing} area={AREA} onClose={() => setViewing(null)} />
    </>
  );
}
