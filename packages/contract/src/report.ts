import { z } from 'zod';
import { optionalText, pageQuery } from './paging.ts';
import { dateField } from './resource.ts';

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

/** A period of at most 366 days, its end not before its start. */
export const flowReportQuery = z
  .object({
    warehouseCode: optionalText(32),
    skuCode: optionalText(32),
    startDate: dateField('开始日期'),
    endDate: dateField('结束日期'),
  })
  .refine((q) => q.startDate <= q.endDate, { path: ['endDate'], message: '结束日期不能早于开始日期' })
  .refine((q) => Date.parse(q.endDate) - Date.parse(q.startDate) <= 365 * 86_400_000, {
    path: ['endDate'],
    message: '查询期间不能超过366天',
  });
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
