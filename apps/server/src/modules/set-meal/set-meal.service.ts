import { setMealResource } from '@console/contract/set-meal';
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { skus } from '../../db/schema/products.ts';
import { setMealLines as lines, setMealUsage, setMeals as t } from '../../db/schema/set-meal.ts';
import { documentLines } from '../../shared/document-lines.ts';
import { badRequest, conflict } from '../../shared/errors.ts';
import { resourceService } from '../../shared/resource-service.ts';

const doc = documentLines(lines, lines.setMealId, t.id);

/** Refuses SKU codes the catalogue does not have (a package of them could never be ordered). */
export async function assertSkusExist(tx: Tx, codes: string[]) {
  if (!codes.length) return;
  const found = await tx.select({ code: skus.code }).from(skus).where(inArray(skus.code, codes));
  const missing = codes.filter((c) => !found.some((f) => f.code === c));
  if (missing.length) throw badRequest(`商品${missing.join('、')}不存在`);
}

/** Set meals on the one resource service: not scoped (brand-wide; the orders taking them carry the shops). */
export const setMealService = () =>
  resourceService({
    declaration: setMealResource,
    targetType: 'setMeal',
    table: t,
    extras: doc.extras,
    columns: {
      linesText: doc.linesText,
      items: sql`(select coalesce(json_agg(json_build_object('skuCode', l.sku_code, 'quantity', l.quantity) order by l.id), '[]'::json) from set_meal_line l where l.set_meal_id = "set_meal"."id")`,
    },
    beforeSave: async (tx: Tx, values, current) => {
      const row = { ...(current ?? {}), ...values } as { validFrom: string; validTo: string };
      if (row.validFrom > row.validTo) throw badRequest('生效日期不能晚于失效日期');
      await assertSkusExist(
        tx,
        (values.lines ?? []).map((l) => l.skuCode),
      );
    },
    afterSave: doc.afterSave,
    // A set meal some shop has bought stays, for its quota's sake: it is disabled instead.
    beforeDelete: async (tx: Tx, ids) => {
      const used = await tx
        .select({ id: setMealUsage.setMealId })
        .from(setMealUsage)
        .where(and(inArray(setMealUsage.setMealId, ids), gt(setMealUsage.used, 0)))
        .limit(1);
      if (used.length) throw conflict('套餐已有门店下单，不能删除，请停用');
      await tx.delete(setMealUsage).where(inArray(setMealUsage.setMealId, ids));
      await doc.beforeDelete(tx, ids);
    },
  });
