import { platformName, type SkuDetail, type skuSellableQuery } from '@console/contract/products-sku';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { keyedRows, pagedList } from '../../shared/list.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText, whereAll } from '../../shared/resource.ts';
import { withTimes, todayIn } from '../../shared/time.ts';
import {
  brands,
  categories,
  labels,
  properties,
  propertyValues,
  skuDiscounts,
  skuLabels,
  skuPlatforms,
  skuPrices,
  skuPropertyValues,
  skuRules,
  skus,
  spus,
} from '../../db/schema/products.ts';
import { skuResource } from './sku.service.ts';

/** One SKU (as its list row) with its SPU, brand, category path, property values, labels, platforms, prices, rules, discounts. */
export async function skuDetail({ id }: { id: number }, ctx: RequestCtx): Promise<SkuDetail> {
  const { db, tz } = ctx;
  const r = await skuResource.detail(id, ctx);
  const [spu] = await db.select().from(spus).where(eq(spus.id, r.spuId));
  const [brand] = spu
    ? await db.select({ id: brands.id, code: brands.code, name: brands.name }).from(brands).where(eq(brands.id, spu.brandId))
    : [];
  const { rows: path } = spu
    ? await db.execute<{ id: number; name: string }>(sql`
        with recursive up as (select id, name, parent_id, 0 as depth from ${categories} where id = ${spu.categoryId}
          union all select c.id, c.name, c.parent_id, up.depth + 1 from ${categories} c join up on c.id = up.parent_id)
        select id, name from up order by depth desc`)
    : { rows: [] };
  const skuCode = r.code;
  const skuName = r.name;
  const [props, labelRows, platforms, prices, rules, discounts] = await Promise.all([
    db
      .select({ propertyId: properties.id, propertyName: properties.name, valueId: propertyValues.id, value: propertyValues.value })
      .from(skuPropertyValues)
      .innerJoin(properties, eq(properties.id, skuPropertyValues.propertyId))
      .innerJoin(propertyValues, eq(propertyValues.id, skuPropertyValues.valueId))
      .where(eq(skuPropertyValues.skuId, id))
      .orderBy(asc(properties.sort), asc(properties.id)),
    db
      .select({ id: labels.id, name: labels.name, color: labels.color })
      .from(skuLabels)
      .innerJoin(labels, eq(labels.id, skuLabels.labelId))
      .where(eq(skuLabels.skuId, id)),
    db
      .select({ platformCode: skuPlatforms.platformCode, status: skuPlatforms.status })
      .from(skuPlatforms)
      .where(eq(skuPlatforms.skuId, id))
      .orderBy(asc(skuPlatforms.platformCode)),
    db.select().from(skuPrices).where(eq(skuPrices.skuId, id)).orderBy(asc(skuPrices.platformCode), desc(skuPrices.validFrom)),
    db.select().from(skuRules).where(eq(skuRules.skuId, id)).orderBy(desc(skuRules.id)),
    db.select().from(skuDiscounts).where(eq(skuDiscounts.skuId, id)).orderBy(asc(skuDiscounts.minQty)),
  ]);
  return {
    ...r,
    spu: spu ? { id: spu.id, code: spu.code, name: spu.name, status: spu.status } : { id: 0, code: '', name: '', status: 2 },
    brand: brand ?? { id: 0, code: '', name: '' },
    categoryPath: path.map((p) => ({ id: Number(p.id), name: p.name })),
    properties: props,
    labels: labelRows,
    platforms: platforms.map((p) => ({ ...p, platformName: platformName(p.platformCode) })),
    prices: prices.map((p) => ({ ...withTimes(p, tz), skuCode, skuName, platformName: platformName(p.platformCode) })),
    rules: rules.map((x) => ({ ...withTimes(x, tz), skuCode, skuName })),
    discounts: discounts.map((x) => ({ ...withTimes(x, tz), skuCode, skuName })),
  };
}

/**
 * spQueryList: what a service provider may sell on a platform: enabled SKUs of enabled SPUs, listed (and
 * enabled) on the platform, with an enabled price valid today for the grade (a grade's own price wins
 * over the all-grades price).
 */
export async function sellableSkus(q: z.output<typeof skuSellableQuery>, ctx: RequestCtx) {
  const { db, tz } = ctx;
  const day = todayIn(tz);
  const price = sql<number>`(select ${skuPrices.price} from ${skuPrices} where ${skuPrices.skuId} = ${skus.id}
    and ${skuPrices.platformCode} = ${q.platformCode} and ${skuPrices.status} = 1
    and ${skuPrices.validFrom} <= ${day} and ${skuPrices.validTo} >= ${day}
    and ${skuPrices.gradeCode} in ('', ${q.gradeCode ?? ''})
    order by (${skuPrices.gradeCode} = '') asc, ${skuPrices.validFrom} desc limit 1)`;
  const where = whereAll([
    eq(skus.status, 1),
    eq(spus.status, 1),
    q.name ? sql`${skus.name} ilike ${likeText(q.name)}` : undefined,
    sql`exists (select 1 from ${skuPlatforms} where ${skuPlatforms.skuId} = ${skus.id} and ${skuPlatforms.platformCode} = ${q.platformCode} and ${skuPlatforms.status} = 1)`,
    sql`${price} is not null`,
  ]);
  return pagedList(ctx, {
    page: q.page,
    pageSize: q.pageSize,
    order: [{ column: skus.code }],
    cursor: q.cursor,
    rows: keyedRows({
      select: {
        id: skus.id,
        code: skus.code,
        name: skus.name,
        spec: skus.spec,
        unit: skus.unit,
        brandName: sql<string>`coalesce(${brands.name}, '')`,
        price,
      },
      from: (sel) => db.select(sel).from(skus).innerJoin(spus, eq(spus.id, skus.spuId)).leftJoin(brands, eq(brands.id, spus.brandId)),
      where,
    }),
    count: () => db.select({ one: sql`1` }).from(skus).innerJoin(spus, eq(spus.id, skus.spuId)).where(where),
  });
}
