import type { propertyCreate, propertyQuery, propertyUpdate } from '@console/contract/products';
import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { freshEdit } from '../../shared/freshness.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../shared/errors.ts';
import { pagedList } from '../../shared/list.ts';
import { commonFilters, refuseIfAny, removeRow, setStatus, uniqueOr, whereAll, withTimes } from '../../shared/resource.ts';
import { properties, propertyValues, skuPropertyValues } from './products.tables.ts';

/** Properties with their values; a value (or property) that a SKU uses cannot be removed. */
export function propertyService(db: Db, tz: string) {
  return {
    async list(q: z.output<typeof propertyQuery>) {
      const where = whereAll(commonFilters(properties, q));
      const { rows, ...page } = await pagedList({
        db,
        page: q.page,
        pageSize: q.pageSize,
        rows: (limit, offset) =>
          db.select().from(properties).where(where).orderBy(asc(properties.sort), desc(properties.id)).limit(limit).offset(offset),
        count: () => db.select({ one: sql`1` }).from(properties).where(where),
      });
      const ids = rows.map((r) => r.id);
      const values = ids.length
        ? await db
            .select()
            .from(propertyValues)
            .where(inArray(propertyValues.propertyId, ids))
            .orderBy(asc(propertyValues.sort), asc(propertyValues.id))
        : [];
      return {
        rows: rows.map((r) => ({
          ...withTimes(r, tz),
          values: values.filter((v) => v.propertyId === r.id).map((v) => ({ id: v.id, value: v.value })),
        })),
        ...page,
      };
    },
    add: ({ values, ...b }: z.output<typeof propertyCreate>) =>
      db.transaction(async (tx) => {
        const [row] = await uniqueOr('属性编码已存在', () => tx.insert(properties).values(b).returning({ id: properties.id }));
        await tx.insert(propertyValues).values(values.map((value, sort) => ({ propertyId: row.id, value, sort })));
        return row;
      }),
    /** Values are matched by text: kept ones keep their id (and the SKUs using them), new ones are added. */
    update: ({ id, values, updateTime, ...b }: z.output<typeof propertyUpdate>) =>
      freshEdit(db, { table: properties, id, updateTime, tz, missing: '属性不存在或已被删除' }, async (tx) => {
        await uniqueOr('属性编码已存在', () => tx.update(properties).set(b).where(eq(properties.id, id)));
        const gone = await tx
          .select({ id: propertyValues.id, value: propertyValues.value })
          .from(propertyValues)
          .where(and(eq(propertyValues.propertyId, id), notInArray(propertyValues.value, values)));
        if (gone.length) {
          const [used] = await tx
            .select({ n: count() })
            .from(skuPropertyValues)
            .where(
              inArray(
                skuPropertyValues.valueId,
                gone.map((g) => g.id),
              ),
            );
          if (Number(used.n) > 0) throw conflict(`属性值已被SKU使用，不能删除：${gone.map((g) => g.value).join('、')}`);
          await tx.delete(propertyValues).where(
            inArray(
              propertyValues.id,
              gone.map((g) => g.id),
            ),
          );
        }
        for (const [sort, value] of values.entries()) {
          await tx
            .insert(propertyValues)
            .values({ propertyId: id, value, sort })
            .onConflictDoUpdate({ target: [propertyValues.propertyId, propertyValues.value], set: { sort } });
        }
      }),
    remove: (id: number) =>
      removeRow(
        db,
        properties,
        id,
        '属性',
        (tx) =>
          refuseIfAny(
            tx,
            tx.select({ n: count() }).from(skuPropertyValues).where(eq(skuPropertyValues.propertyId, id)),
            '该属性已被SKU使用，不能删除',
          ),
        async (tx) => {
          await tx.delete(propertyValues).where(eq(propertyValues.propertyId, id));
        },
      ),
    setStatus: (ids: number[], to: 1 | 2) => setStatus(db, properties, ids, to, '属性'),
  };
}
