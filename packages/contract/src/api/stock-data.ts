import { declare, fields } from '../declaration.ts';
import { PAGES } from './pages.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { resourceApi } from './resource.ts';
import { commonField, COMMON_LABELS } from '../common-fields.ts';

/**
 * The stock area's reported data (DOMAIN "Stock and allocation"): SKU mapping, sell-in reported by service
 * providers, and their opening inventory with the balance it gives. The specification names only the
 * prefixes; the calls are issue 28's (the standard verbs of each, as resourceApi spells them).
 */
const s = schemas(() => import('../stock-data.ts'));

/** The partner platforms a mapping may come from (any other source is a service provider's code). */
export const PARTNER_SOURCES = [
  { value: 'HIPAC', label: '海拍客' },
  { value: 'FSCT', label: 'FSCT' },
  { value: 'DCC', label: 'DCC' },
  { value: 'YUOU', label: '有偶' },
] as const;

const mapping = resourceApi({
  tag: PAGES.stockMapping.title,
  path: '/stock/mapping',
  page: 'stockMapping',
  label: PAGES.stockMapping.title,
  create: s.mappingCreate,
  update: s.mappingUpdate,
  query: s.mappingQuery,
  row: s.mappingRow,
});
export const stockMappingApi = area(PAGES.stockMapping.title, {
  queryList: mapping.queryList,
  add: mapping.add,
  update: mapping.update,
  delete: mapping.delete,
});

const sellin = resourceApi({
  tag: PAGES.stockSellin.title,
  path: '/stock/sellin',
  page: PAGES.stockSellin.menu,
  label: PAGES.stockSellin.title,
  create: s.sellinCreate,
  update: s.sellinCreate,
  query: s.sellinQuery,
  row: s.sellinRow,
});
/** Sell-in rows are reported facts: added, imported or deleted, never edited. */
export const stockSellinApi = area(PAGES.stockSellin.title, { queryList: sellin.queryList, add: sellin.add, delete: sellin.delete });

const opening = resourceApi({
  tag: PAGES.stockOpeningInventory.title,
  path: '/stock/openingInventory',
  page: PAGES.stockOpeningInventory.menu,
  label: PAGES.stockOpeningInventory.title,
  create: s.openingCreate,
  update: s.openingUpdate,
  query: s.openingQuery,
  row: s.openingRow,
});
export const stockOpeningApi = area(PAGES.stockOpeningInventory.title, {
  queryList: opening.queryList,
  add: opening.add,
  update: opening.update,
  delete: opening.delete,
  balance: endpoint({
    method: 'GET',
    path: '/stock/openingInventory/balance',
    permission: 'stockOpeningInventory.query',
    summary: '服务商某日库存（期初库存 + 进货 − 上报出货）',
    input: s.balanceQuery,
    output: s.balance,
  }),
});

export const MAPPING_FIELDS = fields({
  source: { label: COMMON_LABELS.source, kind: 'code', in: ['list', 'filter', 'form', 'detail', 'export', 'audit'] },
  externalCode: { label: '外部编码', kind: 'code', in: ['list', 'filter', 'form', 'detail', 'export', 'audit'] },
  skuCode: commonField('skuCode', ['list', 'filter', 'form', 'detail', 'export', 'audit']),
  skuName: commonField('skuName', ['list', 'detail', 'export']),
  updateTime: commonField('updateTime', ['list', 'detail']),
});

export const mappingResource = declare({
  name: 'stock',
  label: PAGES.stockMapping.title,
  endpoints: stockMappingApi,
  fields: MAPPING_FIELDS,
  scope: {
    1: { none: '映射是翻译外部编码的参照数据' },
    2: { none: '映射是翻译外部编码的参照数据' },
    3: { none: '映射是翻译外部编码的参照数据' },
    5: { none: '映射是翻译外部编码的参照数据' },
    6: { none: '映射是翻译外部编码的参照数据' },
    7: { none: '映射是翻译外部编码的参照数据' },
  },
  page: PAGES.stockMapping,
});

/**
 * What a sell-in row records: a shop's purchase reported by its SP (1), or the SP's own purchase from the brand
 * (2: a shipped sell-in order's line, read-only).
 */
export const SELLIN_KIND = { shopSale: 1, brandPurchase: 2 } as const;
export const SELLIN_KINDS = [
  { value: SELLIN_KIND.shopSale, label: '门店销售', color: 'blue' },
  { value: SELLIN_KIND.brandPurchase, label: '品牌进货', color: 'purple' },
] as const;

/**
 * The brand's purchases are rows of `stock_sellin` (kind 2) written when a sell-in order ships, not a UNION
 * with the order lines read at list time: the list then keeps one table's keyset paging, its scope columns
 * (spCode, province) and the resource service's delete and export unchanged, and the row is as fixed as the
 * shipment it records. Readers of what SPs sold to shops (auto-allocation, the SP's balance) take kind 1.
 */
export const SELLIN_DATA_FIELDS = fields({
  spCode: commonField('spCode', ['list', 'filter', 'form', 'export', 'audit']),
  spName: commonField('spName', ['list', 'export']),
  retCode: commonField('retCode', ['list', 'filter', 'form', 'export', 'audit']),
  retName: { label: COMMON_LABELS.shop, kind: 'text', in: ['list', 'export'] },
  skuCode: commonField('skuCode', ['list', 'filter', 'form', 'export', 'audit']),
  skuName: commonField('skuName', ['list', 'export']),
  quantity: { label: COMMON_LABELS.quantity, kind: 'quantity', in: ['list', 'form', 'export', 'audit'] },
  saleDate: { label: '销售日期', kind: 'date', in: ['list', 'form', 'export', 'audit'] },
  kind: { label: COMMON_LABELS.type, kind: 'enum', options: SELLIN_KINDS, in: ['list', 'filter', 'export', 'audit'], width: 100 },
  sourceNo: { label: '来源单号', kind: 'code', in: ['list', 'export'], width: 170 },
});

export const sellinResource = declare({
  name: 'stock',
  label: PAGES.stockSellin.title,
  endpoints: stockSellinApi,
  fields: SELLIN_DATA_FIELDS,
  // A row copies its shop's province when reported, like an order copies its shop's keys.
  scope: { 1: 'retCode', 2: 'spCode', 6: 'provinceCode' },
  page: PAGES.stockSellin,
});

export const OPENING_FIELDS = fields({
  spCode: commonField('spCode', ['list', 'filter', 'form', 'export', 'audit']),
  spName: commonField('spName', ['list', 'export']),
  skuCode: commonField('skuCode', ['list', 'filter', 'form', 'export', 'audit']),
  skuName: commonField('skuName', ['list', 'export']),
  quantity: { label: '期初数量', kind: 'quantity', in: ['list', 'form', 'export', 'audit'] },
  stockDate: { label: '盘点日期', kind: 'date', in: ['list', 'form', 'export', 'audit'] },
});

export const openingResource = declare({
  name: 'stock',
  label: PAGES.stockOpeningInventory.title,
  endpoints: stockOpeningApi,
  fields: OPENING_FIELDS,
  // A row copies its SP's province; like an SP, it carries no other dimension (a user limited in one sees none).
  scope: { 2: 'spCode', 6: 'provinceCode' },
  page: PAGES.stockOpeningInventory,
});
