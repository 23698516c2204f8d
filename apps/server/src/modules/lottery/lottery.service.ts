import { lotteryResource } from '@console/contract/lottery';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { couponTemplates } from '../../db/schema/coupon.ts';
import { lotteryActivities as t, lotteryPrizes as prizes, lotteryRecords } from '../../db/schema/lottery.ts';
import { badRequest, conflict } from '../../shared/errors.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { assertSkusExist } from '../set-meal/set-meal.service.ts';

type Prize = { name: string; kind: number; templateId: number | null; skuCode: string; probability: number; stock: number };

/** Lottery activities on the one resource service: not scoped (brand-wide; the draws carry the shops). */
export const lotteryService = () =>
  resourceService({
    declaration: lotteryResource,
    targetType: 'lotteryActivity',
    table: t,
    extras: ['prizes'],
    columns: {
      prizesText: sql<string>`(select coalesce(string_agg(p.name || '（' || p.probability || '‰ / ' || p.won || ' / ' || p.stock || '）', '、' order by p.id), '') from lottery_prize p where p.activity_id = "lottery_activity"."id")`,
      // The prizes as the edit form sends them back (what was won shows in prizesText).
      prizes: sql`(select coalesce(json_agg(json_build_object('name', p.name, 'kind', p.kind, 'templateId', p.template_id, 'skuCode', p.sku_code, 'probability', p.probability, 'stock', p.stock) order by p.id), '[]'::json) from lottery_prize p where p.activity_id = "lottery_activity"."id")`,
    },
    beforeSave: async (tx: Tx, values, current) => {
      const row = { ...(current ?? {}), ...values } as { startTime: string; endTime: string };
      if (row.startTime > row.endTime) throw badRequest('开始时间不能晚于结束时间');
      const list = (values.prizes ?? []) as Prize[];
      // Prizes already drawn keep their count: once a shop has drawn, the prizes stay as they are.
      if (current && values.prizes && (await drawn(tx, [Number(current.id)]))) throw conflict('活动已有抽奖记录，不能修改奖品');
      const ids = [...new Set(list.flatMap((p) => (p.kind === 1 && p.templateId ? [p.templateId] : [])))];
      const found = ids.length
        ? await tx.select({ id: couponTemplates.id }).from(couponTemplates).where(inArray(couponTemplates.id, ids))
        : [];
      const missing = ids.filter((id) => !found.some((f) => f.id === id));
      if (missing.length) throw badRequest(`优惠券模板${missing.join('、')}不存在`);
      await assertSkusExist(
        tx,
        list.filter((p) => p.kind === 2).map((p) => p.skuCode),
      );
    },
    afterSave: async (tx: Tx, id, values: { prizes?: Prize[] }) => {
      if (!values.prizes) return;
      await tx.delete(prizes).where(eq(prizes.activityId, id));
      await tx.insert(prizes).values(
        values.prizes.map((p) => ({
          ...p,
          activityId: id,
          templateId: p.kind === 1 ? p.templateId : null,
          skuCode: p.kind === 2 ? p.skuCode : '',
        })),
      );
    },
    beforeDelete: async (tx: Tx, ids) => {
      if (await drawn(tx, ids)) throw conflict('活动已有抽奖记录，不能删除，请停用');
      await tx.delete(prizes).where(inArray(prizes.activityId, ids));
    },
  });

async function drawn(tx: Tx, ids: number[]) {
  const [any] = await tx.select({ id: lotteryRecords.id }).from(lotteryRecords).where(inArray(lotteryRecords.activityId, ids)).limit(1);
  return Boolean(any);
}
