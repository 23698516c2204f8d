import { skuDiscountApi, skuPlatformApi, skuPriceApi, skuRuleApi } from '@console/contract/products-api';
import { skuDiscountResource, skuRuleResource } from '@console/contract/api/products-resources';
import { labelsIn } from '@console/contract/declaration';
import { PLATFORMS } from '@console/contract/products-sku';
import { type AnyColumn, and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { badRequest, conflict } from '../../shared/errors.ts';
import { likeText } from '../../shared/resource.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { productAudit } from './products.audit.ts';
import { skuDiscounts, skuPlatforms, skuPrices, skuRuleConfigs, skuRules, skus } from '../../db/schema/products.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { PAGES } from '@console/contract/api/pages';

type SkuKeyed = typeof skuPlatforms | typeof skuPrices | typeof skuRules | typeof skuDiscounts;
type SkuFilters = { skuId?: number; platformCode?: string; skuName?: string };

/** The platform's name (from the contract's list) for a row's platform code. */
const platformNameOf = (code: AnyColumn) =>
  sql<string>`case ${code} ${sql.join(
    PLATFORMS.map((p) => sql`when ${p.code} then ${p.name}`),
    sql` `,
  )} else ${code} end`;

/**
 * What every resource keyed by a SKU declares alike: its SKU's code and name on each row (and its platform's
 * name when it has one), the SKU (and platform) filters, and a SKU that exists.
 */
function skuKeyed<T extends SkuKeyed>(table: T) {
  const t = table as SkuKeyed;
  const platform = 'platformCode' in t ? t.platformCode : undefined;
  return {
    table,
    columns: {
      skuCode: sql<string>`coalesce((select ${skus.code} from ${skus} where ${skus.id} = ${t.skuId}), '')`,
      skuName: sql<string>`coalesce((select ${skus.name} from ${skus} where ${skus.id} = ${t.skuId}), '')`,
      ...(platform ? { platformName: platformNameOf(platform) } : {}),
    },
    filters: (q: SkuFilters) => [
      q.skuId ? eq(t.skuId, q.skuId) : undefined,
      q.skuName ? sql`${t.skuId} in (select ${skus.id} from ${skus} where ${skus.name} ilike ${likeText(q.skuName)})` : undefined,
      platform && q.platformCode ? eq(platform, q.platformCode) : undefined,
    ],
    async beforeSave(tx: Tx, b: { skuId?: number }, current?: { skuId: number }) {
      const [row] = await tx
        .select({ id: skus.id })
        .from(skus)
        .where(eq(skus.id, b.skuId ?? current?.skuId ?? 0));
      if (!row) throw badRequest('SKU不存在');
    },
  };
}

/** Where a SKU is sold: one row per SKU and platform. */
export const skuPlatformService = () =>
  resourceService({
    api: skuPlatformApi,
    ...skuKeyed(skuPlatforms),
    label: 'SKU上架记录',
    duplicate: '该SKU已在此平台上架',
    audit: productAudit('skuPlatform', { skuCode: COMMON_LABELS.skuCode, platformCode: COMMON_LABELS.platform }),
  });

/** Refuses two enabled prices of one SKU, platform and grade whose validity overlaps. */
async function noOverlap(
  tx: DbOrTx,
  b: { skuId: number; platformCode: string; gradeCode: string; validFrom: string; validTo: string },
  exceptId = 0,
) {
  const [clash] = await tx
    .select({ id: skuPrices.id, validFrom: skuPrices.validFrom, validTo: skuPrices.validTo })
    .from(skuPrices)
    .where(
      and(
        eq(skuPrices.skuId, b.skuId),
        eq(skuPrices.platformCode, b.platformCode),
        eq(skuPrices.gradeCode, b.gradeCode),
        eq(skuPrices.status, 1),
        ne(skuPrices.id, exceptId),
        lte(skuPrices.validFrom, b.validTo),
        gte(skuPrices.validTo, b.validFrom),
      ),
    );
  if (clash) throw conflict(`与已有价格的有效期重叠（${clash.validFrom} 至 ${clash.validTo}）`);
}

/** Serialises writers of one SKU's prices so that two overlapping prices cannot both pass the check. */
const lockSku = (tx: DbOrTx, skuId: number) => tx.execute(sql`select pg_advisory_xact_lock(727100, ${skuId})`);

/** Price per SKU × platform × grade in cents, valid from/to; enabled prices of one key never overlap. */
export function skuPriceService() {
  const t = skuPrices;
  const keyed = skuKeyed(t);
  return resourceService({
    api: skuPriceApi,
    ...keyed,
    label: PAGES.skuPrice.title,
    audit: productAudit('skuPrice', {
      skuCode: COMMON_LABELS.skuCode,
      platformCode: COMMON_LABELS.platform,
      gradeCode: COMMON_LABELS.grade,
      price: '价格（分）',
      validFrom: COMMON_LABELS.validFrom,
      validTo: COMMON_LABELS.validTo,
    }),
    // Checked as it will be stored: what the body leaves out keeps its value.
    async beforeSave(tx, b, current) {
      await keyed.beforeSave(tx, b, current);
      const row = { ...current, ...b } as typeof t.$inferSelect;
      await lockSku(tx, row.skuId);
      if (row.status === 1) await noOverlap(tx, row, current?.id);
    },
    // Enabled prices are checked against every other enabled price, the batch's own included.
    async afterStatus(tx, ids, to) {
      if (to !== 1) return;
      for (const p of await tx.select().from(t).where(inArray(t.id, ids))) {
        await lockSku(tx, p.skuId);
        await noOverlap(tx, p, p.id);
      }
    },
  });
}

/** Order rules per SKU (min, max, multiple); deleting a rule deletes where it applies. */
export const skuRuleService = () =>
  resourceService({
    api: skuRuleApi,
    ...skuKeyed(skuRules),
    label: COMMON_LABELS.skuRule,
    duplicate: '规则编码已存在',
    audit: productAudit('skuRule', labelsIn(skuRuleResource, 'audit')),
    beforeDelete: async (tx, ids) => {
      await tx.delete(skuRuleConfigs).where(inArray(skuRuleConfigs.ruleId, ids));
    },
  });

/** Tiered discounts per SKU. */
export const skuDiscountService = () =>
  resourceService({
    api: skuDiscountApi,
    ...skuKeyed(skuDiscounts),
    label: skuDiscountResource.label,
    duplicate: '折扣编码已存在',
    audit: productAudit('skuDiscount', labelsIn(skuDiscountResource, 'audit')),
  });
