import { freshEdit } from '../../shared/freshness.ts';
import {
  platformName,
  type skuDiscountCreate,
  type skuDiscountQuery,
  type skuDiscountUpdate,
  type skuPlatformCreate,
  type skuPlatformQuery,
  type skuPlatformUpdate,
  type skuPriceCreate,
  type skuPriceQuery,
  type skuPriceUpdate,
  type skuRuleCreate,
  type skuRuleQuery,
  type skuRuleUpdate,
} from '@console/contract/products-sku';
import { and, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict } from '../../shared/errors.ts';
import { pagedList } from '../../shared/list.ts';
import { commonFilters, likeText, definedOnly, removeRow, setStatus, uniqueOr, whereAll, withTimes } from '../../shared/resource.ts';
import { skuDiscounts, skuPlatforms, skuPrices, skuRuleConfigs, skuRules, skus } from './products.tables.ts';

const skuCols = { skuCode: sql<string>`coalesce(${skus.code}, '')`, skuName: sql<string>`coalesce(${skus.name}, '')` };

type SkuKeyed = typeof skuPlatforms | typeof skuPrices | typeof skuRules | typeof skuDiscounts;

/** A page of a table keyed by SKU, newest first, each row with its SKU's code and name. */
async function pageWithSku<T extends SkuKeyed>(
  db: Db,
  t: T,
  where: SQL | undefined,
  q: { page: number; pageSize: number; cursor?: string },
) {
  const t0 = t as SkuKeyed;
  const joined = eq(skus.id, t0.skuId);
  const { rows, ...page } = await pagedList({
    db,
    page: q.page,
    pageSize: q.pageSize,
    order: [{ column: t0.id, desc: true }],
    cursor: q.cursor,
    rows: (limit, offset, p) =>
      db
        .select({ ...p.keyField, row: t0, ...skuCols })
        .from(t0)
        .leftJoin(skus, joined)
        .where(and(where, p.seek))
        .orderBy(...p.orderBy)
        .limit(limit)
        .offset(offset),
    count: () => db.select({ one: sql`1` }).from(t0).leftJoin(skus, joined).where(where),
  });
  return { rows: rows as { row: T['$inferSelect']; skuCode: string; skuName: string }[], ...page };
}

async function skuMustExist(db: DbOrTx, skuId: number) {
  const [row] = await db.select({ id: skus.id }).from(skus).where(eq(skus.id, skuId));
  if (!row) throw badRequest('SKU不存在');
}

/** Where a SKU is sold: one row per SKU and platform. */
export function skuPlatformService(db: Db, tz: string) {
  const t = skuPlatforms;
  return {
    async list(q: z.output<typeof skuPlatformQuery>) {
      const where = whereAll([
        ...commonFilters({ status: t.status }, q),
        q.skuId ? eq(t.skuId, q.skuId) : undefined,
        q.platformCode ? eq(t.platformCode, q.platformCode) : undefined,
        q.skuName ? sql`${skus.name} ilike ${likeText(q.skuName)}` : undefined,
      ]);
      const { rows, ...page } = await pageWithSku(db, t, where, q);
      return {
        rows: rows.map(({ row, ...r }) => ({ ...withTimes(row, tz), ...r, platformName: platformName(row.platformCode) })),
        ...page,
      };
    },
    async add(b: z.output<typeof skuPlatformCreate>) {
      await skuMustExist(db, b.skuId);
      return uniqueOr('该SKU已在此平台上架', async () => (await db.insert(t).values(b).returning({ id: t.id }))[0]);
    },
    update: ({ id, updateTime, ...b }: z.output<typeof skuPlatformUpdate>) =>
      freshEdit(db, { table: t, id, updateTime, tz, missing: 'SKU上架记录不存在或已被删除' }, async (tx) => {
        await skuMustExist(tx, b.skuId);
        await uniqueOr('该SKU已在此平台上架', () => tx.update(t).set(b).where(eq(t.id, id)));
      }),
    remove: (id: number) => removeRow(db, t, id, 'SKU上架记录'),
    setStatus: (ids: number[], to: 1 | 2) => setStatus(db, t, ids, to, 'SKU上架记录'),
  };
}

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

