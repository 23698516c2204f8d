import { couponRuleText } from '@console/contract/api/coupon';
import { yuan } from '@console/contract/money';
import { Form, Select, Typography } from 'antd';
import type { useUsableCoupons } from './create-options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

type Usable = NonNullable<ReturnType<typeof useUsableCoupons>['data']>[number];

/**
 * The coupon picker of the order form: the shop's usable coupons, and what the chosen one does to this order as
 * the server's preview says (its share after tier discounts, or why it would be refused).
 */
export function CouponField({
  coupons,
  effect,
  disabled,
}: {
  coupons: readonly Usable[] | undefined;
  effect: { off: number; problem: string } | null;
  disabled: boolean;
}) {
  return (
    <Form.Item
      name="couponNo"
      label={COMMON_LABELS.coupon}
      help={
        effect?.problem ? (
          <Typography.Text type="danger">{effect.problem}</Typography.Text>
        ) : effect?.off ? (
          <Typography.Text type="success">本单可优惠 {yuan(effect.off)}</Typography.Text>
        ) : undefined
      }
    >
      <Select
        allowClear
        disabled={disabled}
        placeholder={coupons?.length ? '选择门店可用的优惠券（选填）' : '该门店暂无可用优惠券'}
        options={(coupons ?? []).map((c) => ({
          value: c.couponNo,
          label: `${c.templateName}：${couponRuleText(c)}${c.skuCodes.length ? '，限指定商品' : ''}（${c.couponNo}，有效期至${c.validTo}）`,
        }))}
        aria-label={COMMON_LABELS.coupon}
      />
    </Form.Item>
  );
}
