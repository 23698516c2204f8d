import { declare, stateOptions, fields } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { resourceApi, ENABLED_STATES } from './resource.ts';
import { COMMON_LABELS } from '../common-fields.ts';

/**
 * Set meals (套餐, issue 29): SKUs × quantities sold together at one package price in a period, at most
 * `perShopQuota` packages per shop in it. An order taking `count` packages gets the lines at the list prices
 * with the package's saving spread over them (largest remainder in cents, so they sum to packagePrice × count).
 * Brand-wide: a set meal names no shop, the order that takes it does.
 */

const s = schemas(() => import('../set-meal.ts'));

/** The noun: the area's tag and label, and the price source of an order line priced by a set meal (+ its name). */
export const SET_MEAL = '套餐';

export const setMealApi = resourceApi({
  tag: SET_MEAL,
  path: '/setMeal',
  page: 'setMeal',
  label: SET_MEAL,
  create: s.setMealCreate,
  update: s.setMealUpdate,
  query: s.setMealQuery,
  row: s.setMealRow,
});

/** The set meals a shop may take on an order now, for the create-order form's 套餐 picker. */
export const setMealOptionApi = area(SET_MEAL, {
  options: endpoint({
    method: 'GET',
    path: '/setMeal/options',
    permission: 'orderDx.add',
    summary: '门店当前可选的套餐（启用且在有效期内，含本店剩余限购；下单选择）',
    input: s.setMealOptionQuery,
    output: s.setMealOptions,
  }),
});

/** What a line of an order was priced at when it was not the price table (套餐 / 特价活动 + its name). */
export const SET_MEAL_SOURCE = SET_MEAL;

export const SET_MEAL_FIELDS = fields({
  name: { label: '套餐名称', kind: 'text', in: ['list', 'filter', 'form', 'export', 'audit'] },
  packagePrice: { label: '套餐价', kind: 'money', in: ['list', 'form', 'export', 'audit'] },
  linesText: { label: '套餐商品', kind: 'longtext', in: ['list', 'export', 'audit'] },
  validFrom: { label: COMMON_LABELS.validFrom, kind: 'date', in: ['list', 'form', 'export', 'audit'] },
  validTo: { label: COMMON_LABELS.validTo, kind: 'date', in: ['list', 'form', 'export', 'audit'] },
  perShopQuota: { label: '每店限购', kind: 'quantity', in: ['list', 'form', 'export', 'audit'] },
  status: {
    label: COMMON_LABELS.status,
    kind: 'enum',
    options: stateOptions(ENABLED_STATES),
    in: ['list', 'filter', 'export', 'audit'],
  },
  updateTime: { label: COMMON_LABELS.updateTime, kind: 'datetime', in: ['list', 'export'] },
});

export const setMealResource = declare({
  name: 'set-meal',
  label: SET_MEAL,
  endpoints: setMealApi,
  fields: SET_MEAL_FIELDS,
  scope: {},
  page: { menu: 'setMeal', path: '/marketing/set-meal', title: '套餐管理' },
});
