import type { FastifyInstance } from 'fastify';
import { reportRoutes } from './report/report.routes.ts';
import { workbenchRoutes } from './workbench/workbench.routes.ts';
import { employeeRoutes } from './employee/employee.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { fileRoutes } from './files/files.routes.ts';
import { gradeRoutes } from './grades/grades.routes.ts';
import { regionRoutes } from './regions/regions.routes.ts';
import { departmentsRoutes } from './departments/departments.routes.ts';
import { menusRoutes } from './menus/menus.routes.ts';
import { permissionsRoutes } from './permissions/permissions.routes.ts';
import { rolesRoutes } from './roles/roles.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { productRoutes } from './products/products.routes.ts';
import { logRoutes } from './logs/logs.routes.ts';
import { exportRoutes } from './exports/exports.routes.ts';
import { jobRoutes } from './jobs/jobs.routes.ts';
import { importRoutes } from './imports/imports.routes.ts';
import { baseRoutes } from './base/base.routes.ts';
import { shopRoutes } from './shop/shop.routes.ts';
import { wmsRoutes } from './wms/wms.routes.ts';
import { orderRoutes } from './order/order.routes.ts';
import { erpRoutes } from './erp/erp.routes.ts';
import { afterSaleRoutes } from './after-sale/after-sale.routes.ts';
import { stockRoutes } from './stock/stock.routes.ts';
import { allocRoutes } from './alloc/alloc.routes.ts';
import { couponRoutes } from './coupon/coupon.routes.ts';
import { setMealRoutes } from './set-meal/set-meal.routes.ts';
import { lotteryRoutes } from './lottery/lottery.routes.ts';
import { equityRoutes } from './equity/equity.routes.ts';
import { specialActivityRoutes } from './special-activity/special-activity.routes.ts';
import { invoiceRoutes } from './invoice/invoice.routes.ts';
import { semiannualReturnRoutes } from './semiannual-return/semiannual-return.routes.ts';
import { riskRoutes } from './risk/risk.routes.ts';
import { payRoutes } from './pay/pay.routes.ts';
import { partnerRoutes } from './partner/partner.routes.ts';
import { dataxRoutes } from './datax/datax.routes.ts';
import { giftOrderRoutes } from './gift-order/gift-order.routes.ts';
import { sellinOrderRoutes } from './sellin-order/sellin-order.routes.ts';

/** Every area's routes, mounted under /api in this order. An area adds one line here. */
export const AREAS = [
  employeeRoutes,
  reportRoutes,
  workbenchRoutes,
  authRoutes,
  contentRoutes,
  fileRoutes,
  gradeRoutes,
  regionRoutes,
  usersRoutes,
  rolesRoutes,
  menusRoutes,
  departmentsRoutes,
  permissionsRoutes,
  productRoutes,
  logRoutes,
  exportRoutes,
  jobRoutes,
  importRoutes,
  baseRoutes,
  shopRoutes,
  wmsRoutes,
  orderRoutes,
  erpRoutes,
  afterSaleRoutes,
  stockRoutes,
  allocRoutes,
  couponRoutes,
  setMealRoutes,
  specialActivityRoutes,
  lotteryRoutes,
  equityRoutes,
  invoiceRoutes,
  semiannualReturnRoutes,
  riskRoutes,
  payRoutes,
  partnerRoutes,
  dataxRoutes,
  giftOrderRoutes,
  sellinOrderRoutes,
];

/**
 * Fastify names a plugin that has no display name by searching every loaded CommonJS module's exports for it,
 * twice per register (5–30 ms of a warm start's CPU over the areas, issue 31): each area is named by its function.
 */
export const DISPLAY_NAME = Symbol.for('fastify.display-name');

export async function registerModules(api: FastifyInstance) {
  for (const routes of AREAS) {
    await api.register(Object.assign(routes, { [DISPLAY_NAME]: routes.name }));
    // The event loop turns between areas: at a start, the database's steps (PostgreSQL coming up, the
    // migrations, the base data), which wait on sockets, move on while the routes are built (issue 31).
    await new Promise((resolve) => setImmediate(resolve));
  }
}
