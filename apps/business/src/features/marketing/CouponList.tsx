import { couponApi, couponMachine, couponResource } from '@console/contract/api/coupon';
import { stateOptions } from '@console/contract/declaration';
import type { CouponRow } from '@console/contract/coupon';
import { declaredColumns, ResourceTable, stateTag, useCall, useMachineActions, CONFIRM_WORDS } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { AREA } from './CouponTemplates.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';

type Row = CouponRow & Record<string, unknown>;

/** Issued coupons: their shop, status and the order that used one; unused ones can be voided (one or a batch). */
export function CouponList() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const allowed = useMachineActions(couponMachine);
  const voidCoupons = async (couponNos: string[]) => {
    const reply = await call(couponApi.void, { couponNos }).catch(() => null);
    if (reply) message.success(reply.message);
    await qc.invalidateQueries({ queryKey: [AREA] });
  };
  return (
    <ResourceTable<Row>
      area={AREA}
      api={{ queryList: couponApi.queryList }}
      label={COMMON_LABELS.coupon}
      statusToggle={false}
      exportAs={couponResource.page.menu}
      selectable
      toolbar={(_filters, chosen) =>
        allowed('void', 1) && (
          <Popconfirm
            {...CONFIRM_WORDS}
            description={`确认作废所选的${chosen.rows.length}张优惠券吗？`}
            disabled={!chosen.rows.length}
            onConfirm={async () => {
              await voidCoupons(chosen.rows.map((r) => r.couponNo));
              chosen.clear();
            }}
          >
            <Button danger disabled={!chosen.rows.length}>
              批量作废
            </Button>
          </Popconfirm>
        )
      }
      search={[
        { name: 'couponNo', label: couponResource.fields.couponNo.label },
        { name: 'retCode', label: COMMON_LABELS.retCode },
        { name: 'status', label: COMMON_LABELS.status, kind: 'select', options: stateOptions(couponMachine.states) },
        { name: 'orderNo', label: couponResource.fields.orderNo.label },
      ]}
      columns={declaredColumns<Row>(couponResource, { status: (v: number) => stateTag(couponMachine, v) })}
      rowActions={(row) =>
        allowed('void', row.status) && (
          <Popconfirm {...CONFIRM_WORDS} description={`确认作废优惠券${row.couponNo}吗？`} onConfirm={() => voidCoupons([row.couponNo])}>
            <Button type="link" size="small" danger>
              作废
            </Button>
          </Popconfirm>
        )
      }
      scrollX={1300}
    />
  );
}
