import { common, COMMON_LABELS } from '../common-fields.ts';
import { declare } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { PAGES } from './pages.ts';
import { WORDS } from '../words.ts';

/**
 * Warehouse area (`/wms/*`): warehouses, channels per warehouse, inventory (warehouse × SKU) and its ledger.
 * Purchase orders, deliveries, order split and province returns are in `wms-docs.ts`.
 */

export const WAREHOUSE_TYPES = [
  { value: 1, label: '中心仓' },
  { value: 2, label: '区域仓' },
  { value: 3, label: '前置仓' },
] as const;
/** Ledger row types (stock operations) and their names. */
export const STOCK_TYPES = [
  { value: 'RECEIVE', label: PAGES.wmsPurchaseOrder.title },
  { value: 'LOCK', label: WORDS.lock },
  { value: 'UNLOCK', label: '释放锁定' },
  { value: 'SHIP', label: '发货出库' },
  { value: 'ADJUST', label: '盘点调整' },
  { value: 'TRANSFER_OUT', label: '调拨出库' },
  { value: 'TRANSFER_IN', label: '调拨入库' },
  { value: 'RETURN', label: '退货入库' },
] as const;
/** Source document types written into the ledger. */
export const SOURCE_TYPES: Record<string, string> = {
  PO: '采购单',
  ORDER: '订单',
  DELIVERY: PAGES.wmsDeliver.title,
  RETURN: PAGES.wmsReturnProvince.title,
  AFTER_SALE: '售后退货',
  SEMIANNUAL: PAGES.semiannualReturn.title,
  STOCKTAKE: '盘点',
  TRANSFER: '调拨单',
  DEMO: '期初',
  SELLIN: PAGES.sellinOrder.title,
};
/** A row whose available quantity is below this is "short" (onlyShort filter, highlighted in the list). */
export const SHORT_STOCK_THRESHOLD = 10;

const s = schemas(() => import('../wms.ts'));

/** A batch by ids that answers how many rows it changed. */
const batch = (path: string, permission: `${string}.${string}`, summary: string, okMessage: string) =>
  endpoint({ method: 'POST', path, permission, summary, input: s.idsOnly, output: s.countResult, okMessage });

export const wmsBaseApi = area(COMMON_LABELS.warehouse, {
  queryList: endpoint({
    method: 'POST',
    path: '/wms/base/queryList',
    permission: 'wmsBase.query',
    summary: '仓库列表',
    input: s.warehouseQuery,
    output: s.warehouseRow,
    paged: true,
  }),
  queryAll: endpoint({
    method: 'GET',
    path: '/wms/base/queryAll',
    // The warehouse dropdown of every warehouse screen (inventory, ledger, purchase orders, returns).
    permission: 'authenticated',
    summary: '全部仓库（下拉选项）',
    input: s.warehouseAllQuery,
    output: s.warehouseOptions,
  }),
  skuOptions: endpoint({
    method: 'GET',
    path: '/wms/base/skuOptions',
    // The SKU picker of purchase orders and returns (users of those pages may lack the product keys).
    permission: 'authenticated',
    summary: '启用的SKU（下拉选项，最多5000条）',
    input: s.noInput,
    output: s.skuOptions,
  }),
  add: endpoint({
    method: 'POST',
    path: '/wms/base/add',
    permission: 'wmsBase.add',
    summary: '新增仓库',
    input: s.warehouseCreate,
    output: s.createdId,
    okMessage: '新增成功',
  }),
  update: endpoint({
    method: 'POST',
    path: '/wms/base/update',
    permission: 'wmsBase.edit',
    summary: '修改仓库',
    input: s.warehouseUpdate,
    output: s.done,
    okMessage: '修改成功',
  }),
  delete: batch('/wms/base/delete', 'wmsBase.delete', '删除仓库（有库存的仓库不能删除）', '删除成功'),
  enable: batch('/wms/base/enable', 'wmsBase.enable', '启用仓库', '启用成功'),
  disable: batch('/wms/base/disable', 'wmsBase.disable', '停用仓库', '停用成功'),
});
export const wmsChannelApi = area('仓库渠道', {
  baseChannel: endpoint({
    method: 'GET',
    path: '/wms/channel/baseChannel',
    permission: 'wmsChannel.query',
    summary: '渠道字典',
    input: s.noInput,
    output: s.channelOptions,
  }),
  queryChannelList: endpoint({
    method: 'GET',
    path: '/wms/channel/queryChannelList',
    permission: 'wmsChannel.query',
    summary: '仓库渠道列表',
    input: s.channelQuery,
    output: s.channelRow,
    paged: true,
  }),
  batchUpdateChannel: endpoint({
    method: 'POST',
    path: '/wms/channel/batchUpdateChannel',
    permission: 'wmsChannel.batch',
    summary: '批量保存仓库的渠道（整体替换，全部成功或全部失败）',
    input: s.channelBatch,
    output: s.countResult,
    okMessage: '保存成功',
  }),
});
export const wmsInventoryApi = area('库存', {
  queryList: endpoint({
    method: 'GET',
    path: '/wms/inv/queryList',
    permission: 'wmsInventory.query',
    summary: '库存列表',
    input: s.inventoryQuery,
    output: s.inventoryRow,
    paged: true,
  }),
  enable: batch('/wms/inv/enable', 'wmsInventory.enable', '启用库存', '启用成功'),
  disable: batch('/wms/inv/disable', 'wmsInventory.disable', '停用库存（停用后不能锁定）', '停用成功'),
  adjust: endpoint({
    method: 'POST',
    path: '/wms/inv/adjust',
    permission: 'wmsInventory.adjust',
    summary: '盘点调整（不能低于已锁定数量）',
    input: s.inventoryAdjust,
    output: s.stockQuantities,
    okMessage: '调整成功',
  }),
});
/** The ledger's own columns, which its page and its export both name. */
export const HISTORY_LABELS = {
  onHandDelta: '在库变化',
  lockedDelta: '锁定变化',
  onHandAfter: '变化后在库',
  lockedAfter: '变化后锁定',
  sourceType: '单据类型',
  sourceNo: '单据号',
} as const;
export const wmsHistoryApi = area('库存流水', {
  queryList: endpoint({
    method: 'GET',
    path: '/wms/history/queryList',
    permission: 'wmsHistory.query',
    summary: '库存流水（最新在前）',
    input: s.historyQuery,
    output: s.historyRow,
    paged: true,
  }),
});

