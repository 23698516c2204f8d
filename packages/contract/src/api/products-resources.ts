import { common, COMMON_LABELS } from '../common-fields.ts';
import { declare, fields } from '../declaration.ts';
import { brandApi, labelApi, skuApi } from './products-api.ts';

/**
 * Declarations of the product catalogue's resources: the pages take their columns, filters and forms from
 * them, the server its audit labels. The catalogue is shared by every shop and SP: no scope dimension applies.
 */
const UNSCOPED = { none: '商品资料全公司共用' } as const;
const scope = { 1: UNSCOPED, 2: UNSCOPED, 3: UNSCOPED, 5: UNSCOPED, 6: UNSCOPED, 7: UNSCOPED };

const sortField = { label: COMMON_LABELS.sort, kind: 'number', in: ['list', 'form', 'audit'] } as const;

export const brandFields = fields({
  code: { label: '品牌编码', kind: 'code', in: ['list', 'filter', 'form', 'audit'], fixed: true },
  name: { label: '品牌名称', kind: 'text', in: ['list', 'filter', 'form', 'audit'], width: 200 },
  logo: { label: 'Logo地址', kind: 'text', in: ['form', 'audit'] },
  spuCount: { label: 'SPU数', kind: 'quantity', in: ['list'], width: 80 },
  sort: sortField,
  ...common({ remark: ['list', 'form', 'audit'], status: ['list', 'filter', 'form', 'audit'], updateTime: ['list'], createTime: ['list'] }),
});
export const brandResource = declare({
  name: 'products',
  label: COMMON_LABELS.brand,
  endpoints: brandApi,
  fields: brandFields,
  scope,
  page: { menu: 'productBrand', path: '/product/brand', title: '品牌管理' },
});

export const labelFields = fields({
  code: { label: '标签编码', kind: 'code', in: ['list', 'filter', 'form', 'audit'], fixed: true },
  name: { label: '标签名称', kind: 'text', in: ['list', 'filter', 'form', 'audit'] },
  color: { label: '颜色', kind: 'text', in: ['form', 'audit'] },
  skuCount: { label: 'SKU数', kind: 'quantity', in: ['list'], width: 80 },
  sort: sortField,
  ...common({ status: ['list', 'filter', 'form', 'audit'], updateTime: ['list'], createTime: ['list'] }),
});
export const labelResource = declare({
  name: 'products',
  label: COMMON_LABELS.label,
  endpoints: labelApi,
  fields: labelFields,
  scope,
  page: { menu: 'productLabel', path: '/product/label', title: '标签管理' },
});

/** The SKU's fields: the SKU page's form and columns, its import and its audit read their labels here. */
export const skuFields = fields({
  code: { label: COMMON_LABELS.skuCode, kind: 'code', in: ['list', 'filter', 'form', 'export', 'audit'], fixed: true },
  name: { label: COMMON_LABELS.skuName, kind: 'text', in: ['list', 'filter', 'form', 'export', 'audit'] },
  spuName: { label: '所属SPU', kind: 'text', in: ['list', 'export', 'audit'], width: 160 },
  brandName: { label: COMMON_LABELS.brand, kind: 'text', in: ['list', 'export'], width: 100 },
  barcode: { label: '条形码', kind: 'code', in: ['list', 'filter', 'form', 'export', 'audit'], width: 140 },
  unit: { label: '单位', kind: 'text', in: ['list', 'form', 'export', 'audit'], width: 60 },
  spec: { label: '规格', kind: 'text', in: ['form', 'export', 'audit'] },
  propertyText: { label: COMMON_LABELS.property, kind: 'text', in: ['list', 'export', 'audit'], width: 200 },
  labelIds: { label: COMMON_LABELS.label, kind: 'text', in: ['form', 'audit'] },
  /** Null: no alert. Below it, a warehouse's available stock counts on the workbench's low-stock card. */
  lowStockThreshold: { label: '低库存预警值', kind: 'quantity', in: ['list', 'form', 'export', 'audit'], width: 110 },
  ...common({ status: ['list', 'filter', 'form', 'export', 'audit'], updateTime: ['list'], createTime: ['list', 'export'] }),
});
export const skuResource = declare({
  name: 'products',
  label: 'SKU',
  endpoints: skuApi,
  fields: skuFields,
  scope,
  page: { menu: 'productSku', path: '/product/sku', title: 'SKU管理' },
});
