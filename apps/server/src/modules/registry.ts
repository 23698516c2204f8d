import type { FastifyInstance } from 'fastify';
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
import { couponRoutes } from './coupon/coupon.routes.ts';
import { payRoutes } from './pay/pay.routes.ts';

/** Every area's routes, mounted under /api. An area adds one line here. */
export async function registerModules(api: FastifyInstance) {
  await api.register(authRoutes);
  await api.register(contentRoutes);
  await api.register(fileRoutes);
  await api.register(gradeRoutes);
  await api.register(regionRoutes);
  await api.register(usersRoutes);
  await api.register(rolesRoutes);
  await api.register(menusRoutes);
  await api.register(departmentsRoutes);
  await api.register(permissionsRoutes);
  await api.register(productRoutes);
  await api.register(logRoutes);
  await api.register(exportRoutes);
  await api.register(jobRoutes);
  await api.register(importRoutes);
  await api.register(baseRoutes);
  await api.register(shopRoutes);
  await api.register(wmsRoutes);
  await api.register(orderRoutes);
  await api.register(couponRoutes);
  await api.register(payRoutes);
}
