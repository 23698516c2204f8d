import { type Partner, partnerOf, type PartnerKey } from '@console/contract/partner';
import { orderCreate } from '@console/contract/order';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { allocLines, allocPlans } from '../../db/schema/alloc.ts';
import { partnerOrders } from '../../db/schema/partner.ts';
import { shopInfo } from '../../db/schema/shop.ts';
import { skuMappings } from '../../db/schema/stock.ts';
import { inventory } from '../../db/schema/wms.ts';
import { AppError } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { createOrder } from '../order/order-create.service.ts';
import type { AllocationLine, PartnerOrder, StockLine } from './connector.ts';

/**
 * What a sync sends and what it makes of what it gets: the active quota plans' lines and the available stock
 * per SKU (each with the partner's code for it when mapped), and pulled orders turned into ours (source 3)
 * through the SKU mapping — an unknown code fails that order, naming the code; no SKU is ever guessed.
 */

const PLAN_ACTIVE = 2;
/** Another pull took the partner's order first: this one's order is rolled back, and it is no error. */
const TAKEN = '该合作平台订单已生成订单';

const externalCode = (source: string, skuCode: unknown) =>
  sql<
    string | null
  >`(select m.external_code from ${skuMappings} m where m.source = ${source} and m.sku_code = ${skuCode} and m.status = 1 order by m.id limit 1)`;

export async function allocationLines(db: Db, p: Partner): Promise<AllocationLine[]> {
  return db
    .select({
      planName: allocPlans.planName,
      skuCode: allocPlans.skuCode,
      externalCode: externalCode(p.source, allocPlans.skuCode),
      dimension: allocPlans.dimension,
      code: allocLines.code,
      quota: allocLines.quota,
      used: allocLines.used,
      remaining: sql<number>`${allocLines.quota} - ${allocLines.used}`.mapWith(Number),
      periodStart: allocPlans.periodStart,
      periodEnd: allocPlans.periodEnd,
    })
    .from(allocLines)
    .innerJoin(allocPlans, eq(allocPlans.id, allocLines.planId))
    .where(eq(allocPlans.status, PLAN_ACTIVE))
    .orderBy(allocLines.id);
}

export async function stockLines(db: Db, p: Partner): Promise<StockLine[]> {
  return db
    .select({
      skuCode: inventory.skuCode,
      externalCode: externalCode(p.source, inventory.skuCode),
      available: sql<number>`sum(${inventory.onHand} - ${inventory.locked})::int`.mapWith(Number),
    })
    .from(inventory)
    .groupBy(inventory.skuCode)
    .orderBy(inventory.skuCode);
}

/** Answers how many orders were made; `errors` names each order that was not, and why. */
export async function takeOrders(ctx: RequestCtx, key: PartnerKey, list: PartnerOrder[]) {
  const p = partnerOf(key);
  const db = ctx.db;
  const errors: string[] = [];
  let made = 0;
  const known = new Set(
    (
      await db
        .select({ no: partnerOrders.externalNo })
        .from(partnerOrders)
        .where(
          and(
            eq(partnerOrders.partner, key),
            inArray(
              partnerOrders.externalNo,
              list.map((o) => String(o.externalNo)),
            ),
          ),
        )
    ).map((r) => r.no),
  );
  for (const o of list) {
    if (known.has(o.externalNo)) continue;
    const codes = [...new Set(o.lines.map((l) => String(l.externalCode)))];
    const mapped = new Map(
      (
        await db
          .select({ externalCode: skuMappings.externalCode, skuCode: skuMappings.skuCode })
          .from(skuMappings)
          .where(and(eq(skuMappings.source, p.source), eq(skuMappings.status, 1), inArray(skuMappings.externalCode, codes)))
      ).map((m) => [m.externalCode, m.skuCode]),
    );
    const unknown = codes.filter((c) => !mapped.has(c));
    if (unknown.length) {
      errors.push(`订单${o.externalNo}：未知外部编码${unknown.join('、')}`);
      continue;
    }
    try {
      await makeOrder(ctx, p, o, mapped);
      made++;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      if (e.message !== TAKEN) errors.push(`订单${o.externalNo}：${e.message}`);
    }
  }
  return { made, errors };
}

async function makeOrder(ctx: RequestCtx, p: Partner, o: PartnerOrder, mapped: Map<string, string>) {
  const [shop] = await ctx.db
    .select({ receiver: shopInfo.ownerName, phone: shopInfo.phone, address: shopInfo.address })
    .from(shopInfo)
    .where(eq(shopInfo.retCode, String(o.retCode)));
  const quantities = new Map<string, number>();
  for (const l of o.lines) {
    const sku = mapped.get(String(l.externalCode)) as string;
    quantities.set(sku, (quantities.get(sku) ?? 0) + Number(l.quantity));
  }
  const parsed = orderCreate.safeParse({
    retCode: o.retCode,
    lines: [...quantities].map(([skuCode, quantity]) => ({ skuCode, quantity })),
    receiver: o.receiver ?? shop?.receiver ?? '',
    phone: o.phone ?? shop?.phone ?? '',
    address: o.address ?? shop?.address ?? '',
    remark: `${p.name}订单${o.externalNo}${o.remark ? `：${o.remark}` : ''}`.slice(0, 200),
  });
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? '订单数据不正确');
  await createOrder(parsed.data, ctx, {
    source: 3,
    note: `${p.name}订单${o.externalNo}`,
    // A pull racing another (or repeated) takes the partner's order once: the unique key refuses the second.
    within: async (tx, made) => {
      const [taken] = await tx
        .insert(partnerOrders)
        .values({ partner: p.key, externalNo: o.externalNo, orderId: made.id, orderNo: made.orderNo })
        .onConflictDoNothing()
        .returning({ id: partnerOrders.id });
      if (!taken) throw new AppError(409, TAKEN);
    },
  });
}
