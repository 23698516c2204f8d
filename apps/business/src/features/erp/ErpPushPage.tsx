import { ERP_PUSH_MACHINE, ERP_PUSH_STATUS, erpApi, erpPushResource } from '@console/contract/api/erp';
import type { ErpPushRow } from '@console/contract/erp';
import { declaredColumns, ResourceTable, stateTag, useCall, useMachineActions } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Typography } from 'antd';
import { COMMON_LABELS } from '@console/contract/common-fields';

export const AREA = 'erp';
const PAGE = erpPushResource.page.menu;

/** ERP推送: every approved order's push, its attempts and last error; a failed push may be queued again. */
export default function ErpPushPage() {
  const call = useCall();
  const allowed = useMachineActions(ERP_PUSH_MACHINE);
  const qc = useQueryClient();
  const { message } = App.useApp();
  const retry = async (ids: number[]) => {
    const res = await call(erpApi.retry, { ids });
    message.success(res.message || '已重新排队');
    await qc.invalidateQueries({ queryKey: [AREA] });
  };
  return (
    <ResourceTable<ErpPushRow & Record<string, unknown>>
      area={AREA}
      api={{ queryList: erpApi.queryList }}
      label="推送记录"
      linkFilters={['status']}
      statusToggle={false}
      search={[
        { name: 'orderNo', label: COMMON_LABELS.orderNo },
        { name: 'retName', label: COMMON_LABELS.retName },
        { name: 'status', label: erpPushResource.fields.status.label, kind: 'select', options: ERP_PUSH_STATUS.map((s) => ({ ...s })) },
      ]}
      columns={declaredColumns<ErpPushRow & Record<string, unknown>>(erpPushResource, {
        status: (v) => stateTag(ERP_PUSH_MACHINE, v as number),
        lastError: (v) => (v ? <Typography.Text type="danger">{String(v)}</Typography.Text> : '—'),
      })}
      exportAs={PAGE}
      rowActions={(row) =>
        allowed('retry', row.status) && (
          <Popconfirm title={`重新推送订单${row.orderNo}？`} onConfirm={() => retry([row.id])}>
            <Button type="link" size="small">
              {ERP_PUSH_MACHINE.transitions.retry.label}
            </Button>
          </Popconfirm>
        )
      }
      scrollX={1300}
    />
  );
}
