import type { skuRuleConfigCreate, skuRuleConfigQuery, skuRuleConfigUpdate } from '@console/contract/products-sku';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../shared/errors.ts';
import {
  commonFilters,
  countAll,
  definedOnly,
  mustExist,
  pageOf,
  removeRow,
  setStatus,
  whereAll,
  withTimes,
} from '../../shared/resource.ts';
import { skuRuleConfigs, skuRules, skus } from './products.tables.ts';

async function ruleMustExist(db: DbOrTx, ruleId: number) {
  const [row] = await db.select({ id: skuRules.id }).from(skuRules).where(eq(skuRules.id, ruleId));
  if (!row) throw badRequest('下单规则不存在');
}

/** Where an order rule applies: all shops (99), or listed shops (1), provinces (6), shop grades (7). */
export function skuRuleConfigService(db: Db, tz: string) {
  const t = skuRuleConfigs;
  // A scope of "all" carries no codes; stored trimmed and comma-joined without blanks.
  const clean = <T extends { scopeType: number; scopeValue: string }>(b: T): T => ({
    ...b,
    scopeValue:
      b.scopeType === 99
        ? ''
        : b.scopeValue
            .split(/[,，\s]+/)
            .filter(Boolean)
            .join(','),
  });
  return {
    async list(q: z.output<typeof skuRuleConfigQuery>) {
      const where = whereAll([...commonFilters({ status: t.status }, q), q.ruleId ? eq(t.ruleId, q.ruleId) : undefined]);
      const { rows, total } = await pageOf(
        db
          .select({ row: t, ruleName: sql<string>`coalesce(${skuRules.name}, '')`, skuName: sql<string>`coalesce(${skus.name}, '')` })
          .from(t)
          .leftJoin(skuRules, eq(skuRules.id, t.ruleId))
          .leftJoin(skus, eq(skus.id, skuRules.skuId))
          .where(where)
          .orderBy(desc(t.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select(countAll()).from(t).where(where),
      );
      return { rows: rows.map(({ row, ...r }) => ({ ...withTimes(row, tz), ...r })), total };
    },
    async add(b: z.output<typeof skuRuleConfigCreate>) {
      await ruleMustExist(db, b.ruleId);
      return (await db.insert(t).values(clean(b)).returning({ id: t.id }))[0];
    },
    async update({ id, ...b }: z.output<typeof skuRuleConfigUpdate>) {
      await ruleMustExist(db, b.ruleId);
      const current = await mustExist(db.select().from(t).where(eq(t.id, id)), '规则适用范围');
      const merged = { ...current, ...definedOnly(b) };
      await mustExist(db.update(t).set(clean(merged)).where(eq(t.id, id)).returning({ id: t.id }), '规则适用范围');
    },
    remove: (id: number) => removeRow(db, t, id, '规则适用范围'),
    setStatus: (ids: number[], to: 1 | 2) => setStatus(db, t, ids, to, '规则适用范围'),
  };
}
