import {
  COUPON_TYPE_OPTIONS,
  couponApi,
  couponTemplateApi,
  couponTemplateResource,
  COUPON_TEMPLATE_FIELDS,
} from '@console/contract/api/coupon';
import type { CouponTemplateRow } from '@console/contract/coupon';
import { shopInfoApi } from '@console/contract/api/shop';
import { cellOf, declaredColumns, type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { PAGES } from '@console/contract/api/pages';

/** The marketing pages' query key root: a write on one refreshes every marketing list. */
export const AREA = 'marketing';

const fields: FieldDef[] = [
  { name: 'name', label: COMMON_LABELS.templateName },
  { name: 'type', label: COMMON_LABELS.type, kind: 'radio', options: COUPON_TYPE_OPTIONS },
  { name: 'amountOff', label: '减免金额（满减）', kind: 'money' },
  { name: 'discountRate', label: '减免百分比（折扣，1–99）', kind: 'number' },
  { name: 'maxDiscount', label: '最高优惠（折扣，0为不限）', kind: 'money' },
  { name: 'threshold', label: '使用门槛（适用商品满）', kind: 'money' },
  { name: 'skuCodes', label: '适用商品编码（不填为全部）', kind: 'tags' },
  { name: 'validFrom', label: COMMON_LABELS.validFrom, kind: 'date' },
  { name: 'validTo', label: COMMON_LABELS.validTo, kind: 'date' },
  { name: 'validDays', label: '或：领取后有效天数', kind: 'number' },
  { name: 'total', label: COUPON_TEMPLATE_FIELDS.total.label, kind: 'number' },
  { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
];

export const shops: FieldDef['remote'] = {
  area: 'shop',
  api: shopInfoApi,
  value: 'retCode',
  label: 'retName',
  pageSize: 50,
  search: (text) => (/^[A-Za-z0-9_-]+$/.test(text) ? { retCode: text } : { retName: text }),
};

const dash = '—';

/** Coupon templates: the rule, its validity and total; 发放 issues it to shops (one Idempotency-Key per click). */
export function CouponTemplates() {
  return (
    <ResourceTable<CouponTemplateRow & Record<string, unknown>>
      area={AREA}
      api={couponTemplateApi}
      label={PAGES.couponTemplate.title}
      search={[
        { name: 'name', label: COMMON_LABELS.templateName },
        { name: 'type', label: COMMON_LABELS.type, kind: 'select', options: [...COUPON_TYPE_OPTIONS] },
      ]}
      columns={declaredColumns<CouponTemplateRow & Record<string, unknown>>(couponTemplateResource, {
        amountOff: (v: unknown, r) => (r.type === 1 ? cellOf(couponTemplateResource.fields.amountOff, v) : dash),
        maxDiscount: (v: unknown, r) => (r.type === 2 && Number(v) > 0 ? cellOf(couponTemplateResource.fields.maxDiscount, v) : dash),
        discountRate: (v: unknown, r) => (r.type === 2 ? `减${String(v)}%` : dash),
        skuCodes: (v: unknown) => ((v as string[]).length ? (v as string[]).join('、') : '全部商品'),
        validFrom: (v: unknown) => (v as string | null) ?? dash,
        validTo: (v: unknown) => (v as string | null) ?? dash,
        validDays: (v: unknown) => (v === null ? dash : `${String(v)}天`),
      })}
      form={{ fields, defaults: { type: 1, status: 1, total: 100 }, width: 720 }}
      canDelete={(row) => row.issued === 0}
      rowForms={[
        {
          button: '发放',
          call: couponApi.issue,
          title: (row) => `发放优惠券：${row.name}（还可发放${row.total - row.issued}张）`,
          fields: [{ name: 'retCodes', label: COMMON_LABELS.shop, kind: 'multiselect', remote: shops }],
          toBody: (values, row) => ({ templateId: row.id, retCodes: values.retCodes }),
          idempotent: true,
        },
      ]}
      scrollX={1800}
      actionsWidth={220}
    />
  );
}
