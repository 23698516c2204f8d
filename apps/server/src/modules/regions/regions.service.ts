import { asc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { REGION_ROOT, type RegionNode, type RegionRow } from '@console/contract/regions';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { notFound } from '../../shared/errors.ts';
import { regionRows } from './region-source.ts';
import { regions } from '../../db/schema/regions.ts';

/** Fills the region table from the package when it is empty; a warm start costs one count query. */
export async function seedRegions(db: Db) {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(regions);
  if (n > 0) return 0;
  const rows = regionRows();
  await db.transaction(async (tx) => {
    // Instances booting together: the first one loads, the others find the rows.
    await tx.execute(sql`select pg_advisory_xact_lock(727010)`);
    const [{ again }] = await tx.select({ again: sql<number>`count(*)::int` }).from(regions);
    if (again > 0) return;
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(regions).values(rows.slice(i, i + 1000));
  });
  return rows.length;
}

export async function allRegions(db: DbOrTx): Promise<RegionRow[]> {
  return db
    .select({ code: regions.code, name: regions.name, parentCode: regions.parentCode, level: regions.level })
    .from(regions)
    .orderBy(asc(regions.level), asc(regions.code));
}

/** The province > city > district tree; a node without children carries none. */
export function buildTree(rows: RegionRow[]): RegionNode[] {
  const byParent = new Map<string, RegionNode[]>();
  const nodes = new Map<string, RegionNode>();
  for (const r of rows) {
    const node: RegionNode = { code: r.code, name: r.name };
    nodes.set(r.code, node);
    const list = byParent.get(r.parentCode);
    if (list) list.push(node);
    else byParent.set(r.parentCode, [node]);
  }
  for (const [code, node] of nodes) {
    const kids = byParent.get(code);
    if (kids) node.children = kids;
  }
  return byParent.get(REGION_ROOT) ?? [];
}

/** Every region as a flat list. */
export const regionList = (_input: unknown, { db }: RequestCtx) => allRegions(db);

/** Every region as the province > city > district tree. */
export const regionTree = async (_input: unknown, { db }: RequestCtx) => buildTree(await allRegions(db));

/** The children of a region (provinces when no code is given). */
export async function childrenOf({ code }: { code?: string }, { db }: RequestCtx): Promise<RegionRow[]> {
  if (code) {
    const [self] = await db.select({ code: regions.code }).from(regions).where(eq(regions.code, code));
    if (!self) throw notFound('区域不存在');
  }
  return db
    .select({ code: regions.code, name: regions.name, parentCode: regions.parentCode, level: regions.level })
    .from(regions)
    .where(eq(regions.parentCode, code ?? REGION_ROOT))
    .orderBy(asc(regions.code));
}

/** A region's name by its code ('' when unknown), as a computed column of a resource that stores the code. */
export const regionName = (code: PgColumn) =>
  sql<string>`coalesce((select ${regions.name} from ${regions} where ${regions.code} = ${code}), '')`;
