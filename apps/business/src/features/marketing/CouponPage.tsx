import { Tabs } from 'antd';
import { CouponList } from './CouponList.tsx';
import { CouponTemplates } from './CouponTemplates.tsx';
import { PAGES } from '@console/contract/api/pages';

/** 优惠券: the templates (and issuing them) and the coupons issued. */
export default function CouponPage() {
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'templates', label: PAGES.couponTemplate.title, children: <CouponTemplates /> },
        { key: 'coupons', label: '已发放优惠券', children: <CouponList /> },
      ]}
    />
  );
}