/** Warehouses serve every shop, SP and province (order split picks one by channel): no dimension narrows them. */
const SHARED = { none: '仓库全公司共用' } as const;
export const warehouseResource = declare({
  name: 'wms',
  label: COMMON_LABELS.warehouse,
  endpoints: wmsBaseApi,
  fields: {
    warehouseCode: { label: COMMON_LABELS.warehouseCode, kind: 'code', in: ['list', 'filter', 'form', 'export'], width: 120, fixed: true },
    warehouseName: { label: COMMON_LABELS.warehouseName, kind: 'text', in: ['list', 'filter', 'form', 'export'], width: 160 },
    type: { label: '仓库类型', kind: 'enum', options: WAREHOUSE_TYPES, in: ['list', 'filter', 'form', 'export'], width: 90 },
    // One column on screen (省 / 市 / 区) and one picker in the form; three cells in the file, to sort by.
    region: { label: COMMON_LABELS.region, kind: 'text', in: ['list', 'form'], width: 220 },
    provinceName: { label: COMMON_LABELS.provinceCode, kind: 'text', in: ['export'] },
    cityName: { label: COMMON_LABELS.cityCode, kind: 'text', in: ['export'] },
    districtName: { label: COMMON_LABELS.districtCode, kind: 'text', in: ['export'] },
    address: { label: COMMON_LABELS.address, kind: 'text', in: ['list', 'form', 'export'], width: 220 },
    contact: { label: COMMON_LABELS.contact, kind: 'text', in: ['list', 'form', 'export'], width: 90 },
    phone: { label: COMMON_LABELS.phone, kind: 'phone', in: ['list', 'form', 'export'], width: 130 },
    ...common({ status: ['list', 'filter', 'form', 'export'], updateTime: ['list', 'export'], createTime: ['list', 'export'] }),
  },
  scope: { 1: SHARED, 2: SHARED, 3: SHARED, 5: SHARED, 6: SHARED, 7: SHARED },
  page: { menu: 'wmsBase', path: '/wms/base', title: '仓库管理' },
});

/** Only a user limited to some channels sees rows here (dimension 5); one limited otherwise sees none. */
export const channelResource = declare({
  name: 'wms',
  label: '仓库渠道',
  endpoints: wmsChannelApi,
  fields: {
    warehouseCode: { label: COMMON_LABELS.warehouseCode, kind: 'code', in: ['filter', 'export'] },
    warehouseName: { label: COMMON_LABELS.warehouseName, kind: 'text', in: ['export'] },
    channelCode: { label: COMMON_LABELS.channelCode, kind: 'code', in: ['list', 'filter', 'export'], width: 120 },
    channelName: { label: COMMON_LABELS.channelName, kind: 'text', in: ['list', 'export'] },
    // Order split tries a warehouse's channels from 1 up.
    priority: { label: '优先级', kind: 'number', in: ['list', 'export'], width: 140 },
    ...common({ status: ['list', 'export'], updateTime: ['export'] }),
  },
  scope: { 5: 'channelCode' },
  page: { menu: 'wmsChannel', path: '/wms/channel', title: '渠道管理' },
});
