import { Tabs } from 'antd';
import { CouponList } from './CouponList.tsx';
import { CouponTemplates } from './CouponTemplates.tsx';

/** 优惠券: the templates (and issuing them) and the coupons issued. */
export default function CouponPage() {
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'templates', label: '优惠券模板', children: <CouponTemplates /> },
        { key: 'coupons', label: '已发放优惠券', children: <CouponList /> },
      ]}
    />
  );
}
