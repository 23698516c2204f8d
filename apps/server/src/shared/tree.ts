import { type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { badRequest } from './errors.ts';
import { pagedList } from './list.ts';
import type { RequestCtx } from './request-context.ts';
import { reshape } from './reshape.ts';
import { formatTime } from './time.ts';

/**
 * Trees (departments, menus, categories) are walked by recursive queries; none goes deeper than this, so a
 * loop in the data (written by hand, say) ends instead of running until the statement timeout.
 */
export const MAX_TREE_DEPTH = 32;

/**
 * Serialises the moves of one tree until the transaction ends; take it before the loop check. Two moves
 * that each look fine alone can close a loop together (A under B while B goes under A; or A under b while B
 * goes under a, four rows and no lock in common), so locking the rows a move touches is not enough.
 */
export const lockTreeMoves = (tx: DbOrTx, tree: string) => tx.execute(sql`select pg_advisory_xact_lock(727200, hashtext(${tree}))`);

type Tree = { name: string; table: PgTable; code: Column; parent: Column };

/** Refuses to move `self` under `parent` when walking up from `parent` meets `self` (the tree would loop). */
export async function assertMoveKeepsTree(tx: DbOrTx, tree: Tree, self: string, parent: string, message: string) {
  await lockTreeMoves(tx, tree.name);
  const { rows } = await tx.execute<{ code: string }>(sql`
    with recursive up(code, parent, depth) as (
      select ${tree.code}, ${tree.parent}, 1 from ${tree.table} where ${tree.code} = ${parent}
      union select ${tree.code}, ${tree.parent}, up.depth + 1 from ${tree.table} join up on ${tree.code} = up.parent where up.depth < ${MAX_TREE_DEPTH}
    ) select code from up where code = ${self} limit 1`);
  if (rows.length) throw badRequest(message);
}

/** A tree's root code and the refusals of a parent: missing, or the row itself or below it (a loop). */
type ParentRules = Tree & { root: string; missing: string; loop: string };

/** Refuses a parent that does not exist or would close a loop (`self`: the row being edited); the root always passes. */
export async function assertParentOf(tx: DbOrTx, tree: ParentRules, parent: string, self?: { code: string; parent: string }) {
  if (parent === tree.root) return;
  if (parent === self?.code) throw badRequest(tree.loop);
  const [found] = await tx.select({ one: sql`1` }).from(tree.table).where(eq(tree.code, parent)).limit(1);
  if (!found) throw badRequest(tree.missing);
  if (self && parent !== self.parent) await assertMoveKeepsTree(tx, tree, self.code, parent, tree.loop);
}

export type Nested<T> = T & { children?: Nested<T>[] };

/**
 * Nests rows under their parent's key, keeping the rows' order; a row whose parent is absent (or itself)
 * becomes a root. A leaf carries no `children` unless `keepLeafChildren` (the menu and category trees send `[]`).
 */
export function nestByParent<T>(rows: T[], key: keyof T, parent: keyof T, keepLeafChildren = false): Nested<T>[] {
  const nodes = new Map(rows.map((r) => [r[key], { ...r, children: [] as Nested<T>[] }]));
  const roots: Nested<T>[] = [];
  for (const n of nodes.values()) {
    const above = nodes.get(n[parent]);
    if (above && above !== n) above.children.push(n);
    else roots.push(n);
  }
  if (!keepLeafChildren) for (const n of nodes.values()) if (!n.children?.length) delete (n as Nested<T>).children;
  return roots;
}

type ParentJoin = { table: PgTable; parentOf: Column; parent: PgTable; parentCode: Column; parentName: Column };

/**
 * A page of a tree's rows in `order`, each with its parent's name (`parent`: the table under an alias, joined
 * on its code; null at a root or under a missing parent) and its times as the old console sends them
 * (createtime / updatetime in the caller's zone).
 */
export async function pagedWithParent<R extends { createdAt: Date; updatedAt: Date }>(
  ctx: Pick<RequestCtx, 'db' | 'tz' | 'sessionGuard'>,
  q: { page: number; pageSize: number },
  j: ParentJoin,
  where: SQL | undefined,
  order: SQL[],
) {
  const { db, tz } = ctx;
  const page = await pagedList(ctx, {
    page: q.page,
    pageSize: q.pageSize,
    rows: (limit, offset) =>
      db
        .select({ row: j.table, parentName: j.parentName } as never)
        .from(j.table)
        .leftJoin(j.parent, eq(j.parentCode, j.parentOf))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset) as unknown as Promise<{ row: R; parentName: string | null }[]>,
    count: () => db.select({ one: sql`1` }).from(j.table).where(where),
  });
  const rows = page.rows.map(({ row, parentName }) => ({
    row: reshape(row, ['createdAt', 'updatedAt'], { createtime: formatTime(row.createdAt, tz), updatetime: formatTime(row.updatedAt, tz) }),
    parentName,
  }));
  return { ...page, rows };
}
