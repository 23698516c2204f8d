import { freshEdit } from '../../shared/freshness.ts';
import type { skuRuleConfigCreate, skuRuleConfigQuery, skuRuleConfigUpdate } from '@console/contract/products-sku';
import { eq, sql, and } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../shared/errors.ts';
import { pagedList } from '../../shared/list.ts';
import { commonFilters, definedOnly, removeRow, setStatus, whereAll, withTimes } from '../../shared/resource.ts';
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
      const { rows, ...page } = await pagedList({
        db,
        page: q.page,
        pageSize: q.pageSize,
        order: [{ column: t.id, desc: true }],
        cursor: q.cursor,
        rows: (limit, offset, p) =>
          db
            .select({
              ...p.keyField,
              row: t,
              ruleName: sql<string>`coalesce(${skuRules.name}, '')`,
              skuName: sql<string>`coalesce(${skus.name}, '')`,
            })
            .from(t)
            .leftJoin(skuRules, eq(skuRules.id, t.ruleId))
            .leftJoin(skus, eq(skus.id, skuRules.skuId))
            .where(and(where, p.seek))
            .orderBy(...p.orderBy)
            .limit(limit)
            .offset(offset),
        count: () => db.select({ one: sql`1` }).from(t).where(where),
      });
      return { rows: rows.map(({ row, ...r }) => ({ ...withTimes(row, tz), ...r })), ...page };
    },
    async add(b: z.output<typeof skuRuleConfigCreate>) {
      await ruleMustExist(db, b.ruleId);
      return (await db.insert(t).values(clean(b)).returning({ id: t.id }))[0];
    },
    update: ({ id, updateTime, ...b }: z.output<typeof skuRuleConfigUpdate>) =>
      freshEdit(db, { table: t, id, updateTime, tz, missing: '规则适用范围不存在或已被删除' }, async (tx, current) => {
        await ruleMustExist(tx, b.ruleId);
        const { id: _id, createdAt: _c, updatedAt: _u, ...merged } = { ...current, ...definedOnly(b) };
        await tx.update(t).set(clean(merged)).where(eq(t.id, id));
      }),
    remove: (id: number) => removeRow(db, t, id, '规则适用范围'),
    setStatus: (ids: number[], to: 1 | 2) => setStatus(db, t, ids, to, '规则适用范围'),
  };
}
