import { common, COMMON_LABELS } from '../common-fields.ts';
import { PAGES } from './pages.ts';
import { declare, fields } from '../declaration.ts';
import {
  brandApi,
  categoryApi,
  groupApi,
  labelApi,
  propertyApi,
  skuApi,
  skuDiscountApi,
  skuPlatformApi,
  skuPriceApi,
  skuRuleApi,
  skuRuleConfigApi,
  spuApi,
} from './products-api.ts';

/**
 * Declarations of the product catalogue's resources: the pages take their columns, filters and forms from
 * them, the server its audit labels. The catalogue is shared by every shop and SP: no scope dimension applies.
 */
const UNSCOPED = { none: '商品资料全公司共用' } as const;
const scope = { 1: UNSCOPED, 2: UNSCOPED, 3: UNSCOPED, 5: UNSCOPED, 6: UNSCOPED, 7: UNSCOPED };

/** A catalogue row's code (fixed once added) and name, both listed, filtered, edited and audited. */
const codeName = (what: string, nameWidth?: number) =>
  ({
    code: { label: `${what}编码`, kind: 'code', in: ['list', 'filter', 'form', 'audit'], fixed: true },
    name: { label: `${what}名称`, kind: 'text', in: ['list', 'filter', 'form', 'audit'], width: nameWidth },
  }) as const;

const sortField = { label: COMMON_LABELS.sort, kind: 'number', in: ['list', 'form', 'audit'] } as const;

export const brandFields = fields({
  ...codeName(COMMON_LABELS.brand, 200),
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
  page: PAGES.productBrand,
});

export const labelFields = fields({
  ...codeName(COMMON_LABELS.label),
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
  label: COMMON_LABELS.sku,
  endpoints: skuApi,
  fields: skuFields,
  scope,
  page: PAGES.productSku,
});

export const groupResource = declare({
  name: 'products',
  label: COMMON_LABELS.group,
  endpoints: groupApi,
  fields: fields({
    ...codeName(COMMON_LABELS.group, 200),
    skuIds: { label: '分组SKU', kind: 'ref', ref: 'sku', in: ['form', 'audit'] },
    skuCount: labelFields.skuCount,
    sort: { ...sortField, in: ['form', 'audit'] },
    ...common({ remark: ['list', 'form', 'audit'], status: ['filter', 'form', 'audit'] }),
    skuCode: { label: '含SKU编码', kind: 'code', in: ['filter'] },
    ...common({ updateTime: ['list'], createTime: ['list'] }),
  }),
  scope,
  page: { menu: 'productGroup', path: '/product/group', title: '商品分组' },
});

/** The SKU an order rule or a discount is for: chosen in the form, its name listed, its code in the audit. */
const skuOf = {
  skuId: { label: COMMON_LABELS.sku, kind: 'ref', ref: 'sku', in: ['form'] },
  skuCode: { label: COMMON_LABELS.skuCode, kind: 'code', in: ['audit'] },
  skuName: { label: COMMON_LABELS.sku, kind: 'text', in: ['list'], width: 200 },
} as const;
const times = common({ updateTime: ['list'], createTime: ['list'] });

/** An order rule's fields, apart from its declaration so that the rule's schema can read its labels (the
 * declaration's type depends on that schema through its endpoints). */
export const orderRuleFields = fields({
  ...codeName('规则', 200),
  ...skuOf,
  minQty: { label: '起订量', kind: 'quantity', in: ['list', 'form', 'audit'], width: 80 },
  maxQty: { label: '限购量', kind: 'quantity', in: ['list', 'form', 'audit'], width: 80 },
  multiple: { label: '订购倍数', kind: 'quantity', in: ['list', 'form', 'audit'], width: 90 },
  ...common({ status: ['filter', 'form', 'audit'] }),
  ...times,
});

/** A tiered discount's fields, apart from its declaration for the same reason. */
export const discountFields = fields({
  ...codeName('折扣', 200),
  ...skuOf,
  minQty: { label: '起始数量', kind: 'quantity', in: ['list', 'form', 'audit'], width: 90 },
  discountRate: { label: '折扣（%）', kind: 'number', in: ['list', 'form', 'audit'], width: 90 },
  ...common({ validFrom: ['form', 'audit'], validTo: ['form', 'audit'] }),
  /** validFrom 至 validTo, one column (the row has no such field: the page draws it). */
  validity: { label: COMMON_LABELS.validity, kind: 'text', in: ['list'], width: 200 },
  ...common({ status: ['filter', 'form', 'audit'] }),
  ...times,
});

export const skuRuleResource = declare({
  name: 'products',
  label: COMMON_LABELS.skuRule,
  endpoints: skuRuleApi,
  fields: orderRuleFields,
  scope,
  page: { menu: 'skuRule', path: '/product/sku-rule', title: COMMON_LABELS.skuRule },
});

export const skuDiscountResource = declare({
  name: 'products',
  label: PAGES.skuDiscount.title,
  endpoints: skuDiscountApi,
  fields: discountFields,
  scope,
  page: PAGES.skuDiscount,
});

