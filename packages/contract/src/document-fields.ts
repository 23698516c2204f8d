import { COMMON, COMMON_LABELS } from './common-fields.ts';
import type { EnumOption, FieldDecl, Place } from './declaration.ts';

/** Where a document shows a field of its own: its list, its detail drawer and its export. */
const SHOWN = ['list', 'detail', 'export'] as const satisfies readonly Place[];
/** Where it shows its number: the same, and the list's filters. */
const FOUND = ['list', 'filter', 'detail', 'export'] as const satisfies readonly Place[];
/** Its status, and a number its audit also names (a transfer's, a sell-in order's): found, and audited. */
const AUDITED = ['list', 'filter', 'detail', 'export', 'audit'] as const satisfies readonly Place[];

type More = Partial<FieldDecl>;
type None = Record<never, never>;

/** A field with what differs on this document (a label, a width) given over it. */
const placed = <const B extends object, const M extends More = None>(base: B, more?: M) =>
  ({ ...base, ...more }) as unknown as Omit<B, keyof M> & M;

/**
 * The fields the document declarations share (purchase orders, deliveries, province returns, transfers,
 * after-sales, half-year returns, sell-in orders): the number, the warehouse, the status, the quantity, the
 * creator and the times, each placed where every document places it. A declaration names them under its own
 * field names, in its own order, between its own fields, and gives what differs beside them.
 */
export const documentFields = <const O extends readonly EnumOption[]>(states: O) => ({
  /** The document's number (采购单号, 发货单号): listed, filtered, in its detail and export. */
  code: <const L extends string, const M extends More = None>(label: L, more?: M) =>
    placed({ label, kind: 'code' as const, in: FOUND }, more),
  /** A number the audit also names. */
  auditedCode: <const L extends string, const M extends More = None>(label: L, more?: M) =>
    placed({ label, kind: 'code' as const, in: AUDITED }, more),
  /** The warehouse's code, filtered and audited, its name in `warehouseName`. */
  warehouseCode: <const M extends More = None>(more?: M) =>
    placed({ ...COMMON.warehouse, in: ['filter', 'audit'] as const, nameField: 'warehouseName' as const }, more),
  /** The warehouse's name as the document calls it (入库仓库, 发货仓库). */
  warehouseName: <const L extends string, const M extends More = None>(label: L, more?: M) =>
    placed({ label, kind: 'text' as const, in: SHOWN }, more),
  /** Its status, as its machine's states. */
  status: <const M extends More = None>(more?: M) => placed({ ...COMMON.status, in: AUDITED, options: states }, more),
  /** Its total quantity (数量, or its own word: 采购数量). */
  quantity: <const M extends More = None>(more?: M) => placed({ ...COMMON.quantity, in: SHOWN }, more),
  /** Who made it (创建人, or 申请人). */
  creator: <const M extends More = None>(more?: M) => placed({ label: COMMON_LABELS.creator, kind: 'text' as const, in: SHOWN }, more),
  /** When it was made (创建时间, or 申请时间). */
  createTime: <const M extends More = None>(more?: M) => placed({ ...COMMON.createTime, in: SHOWN }, more),
  updateTime: <const M extends More = None>(more?: M) => placed({ ...COMMON.updateTime, in: ['list', 'export'] as const }, more),
});

/** Where the shop area's lists show a field of their own: the list and its export. */
const LISTED = ['list', 'export'] as const satisfies readonly Place[];
const EXPORTED = ['export'] as const satisfies readonly Place[];

/**
 * The fields the shop area's declarations share (service records, work orders, wallets, app settings, service
 * areas, main SPs, SPs): the shop or SP a row belongs to, a district's names and the times, each placed where
 * those lists place them. A declaration spreads the blocks it has between its own fields, in its own order.
 */
export const shopFields = () => ({
  /** The shop a service row belongs to: its code filtered, exported and audited, its name filtered and exported. */
  shop: {
    retCode: placed({ ...COMMON.retCode, in: ['filter', 'export', 'audit'] as const }),
    retName: placed({ ...COMMON.retName, in: ['filter', 'export'] as const }),
  },
  /** A list of shops themselves (their wallets): code and name listed, filtered and exported. */
  listedShop: {
    retCode: placed({ ...COMMON.retCode, in: ['list', 'filter', 'export'] as const, width: 140 }),
    retName: placed({ ...COMMON.retName, in: ['list', 'filter', 'export'] as const }),
  },
  /** The SP a row belongs to: its code exported, its name listed and exported (under the row's own word: 主服务商). */
  sp: <const M extends More = None>(name?: M) => ({
    spCode: placed({ ...COMMON.spCode, in: EXPORTED, kind: 'code' as const }),
    spName: placed({ ...COMMON.spName, in: LISTED, width: 220 as number }, name),
  }),
  /** A district's names as a list answers them (its codes filter through the region cascader). */
  regionNames: <const P extends readonly Place[]>(places: P, width?: number) => ({
    provinceName: placed({ ...COMMON.provinceCode, kind: 'text' as const, in: places, ...(width ? { width } : {}) }),
    cityName: placed({ ...COMMON.cityCode, kind: 'text' as const, in: places, ...(width ? { width } : {}) }),
    districtName: placed({ ...COMMON.districtCode, kind: 'text' as const, in: places, ...(width ? { width } : {}) }),
  }),
  /** When the row changed: listed and exported. */
  updated: { updateTime: placed({ ...COMMON.updateTime, in: LISTED }) },
  /** When the row was made: listed and exported. */
  created: { createTime: placed({ ...COMMON.createTime, in: LISTED }) },
  /** When it was made (in the export only: its list shows when it changed) and when it changed. */
  times: { createTime: placed({ ...COMMON.createTime, in: EXPORTED }), updateTime: placed({ ...COMMON.updateTime, in: LISTED }) },
});
