import { orderCompleteApi } from '@console/contract/api/erp';
import { orderApi, orderResource } from '@console/contract/api/order';
import { ModalForm, usePermissions, useCall, useShownOnce } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { type ReactNode, useState } from 'react';
import { type BatchResult, BatchResultModal } from './BatchResultModal.tsx';
import { CancelDialog } from './CancelDialog.tsx';
import { AREA, useRegionCascader } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

const F = orderResource.fields;

type OrderRef = { id: number; orderNo: string; updateTime?: string };
type Cancelling = { kind: 'one'; order: OrderRef } | { kind: 'batch'; orders: OrderRef[] };

const remarkForm = orderApi.editRemark.input;
const addressForm = orderApi.editAddress.input;

/**
 * The order operations and their dialogs, shared by the list's rows, its toolbar and the detail drawer:
 * approve (confirmed by the caller's Popconfirm), cancel with a reason, remark, address (region cascader),
 * batch merge-approve and batch cancel with a per-row result dialog. Every success refreshes the order lists.
 */
export function useOrderActions() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const { has } = usePermissions();
  const [cancelling, setCancelling] = useState<Cancelling | null>(null);
  const [remark, setRemark] = useState<Record<string, unknown> | null>(null);
  const [address, setAddress] = useState<Record<string, unknown> | null>(null);
  const [results, setResults] = useState<{ title: string; rows: BatchResult[] } | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: [AREA] });
  /** A dialog's edit: its message on success, and the list read again either way (the order may have moved). */
  const saved = async (endpoint: typeof orderApi.editRemark | typeof orderApi.editAddress, values: unknown) => {
    try {
      const reply = await call(endpoint, values as never);
      message.success(reply.message || '修改成功');
    } finally {
      await refresh();
    }
  };
  // Each dialog mounts when it first opens: none is on the list's first paint.
  const shown = {
    cancel: useShownOnce(cancelling !== null),
    remark: useShownOnce(remark !== null),
    address: useShownOnce(address !== null),
    results: useShownOnce(results !== null),
  };

  /** One order's step: told by its number; a refusal was shown by the request client (库存不足, the current status …). */
  const step = async (o: OrderRef, e: typeof orderApi.approve | typeof orderCompleteApi.complete, done: string) => {
    const reply = await call(e, { id: o.id, updateTime: o.updateTime }).catch(() => null);
    if (reply) message.success(`订单 ${o.orderNo} ${reply.message || done}`);
    await refresh();
  };
  const approve = (o: OrderRef) => step(o, orderApi.approve, '审核成功');
  const complete = (o: OrderRef) => step(o, orderCompleteApi.complete, '操作成功');

  const batchMerge = async (orders: OrderRef[]) => {
    try {
      const reply = await call(orderApi.batchApproveMerge, { ids: orders.map((o) => o.id), reason: '' }, { idempotent: true });
      setResults({ title: '批量合并审核结果', rows: reply.data });
    } catch {
      // refused whole (e.g. an order out of scope): the message is shown, nothing changed
    }
    await refresh();
  };

  const submitCancel = async (reason: string) => {
    if (!cancelling) return;
    try {
      if (cancelling.kind === 'one') {
        const reply = await call(orderApi.cancel, { id: cancelling.order.id, reason, updateTime: cancelling.order.updateTime });
        message.success(`订单 ${cancelling.order.orderNo} ${reply.message || '取消成功'}`);
      } else {
        const ids = cancelling.orders.map((o) => o.id);
        const reply = await call(orderApi.batchCancel, { ids, reason }, { idempotent: true });
        setResults({ title: '批量取消结果', rows: reply.data });
      }
    } catch (e) {
      // Refused (the order moved on, e.g. approved or cancelled by someone else a moment ago): the message says
      // its status; the dialog closes and the list shows the order as it is now, a retry would only fail again.
      setCancelling(null);
      throw e;
    } finally {
      await refresh();
    }
  };

  /** The address dialog needs the region codes, which only the detail carries. */
  const editAddress = async (o: OrderRef) => {
    const d = (await call(orderApi.detail, { id: o.id })).data;
    setAddress({
      id: d.id,
      orderNo: d.orderNo,
      receiver: d.receiver,
      phone: d.phone,
      provinceCode: d.deliveryProvinceCode,
      cityCode: d.cityCode,
      districtCode: d.districtCode,
      address: d.address,
      updateTime: d.updateTime,
    });
  };

  const dialogs: ReactNode = (
    <>
      {shown.cancel && (
        <CancelDialog
          open={cancelling !== null}
          title={
            cancelling?.kind === 'batch'
              ? `批量取消（${cancelling.orders.length} 个订单）`
              : `取消订单 ${cancelling?.kind === 'one' ? cancelling.order.orderNo : ''}`
          }
          description={
            cancelling?.kind === 'batch'
              ? `确认取消所选的 ${cancelling.orders.length} 个订单吗？只要有一个订单不能取消，全部不会取消。已审核订单锁定的库存将被释放。`
              : '确认取消该订单吗？已审核订单锁定的库存将被释放，取消后不可恢复。'
          }
          onSubmit={submitCancel}
          onClose={() => setCancelling(null)}
        />
      )}
      {shown.remark && (
        <ModalForm
          open={remark !== null}
          title={`修改备注：${String(remark?.orderNo ?? '')}`}
          schema={remarkForm}
          fields={[{ name: 'remark', label: F.remark.label, kind: 'textarea', placeholder: '最多200个字符' }]}
          initial={remark ?? undefined}
          onClose={() => setRemark(null)}
          onSubmit={(values) => saved(orderApi.editRemark, values)}
        />
      )}
      {shown.address && (
        <ModalForm
          open={address !== null}
          title={`修改收货地址：${String(address?.orderNo ?? '')}`}
          schema={addressForm}
          fields={[
            { name: 'receiver', label: F.receiver.label },
            { name: 'phone', label: F.phone.label },
            { name: 'region', label: COMMON_LABELS.region, kind: 'region', regions: useRegionCascader },
            { name: 'address', label: COMMON_LABELS.address, kind: 'textarea' },
          ]}
          initial={address ?? undefined}
          onClose={() => setAddress(null)}
          onSubmit={(values) => saved(orderApi.editAddress, values)}
        />
      )}
      {shown.results && <BatchResultModal title={results?.title ?? ''} results={results?.rows ?? null} onClose={() => setResults(null)} />}
    </>
  );

  return {
    can: {
      // The keys come from the calls' descriptors: a button shows only when its call would be allowed.
      approve: has(orderApi.approve.permission),
      complete: has(orderCompleteApi.complete.permission),
      merge: has(orderApi.batchApproveMerge.permission),
      cancel: has(orderApi.cancel.permission),
      remark: has(orderApi.editRemark.permission),
      address: has(orderApi.editAddress.permission),
      detail: has(orderApi.detail.permission),
    },
    approve,
    complete,
    batchMerge,
    cancel: (order: OrderRef) => setCancelling({ kind: 'one', order }),
    batchCancel: (orders: OrderRef[]) => setCancelling({ kind: 'batch', orders }),
    editRemark: (o: OrderRef & { remark: string }) =>
      setRemark({ id: o.id, orderNo: o.orderNo, remark: o.remark, updateTime: o.updateTime }),
    editAddress: (o: OrderRef) => editAddress(o).catch(() => {}),
    dialogs,
  };
}
