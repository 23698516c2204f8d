import { payApi, payReconcileResource, RECONCILE_RESULTS } from '@console/contract/api/pay';
import type { PayReconcileRow } from '@console/contract/pay';
import { declaredColumns, ResourceTable } from '@console/web-kit/resource';
import { Tag } from 'antd';

type Row = PayReconcileRow & Record<string, unknown>;

/** 支付对账: a day's orders (today unless chosen) against what was paid for them. */
export default function PayReconcilePage() {
  return (
    <ResourceTable<Row>
      area="pay"
      api={{ queryList: payApi.reconcile }}
      label="对账"
      rowKey="orderNo"
      statusToggle={false}
      exportAs={payReconcileResource.page.menu}
      search={[
        { name: 'date', label: '对账日期（年-月-日）' },
        {
          name: 'result',
          label: payReconcileResource.fields.result.label,
          kind: 'select',
          options: RECONCILE_RESULTS.map(({ value, label }) => ({ value, label })),
        },
      ]}
      columns={declaredColumns<Row>(payReconcileResource, {
        result: (v: number) => {
          const r = RECONCILE_RESULTS.find((x) => x.value === v);
          return <Tag color={r?.color}>{r?.label}</Tag>;
        },
      })}
      scrollX={1300}
    />
  );
}
