import { setMealApi, setMealOptionApi, setMealQuery, setMealResource } from '@console/contract/set-meal';
import type { FastifyInstance } from 'fastify';
import { registerResourceExport } from '../../shared/resource-export.ts';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { serveResource } from '../../shared/resource-routes.ts';
import { setMealOptions } from './set-meal-options.ts';
import { setMealService } from './set-meal.service.ts';

/** `/setMeal/*` on the resource service, its list exported; the create-order form's options beside it. */
export async function setMealRoutes(app: FastifyInstance) {
  const service = setMealService();
  registerResourceExport({ resource: setMealResource, label: '套餐列表', query: setMealQuery, service });
  serveResource(app, setMealApi, service);
  serveAll(app, setMealOptionApi, { options: setMealOptions });
}
