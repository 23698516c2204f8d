import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { dateField } from './resource.ts';
import { COMMON_LABELS } from './common-fields.ts';

export * from './api/report.ts';

export const stockReportQuery = z.object({
  ...pageQuery(500),
  warehouseCode: optionalText(32),
  skuCode: optionalText(32),
  /** Default: today (in the console's time zone). */
  date: dateField('日期').optional(),
});
export const stockReportRow = z.object({
  warehouseCode: z.string(),
  skuCode: z.string(),
  onHand: z.number(),
  locked: z.number(),
  available: z.number(),
});
export type StockReportRow = z.infer<typeof stockReportRow>;

const period = {
  startDate: dateField(COMMON_LABELS.startDate),
  endDate: dateField(COMMON_LABELS.endDate),
};
const periodHolds = <T extends { startDate: string; endDate: string }>(s: z.ZodType<T>) =>
  s
    .refine((q) => q.startDate <= q.endDate, { path: ['endDate'], message: '结束日期不能早于开始日期' })
    .refine((q) => Date.parse(q.endDate) - Date.parse(q.startDate) <= 365 * 86_400_000, {
      path: ['endDate'],
      message: '查询期间不能超过366天',
    });

/** A period of at most 366 days, its end not before its start. */
export const flowReportQuery = periodHolds(z.object({ warehouseCode: optionalText(32), skuCode: optionalText(32), ...period }));
export const flowDay = z.object({
  date: z.string(),
  opening: z.number(),
  inQty: z.number(),
  outQty: z.number(),
  /** On-hand change per ledger type that day (RECEIVE: 30, SHIP: -12 …). */
  types: z.record(z.string(), z.number()),
  closing: z.number(),
});
export const flowReport = z.object({ days: z.array(flowDay) });
export type FlowReport = z.infer<typeof flowReport>;

export const salesReportQuery = periodHolds(
  z.object({
    ...pageQuery(500),
    dimension: z.enum(['day', 'sp', 'province', 'sku'], { error: '统计维度只能是 day、sp、province 或 sku' }).default('day'),
    ...period,
    spCode: optionalText(32),
    provinceCode: optionalText(12),
  }),
);
const figures = {
  orderCount: z.number(),
  quantity: z.number(),
  amount: z.number(),
  refundAmount: z.number(),
  netAmount: z.number(),
};
export const salesRow = z.object({ key: z.string(), name: z.string(), ...figures });
export type SalesRow = z.infer<typeof salesRow>;
export const salesReport = z.object({ rows: z.array(salesRow), total: z.number(), totals: z.object(figures) });
export type SalesReport = z.infer<typeof salesReport>;