/** Where an order rule applies. */
export const SCOPE_TYPES = [
  { value: 99, label: '全部门店' },
  { value: 1, label: '指定门店' },
  { value: 6, label: '指定省份' },
  { value: 7, label: '指定门店等级' },
] as const;

export const skuRuleConfigResource = declare({
  name: 'products',
  label: '适用范围',
  endpoints: skuRuleConfigApi,
  fields: fields({
    ruleId: { label: COMMON_LABELS.skuRule, kind: 'ref', ref: 'skuRule', in: ['filter', 'form'] },
    ruleName: { label: COMMON_LABELS.skuRule, kind: 'text', in: ['list', 'audit'], width: 140 },
    skuName: skuOf.skuName,
    scopeType: { label: '适用范围', kind: 'enum', options: SCOPE_TYPES, in: ['list', 'form', 'audit'], width: 120 },
    scopeValue: { label: '适用对象', kind: 'longtext', in: ['list', 'form', 'audit'] },
    ...common({ remark: ['form', 'audit'], status: ['filter', 'form', 'audit'] }),
    ...times,
  }),
  scope,
  page: PAGES.skuRuleConfig,
});

/** A catalogue row's status and times as its list shows them (the export repeats the list). */
const listedStatus = common({ status: ['list', 'filter', 'form', 'audit'], updateTime: ['list'], createTime: ['list'] });

/** A category's code and name, labelled as an article category's are (COMMON: the same words, another tree). */
const category = codeName(COMMON_LABELS.category);

/** A tree, listed (and exported) flat: each row with its parent's name and its level. */
export const categoryResource = declare({
  name: 'products',
  label: COMMON_LABELS.category,
  endpoints: categoryApi,
  fields: fields({
    code: { ...category.code, label: COMMON_LABELS.categoryCode },
    name: { ...category.name, label: COMMON_LABELS.categoryName },
    parentName: { label: '上级分类', kind: 'text', in: ['list', 'audit'], width: 120 },
    level: { label: '层级', kind: 'number', in: ['list'], width: 60 },
    ...listedStatus,
  }),
  scope,
  page: { menu: 'productCategory', path: '/product/category', title: '商品分类' },
});

const property = codeName(COMMON_LABELS.property);
const PROPERTY_VALUES = '属性值';
export const propertyResource = declare({
  name: 'products',
  label: COMMON_LABELS.property,
  endpoints: propertyApi,
  fields: fields({
    code: { ...property.code, in: [...property.code.in, 'export'] },
    name: { ...property.name, in: [...property.name.in, 'export'] },
    // Tags on screen, one text in the file and the log ('原味、辣味').
    values: { label: PROPERTY_VALUES, kind: 'text', in: ['list', 'form'] },
    valueText: { label: PROPERTY_VALUES, kind: 'text', in: ['export', 'audit'] },
    ...common({ status: ['list', 'filter', 'form', 'export', 'audit'], updateTime: ['list', 'export'], createTime: ['list', 'export'] }),
  }),
  scope,
  page: { menu: 'productProperty', path: '/product/property', title: '商品属性' },
});

export const spuResource = declare({
  name: 'products',
  label: 'SPU',
  endpoints: spuApi,
  fields: fields({
    ...codeName('SPU'),
    brandName: { label: COMMON_LABELS.brand, kind: 'text', in: ['list'], width: 110 },
    categoryName: { label: COMMON_LABELS.category, kind: 'text', in: ['list'], width: 110 },
    skuCount: labelFields.skuCount,
    ...listedStatus,
  }),
  scope,
  page: { menu: 'productSpu', path: '/product/spu', title: 'SPU管理' },
});

/** The SKU and platform of a listing or a price. */
const skuOnPlatform = {
  skuCode: { label: COMMON_LABELS.skuCode, kind: 'code', in: ['list'] },
  skuName: { label: COMMON_LABELS.skuName, kind: 'text', in: ['list'], width: 200 },
  platformName: { label: COMMON_LABELS.platform, kind: 'text', in: ['list'], width: 130 },
} as const;

export const skuPlatformResource = declare({
  name: 'products',
  label: '上架记录',
  endpoints: skuPlatformApi,
  fields: fields({ ...skuOnPlatform, ...listedStatus }),
  scope,
  page: { menu: 'skuPlatform', path: '/product/sku-platform', title: 'SKU上架平台' },
});

/** A SKU's price: the resource and its one money field. */
const PRICE = '价格';
export const skuPriceResource = declare({
  name: 'products',
  label: PRICE,
  endpoints: skuPriceApi,
  fields: fields({
    ...skuOnPlatform,
    // No grade: the price holds for every grade.
    gradeCode: { label: COMMON_LABELS.grade, kind: 'code', in: ['list'], width: 90, cell: { empty: '全部' } },
    price: { label: PRICE, kind: 'money', in: ['list'], width: 100 },
    ...common({ validFrom: ['list'], validTo: ['list'] }),
    ...listedStatus,
  }),
  scope,
  page: PAGES.skuPrice,
});
