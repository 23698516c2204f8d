import { COMMON_LABELS } from '@console/contract/common-fields';
import { EQUITY_BENEFIT, equityActivityApi, type equityGrant, equityResource } from '@console/contract/equity';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { couponTemplates } from '../../db/schema/coupon.ts';
import { equityActivities as t, equityGiftLines, equityGrants } from '../../db/schema/equity.ts';
import { gradeInfo } from '../../db/schema/grades.ts';
import { shopInfo } from '../../db/schema/shop.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import { inTx, type RequestCtx } from '../../shared/request-context.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { COUPON_SHOP, issueTo } from '../coupon/coupon.service.ts';
import { documentLines } from '../../shared/document-lines.ts';
import { assertSkusExist } from '../set-meal/set-meal.service.ts';
import { shopScope } from '../shop/shop-kit.ts';
import { couponResource } from '@console/contract/api/coupon';
import { grantGifts } from './equity-gift.ts';
import { todayIn } from '../../shared/time.ts';

const gifts = documentLines(equityGiftLines, equityGiftLines.activityId, t.id);
type Benefit = { benefit?: number; templateId?: number | null; giftLines?: { skuCode: string; quantity: number }[] };

const AUDIT = { module: equityResource.page.title, targetType: 'equityActivity', ...declaredAudit(equityResource) };

/** Equity activities on the one resource service: not scoped (brand-wide; the grant names the shops). */
export const equityService = () =>
  resourceService({
    api: equityActivityApi,
    table: t,
    label: equityResource.label,
    audit: AUDIT,
    extras: ['giftLines'],
    columns: {
      giftLinesText: gifts.linesText,
      // The lines as the edit form sends them back.
      giftLines: sql`(select coalesce(json_agg(json_build_object('skuCode', l.sku_code, 'quantity', l.quantity) order by l.id), '[]'::json) from equity_gift_line l where l.activity_id = "equity_activity"."id")`,
      gradeText: sql<string>`(select coalesce(string_agg(g.grade_name, '、' order by g.sort, g.grade_code), '') from grade_info g where g.grade_code = any("equity_activity"."grade_codes"))`,
      templateName: sql<string>`coalesce((select ct.name from coupon_template ct where ct.id = "equity_activity"."template_id"), '')`,
      granted: sql<number>`(select count(*)::int from equity_grant g where g.activity_id = "equity_activity"."id")`,
    },
    beforeSave: async (tx: Tx, values, current) => {
      const row = { ...(current ?? {}), ...values } as { periodStart: string; periodEnd: string };
      if (row.periodStart > row.periodEnd) throw badRequest('周期开始不能晚于周期结束');
      const benefit = await checkBenefit(tx, values, current);
      const grades = values.gradeCodes ?? [];
      const found = grades.length
        ? await tx.select({ code: gradeInfo.gradeCode }).from(gradeInfo).where(inArray(gradeInfo.gradeCode, grades))
        : [];
      const missing = grades.filter((g) => !found.some((f) => f.code === g));
      if (missing.length) throw badRequest(`门店等级${missing.join('、')}不存在`);
      return benefit;
    },
    afterSave: async (tx: Tx, id, values, current) => {
      // Lines of a benefit the activity no longer has are dropped with it.
      if ((values.benefit ?? current?.benefit) === EQUITY_BENEFIT.gift) await gifts.afterSave(tx, id, { lines: values.giftLines });
      else await gifts.beforeDelete(tx, [id]);
    },
    beforeDelete: async (tx: Tx, ids) => {
      const [any] = await tx
        .select({ id: equityGrants.activityId })
        .from(equityGrants)
        .where(inArray(equityGrants.activityId, ids))
        .limit(1);
      if (any) throw conflict('权益活动已发放，不能删除，请停用');
      await gifts.beforeDelete(tx, ids);
    },
  });

/**
 * The benefit as it will be stored: a coupon needs its template (which must exist); gift SKUs need lines of
 * catalogue SKUs, and clear the template. Answers the template column to write.
 */
