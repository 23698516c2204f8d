import { PAY_STATES, payApi, payMachine, payRecordResource } from '@console/contract/api/pay';
import { stateOptions } from '@console/contract/declaration';
import type { PayRecordRow } from '@console/contract/pay';
import { declaredColumns, ResourceTable, stateTag } from '@console/web-kit/resource';
import { COMMON_LABELS } from '@console/contract/common-fields';

type Row = PayRecordRow & Record<string, unknown>;

/** 支付记录: payments started for orders, paid or failed by their channel's signed callback. */
export default function PayRecordPage() {
  return (
    <ResourceTable<Row>
      area="pay"
      api={{ queryList: payApi.recordList }}
      label={payRecordResource.page.title}
      statusToggle={false}
      exportAs={payRecordResource.page.menu}
      search={[
        { name: 'orderNo', label: COMMON_LABELS.orderNo },
        { name: 'retCode', label: COMMON_LABELS.retCode },
        { name: 'channelCode', label: COMMON_LABELS.payChannel },
        { name: 'status', label: COMMON_LABELS.status, kind: 'select', options: stateOptions(PAY_STATES) },
      ]}
      columns={declaredColumns<Row>(payRecordResource, { status: (v: number) => stateTag(payMachine, v) })}
      scrollX={1500}
    />
  );
}
