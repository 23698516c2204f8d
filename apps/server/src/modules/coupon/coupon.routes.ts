import { couponApi, couponTemplateApi } from '@console/contract/coupon';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { serveResource } from '../../shared/resource-routes.ts';
import './coupon.jobs.ts';
import { registerCouponExport } from './coupon.export.ts';
import { couponTemplateService } from './coupon-template.service.ts';
import { issueCoupons, listCoupons, usableCoupons, voidCoupons } from './coupon.service.ts';

/** `/coupon/*`: templates on the resource service, issue / list / void / usable from the area's descriptor. */
export async function couponRoutes(app: FastifyInstance) {
  registerCouponExport();
  serveResource(app, couponTemplateApi, couponTemplateService());
  serveAll(app, couponApi, {
    issue: issueCoupons,
    queryList: listCoupons,
    void: voidCoupons,
    usable: usableCoupons,
  });
}