async function checkBenefit(tx: Tx, values: Benefit, current?: Benefit) {
  const benefit = values.benefit ?? current?.benefit ?? EQUITY_BENEFIT.coupon;
  if (benefit === EQUITY_BENEFIT.gift) {
    const lines = values.giftLines ?? current?.giftLines ?? [];
    if (!lines.length) throw badRequest('请添加赠品商品');
    await assertSkusExist(
      tx,
      lines.map((l) => l.skuCode),
    );
    return { templateId: null };
  }
  const templateId = values.templateId ?? current?.templateId;
  if (!templateId) throw badRequest('请选择优惠券模板');
  const [tpl] = await tx.select({ id: couponTemplates.id }).from(couponTemplates).where(eq(couponTemplates.id, templateId));
  if (!tpl) throw badRequest('优惠券模板不存在');
  return { templateId };
}

const auditGrant = auditTrail({
  module: equityResource.page.title,
  targetType: 'equityActivity',
  labels: { granted: '发放门店', couponNos: couponResource.fields.couponNo.label, orderNos: COMMON_LABELS.giftOrder, skipped: '未发放' },
});

/**
 * Grants the activity's coupon to each enabled shop of its grades in the caller's scope that has none for the
 * period yet. The grant rows' key (activity, shop, period) decides who is new: `on conflict do nothing` makes a
 * repeat, or a racing grant waiting on the first one's rows, issue nothing for the shops already granted.
 */
export function grantEquity(b: z.output<typeof equityGrant>, ctx: RequestCtx) {
  return inTx(ctx, async (tx) => {
    const [act] = await tx.select().from(t).where(eq(t.id, b.id));
    if (!act) throw notFound('权益活动不存在或已被删除');
    if (act.status !== 1) throw conflict(`权益活动「${act.name}」已停用，不能发放`);
    const day = todayIn(ctx.tz);
    if (day < act.periodStart || day > act.periodEnd)
      throw conflict(`权益活动「${act.name}」不在周期内（${act.periodStart} 至 ${act.periodEnd}）`);
    const shops = await tx
      .select(COUPON_SHOP)
      .from(shopInfo)
      .where(and(eq(shopInfo.status, 1), inArray(shopInfo.gradeCode, act.gradeCodes), await shopScope(ctx)))
      .orderBy(shopInfo.retCode);
    const none = { count: 0, couponNos: [], orderNos: [], skipped: [] };
    if (!shops.length) return none;
    const fresh = await tx
      .insert(equityGrants)
      .values(shops.map((s) => ({ activityId: act.id, retCode: s.retCode, periodStart: act.periodStart })))
      .onConflictDoNothing()
      .returning({ retCode: equityGrants.retCode });
    const newly = shops.filter((s) => fresh.some((f) => f.retCode === s.retCode));
    if (!newly.length) return none;
    if (act.benefit === EQUITY_BENEFIT.gift) {
      const lines = (await gifts.read(tx, act.id, { skuCode: equityGiftLines.skuCode, quantity: equityGiftLines.quantity })) as {
        skuCode: string;
        quantity: number;
      }[];
      const done = await grantGifts(tx, ctx, act, newly, lines);
      await auditGrant(tx, ctx, '发放', act.id, null, {
        granted: done.granted.join('、'),
        orderNos: done.orderNos.join('、'),
        skipped: done.skipped.map((k) => `${k.retCode}：${k.reason}`).join('；'),
      });
      return { count: done.granted.length, couponNos: [], orderNos: done.orderNos, skipped: done.skipped };
    }
    const { couponNos } = await issueTo(tx, ctx, act.templateId as number, newly);
    for (const [i, s] of newly.entries())
      await tx
        .update(equityGrants)
        .set({ couponNo: couponNos[i] })
        .where(
          and(eq(equityGrants.activityId, act.id), eq(equityGrants.retCode, s.retCode), eq(equityGrants.periodStart, act.periodStart)),
        );
    await auditGrant(tx, ctx, '发放', act.id, null, { granted: newly.map((s) => s.retCode).join('、'), couponNos: couponNos.join('、') });
    return { ...none, count: newly.length, couponNos };
  });
}