/** Price per SKU × platform × grade in cents, valid from/to; enabled prices of one key never overlap. */
export function skuPriceService(db: Db, tz: string) {
  const t = skuPrices;
  // Serialises writers of one SKU's prices so that two overlapping prices cannot both pass the check.
  const lockSku = (tx: DbOrTx, skuId: number) => tx.execute(sql`select pg_advisory_xact_lock(727100, ${skuId})`);
  return {
    async list(q: z.output<typeof skuPriceQuery>) {
      const where = whereAll([
        ...commonFilters({ status: t.status }, q),
        q.skuId ? eq(t.skuId, q.skuId) : undefined,
        q.platformCode ? eq(t.platformCode, q.platformCode) : undefined,
        q.skuName ? sql`${skus.name} ilike ${likeText(q.skuName)}` : undefined,
      ]);
      const { rows, ...page } = await pageWithSku(db, t, where, q);
      return {
        rows: rows.map(({ row, ...r }) => ({ ...withTimes(row, tz), ...r, platformName: platformName(row.platformCode) })),
        ...page,
      };
    },
    add: (b: z.output<typeof skuPriceCreate>) =>
      db.transaction(async (tx) => {
        await skuMustExist(tx, b.skuId);
        await lockSku(tx, b.skuId);
        if (b.status === 1) await noOverlap(tx, b);
        return (await tx.insert(t).values(b).returning({ id: t.id }))[0];
      }),
    update: ({ id, updateTime, ...b }: z.output<typeof skuPriceUpdate>) =>
      freshEdit(db, { table: t, id, updateTime, tz, missing: 'SKU价格不存在或已被删除' }, async (tx, current) => {
        await skuMustExist(tx, b.skuId);
        await lockSku(tx, b.skuId);
        // Checked as it will be stored: what the body leaves out keeps its value.
        const merged = { ...current, ...definedOnly(b) };
        if (merged.status === 1) await noOverlap(tx, merged, id);
        await tx.update(t).set(b).where(eq(t.id, id));
      }),
    remove: (id: number) => removeRow(db, t, id, 'SKU价格'),
    setStatus: (ids: number[], to: 1 | 2) =>
      setStatus(db, t, ids, to, 'SKU价格', {
        guard:
          to === 1
            ? async (tx, list) => {
                for (const id of list) {
                  const [p] = await tx.select().from(t).where(eq(t.id, id));
                  if (!p) continue;
                  await lockSku(tx, p.skuId);
                  await noOverlap(tx, p, id);
                }
              }
            : undefined,
      }),
  };
}

/** Order rules per SKU (min, max, multiple); deleting a rule deletes where it applies. */
export function skuRuleService(db: Db, tz: string) {
  const t = skuRules;
  return {
    async list(q: z.output<typeof skuRuleQuery>) {
      const where = whereAll([...commonFilters(t, q), q.skuId ? eq(t.skuId, q.skuId) : undefined]);
      const { rows, ...page } = await pageWithSku(db, t, where, q);
      return { rows: rows.map(({ row, ...r }) => ({ ...withTimes(row, tz), ...r })), ...page };
    },
    async add(b: z.output<typeof skuRuleCreate>) {
      await skuMustExist(db, b.skuId);
      return uniqueOr('规则编码已存在', async () => (await db.insert(t).values(b).returning({ id: t.id }))[0]);
    },
    update: ({ id, updateTime, ...b }: z.output<typeof skuRuleUpdate>) =>
      freshEdit(db, { table: t, id, updateTime, tz, missing: '下单规则不存在或已被删除' }, async (tx) => {
        await skuMustExist(tx, b.skuId);
        await uniqueOr('规则编码已存在', () => tx.update(t).set(b).where(eq(t.id, id)));
      }),
    remove: (id: number) =>
      removeRow(db, t, id, '下单规则', undefined, async (tx) => {
        await tx.delete(skuRuleConfigs).where(eq(skuRuleConfigs.ruleId, id));
      }),
    setStatus: (ids: number[], to: 1 | 2) => setStatus(db, t, ids, to, '下单规则'),
  };
}

/** Tiered discounts per SKU. */
export function skuDiscountService(db: Db, tz: string) {
  const t = skuDiscounts;
  return {
    async list(q: z.output<typeof skuDiscountQuery>) {
      const where = whereAll([...commonFilters(t, q), q.skuId ? eq(t.skuId, q.skuId) : undefined]);
      const { rows, ...page } = await pageWithSku(db, t, where, q);
      return { rows: rows.map(({ row, ...r }) => ({ ...withTimes(row, tz), ...r })), ...page };
    },
    async add(b: z.output<typeof skuDiscountCreate>) {
      await skuMustExist(db, b.skuId);
      return uniqueOr('折扣编码已存在', async () => (await db.insert(t).values(b).returning({ id: t.id }))[0]);
    },
    update: ({ id, updateTime, ...b }: z.output<typeof skuDiscountUpdate>) =>
      freshEdit(db, { table: t, id, updateTime, tz, missing: '阶梯折扣不存在或已被删除' }, async (tx) => {
        await skuMustExist(tx, b.skuId);
        await uniqueOr('折扣编码已存在', () => tx.update(t).set(b).where(eq(t.id, id)));
      }),
    remove: (id: number) => removeRow(db, t, id, '阶梯折扣'),
    setStatus: (ids: number[], to: 1 | 2) => setStatus(db, t, ids, to, '阶梯折扣'),
  };
}
