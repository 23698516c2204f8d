import { AFTER_SALE_STATES, afterSaleResource } from '@console/contract/after-sale';
import type { DbOrTx } from '../../db/client.ts';
import { declareScope, scopeWhere } from '../../shared/data-scope.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { conflict } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { shopKeysScope } from '../order-kit/order-kit.ts';
import { operatorOf } from '../shop/shop-kit.ts';
import { afterSaleLogs, afterSales } from '../../db/schema/after-sale.ts';
import { PAGES } from '@console/contract/api/pages';

/** What the after-sale services share: scope, status names, the 409, the log and the audit. */

/** The scope keys an after-sale copied from its order (no service code: hidden from 4, like the order). */
export const AFTER_SALE_SCOPE = declareScope('afterSales', shopKeysScope(afterSales));
export const afterSaleScope = async (ctx: RequestCtx) => scopeWhere(await ctx.scope(), AFTER_SALE_SCOPE);

export const NOT_FOUND = '售后单不存在或已被删除';
export const statusName = (status: number) => AFTER_SALE_STATES[status as keyof typeof AFTER_SALE_STATES]?.label ?? String(status);

/** 409 naming the status the after-sale has now. */
export const wrongStatus = (afterSaleNo: string, status: number, verb: string) =>
  conflict(`售后单${afterSaleNo}当前状态为「${statusName(status)}」，不能${verb}`);

const audit = auditTrail({ module: PAGES.afterSale.title, targetType: 'afterSale', ...declaredAudit(afterSaleResource) });

/** One row in the after-sale's own log and its one operation-log row, in the write's transaction. */
export async function logStep(
  tx: DbOrTx,
  ctx: RequestCtx,
  row: { id: number; afterSaleNo: string },
  e: { action: string; fromStatus: number | null; toStatus: number; remark?: string; before: object | null; after: object },
) {
  await tx.insert(afterSaleLogs).values({
    afterSaleId: row.id,
    action: e.action,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    operator: operatorOf(ctx),
    remark: e.remark ?? '',
  });
  await audit(tx, ctx, e.action, row.afterSaleNo, e.before, e.after);
}
