import { type CouponRow, couponQuery, couponResource } from '@console/contract/coupon';
import { count, desc } from 'drizzle-orm';
import type { z } from 'zod';
import { cursorBatches } from '../../shared/cursor.ts';
import { declaredExportColumns } from '../../shared/declared.ts';
import { registerExport } from '../../shared/export-registry.ts';
import { couponFields, couponWhere, toCouponRow } from './coupon.service.ts';
import { coupons } from './coupon.tables.ts';

type Fields = Parameters<typeof toCouponRow>[0];

/** The coupon list as an Excel export: the list's filters, order and scope, read by server-side cursor. */
export function registerCouponExport() {
  registerExport<z.output<typeof couponQuery>, CouponRow>({
    page: couponResource.page.menu,
    label: '优惠券列表',
    query: couponQuery,
    columns: declaredExportColumns(couponResource),
    async *rows(ctx, q) {
      const query = ctx.db
        .select(couponFields)
        .from(coupons)
        .where(await couponWhere(ctx, q))
        .orderBy(desc(coupons.id));
      for await (const batch of cursorBatches<Fields>(ctx.db, couponFields, query)) yield batch.map((r) => toCouponRow(r, ctx.tz));
    },
    count: async (ctx, q) => {
      const [{ n }] = await ctx.db
        .select({ n: count() })
        .from(coupons)
        .where(await couponWhere(ctx, q));
      return n;
    },
  });
}
