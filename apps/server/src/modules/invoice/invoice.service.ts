import { invoiceApi, invoiceResource } from '@console/contract/invoice';
import { and, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { scopeWhere } from '../../shared/data-scope.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { notFound } from '../../shared/errors.ts';
import { inTx, type RequestCtx } from '../../shared/request-context.ts';
import { likeText } from '../../shared/resource.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { bumped } from '../../shared/freshness.ts';
import { shopInScopeOr404, shopKeysThrough } from '../shop/shop-kit.ts';
import { invoiceTitles as t } from '../../db/schema/invoice.ts';
import { INVOICE_FIELDS } from '@console/contract/api/invoice';
import { PAGES } from '@console/contract/api/pages';

/**
 * Invoice titles on the standard resource service, seen as their shop is (every dimension through the shop).
 * One default per shop: making a title the default clears the shop's other one in the same transaction,
 * serialised per shop, so two at once leave exactly one.
 */

const audit = { module: PAGES.invoiceInfo.title, targetType: 'invoice', ...declaredAudit(invoiceResource) };
const SCOPE = shopKeysThrough('order_invoice_info');

/** Serialises default changes of one shop until commit, then clears its default (but `keep`). */
async function clearDefault(tx: Tx, retCode: string, keep?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice-default:${retCode}`}))`);
  await tx
    .update(t)
    .set({ isDefault: false })
    .where(and(eq(t.retCode, retCode), eq(t.isDefault, true), keep ? ne(t.id, keep) : undefined));
}

export const invoiceService = resourceService({
  api: invoiceApi,
  table: t,
  label: INVOICE_FIELDS.title.label,
  audit,
  scope: SCOPE,
  parentScope: {
    values: async (ctx, values) => {
      await shopInScopeOr404(ctx.db, ctx, String(values.retCode ?? ''));
    },
  },
  columns: { retName: sql`coalesce((select s.ret_name from shop_info s where s.ret_code = "order_invoice_info"."ret_code"), '')` },
  filters: (q) => [
    q.retCode ? eq(t.retCode, q.retCode) : undefined,
    q.title ? ilike(t.title, likeText(q.title)) : undefined,
    q.titleType !== undefined ? eq(t.titleType, q.titleType) : undefined,
  ],
  beforeSave: async (tx, values, current) => {
    const retCode = values.retCode ?? current?.retCode;
    if (retCode && values.isDefault) await clearDefault(tx, retCode, current?.id);
    // A title moved to another shop does not take its default along.
    if (current && values.retCode && values.retCode !== current.retCode && values.isDefault === undefined) return { isDefault: false };
  },
});

const event = auditTrail(audit);

/** Makes the title its shop's default (the shop's other default cleared); 404 outside the caller's scope. */
export async function setDefault({ id }: { id: number }, ctx: RequestCtx) {
  const inScope = scopeWhere(await ctx.scope(), SCOPE);
  await inTx(ctx, async (tx) => {
    const [row] = await tx
      .select()
      .from(t)
      .where(and(eq(t.id, id), inScope))
      .for('update');
    if (!row) throw notFound('发票抬头不存在或已被删除');
    if (row.isDefault) return;
    await clearDefault(tx, row.retCode, id);
    await tx
      .update(t)
      .set({ isDefault: true, updatedAt: bumped(t.updatedAt) })
      .where(eq(t.id, id));
    await event(tx, ctx, '设为默认', id, { isDefault: false }, { isDefault: true });
  });
  return null;
}
