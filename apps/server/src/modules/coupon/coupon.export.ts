import { couponQuery, couponResource } from '@console/contract/coupon';
import { registerListExport } from '../../shared/list-export.ts';
import { couponFields, couponWhere, toCouponRow } from './coupon.service.ts';
import { coupons } from '../../db/schema/coupon.ts';

/** The coupon list as an Excel export: the list's filters, order and scope. */
export const registerCouponExport = () =>
  registerListExport({
    resource: couponResource,
    label: '优惠券列表',
    query: couponQuery,
    table: coupons,
    id: coupons.id,
    fields: couponFields,
    where: couponWhere,
    toRow: toCouponRow,
  });
