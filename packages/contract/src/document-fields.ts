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
