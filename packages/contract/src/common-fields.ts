import { STATUS_OPTIONS } from './api/resource.ts';
import type { FieldDecl, Place } from './declaration.ts';

/**
 * The fields most resources carry, each labelled here once (issue 26: 状态, 备注, the times and the shop, SP,
 * warehouse, SKU and order references were written in dozens of files). A declaration spreads them with the
 * places they appear in on that resource (`...common({ remark: ['list', 'form'] })`), and anything that
 * differs (a machine's states as the status options) is given beside them.
 */
export const COMMON = {
  status: { label: '状态', kind: 'enum', options: STATUS_OPTIONS },
  remark: { label: '备注', kind: 'longtext' },
  createTime: { label: '创建时间', kind: 'datetime' },
  updateTime: { label: '更新时间', kind: 'datetime' },
  retCode: { label: '门店编码', kind: 'ref', ref: 'shop', nameField: 'retName' },
  retName: { label: '门店名称', kind: 'text' },
  spCode: { label: '服务商编码', kind: 'ref', ref: 'sp', nameField: 'spName' },
  spName: { label: '服务商', kind: 'text' },
  warehouseCode: { label: '仓库编码', kind: 'ref', ref: 'warehouse', nameField: 'warehouseName' },
  warehouseName: { label: '仓库名称', kind: 'text' },
  skuCode: { label: 'SKU编码', kind: 'ref', ref: 'sku', nameField: 'skuName' },
  skuName: { label: 'SKU名称', kind: 'text' },
  orderNo: { label: '订单号', kind: 'code' },
} as const satisfies Record<string, Omit<FieldDecl, 'in'>>;

export type CommonName = keyof typeof COMMON;
type Common = typeof COMMON;

/** The label of each common field, for the places that name a field without declaring it (an import's headers). */
export const COMMON_LABELS = Object.fromEntries(Object.entries(COMMON).map(([k, f]) => [k, f.label])) as {
  readonly [K in CommonName]: Common[K]['label'];
};

/** Common fields placed: `common({ status: ['list', 'filter'], createTime: ['list'] })`, in the order given. */
export function common<const P extends Partial<Record<CommonName, readonly Place[]>>>(
  places: P,
): { readonly [K in keyof P & CommonName]: Common[K] & { readonly in: P[K] & readonly Place[] } } {
  return Object.fromEntries(Object.entries(places).map(([k, p]) => [k, { ...COMMON[k as CommonName], in: p }])) as never;
}

/** One common field placed, with what differs on this resource (a status's own options, a width). */
export const commonField = <const K extends CommonName, const M extends Partial<FieldDecl>>(
  name: K,
  places: readonly Place[],
  more?: M,
): Omit<Common[K], keyof M> & { readonly in: readonly Place[] } & M => ({ ...COMMON[name], in: places, ...(more as M) });
