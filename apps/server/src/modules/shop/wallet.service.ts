import { COMMON_LABELS } from '@console/contract/common-fields';
import { WALLET_LEDGER, type WalletLedgerType, walletResource } from '@console/contract/api/shop-service';
import { centsToYuan, yuan } from '@console/contract/money';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { keyedRows } from '../../shared/list.ts';
import { liftedList } from '../../shared/lifted-list.ts';
import { newestFirst } from '../../shared/newest-first.ts';
import { plansByScope } from '../../shared/plans.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText, whereAll } from '../../shared/resource.ts';
import { conflict } from '../../shared/errors.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { formatTime } from '../../shared/time.ts';
import { ilike } from 'drizzle-orm';
import { operatorOf, shopInScopeOr404, shopScope } from './shop-kit.ts';
import { bumped } from '../../shared/freshness.ts';
import { idempotent } from '../../shared/idempotency.ts';
import { shopInfo, shopWallet, shopWalletLedger } from '../../db/schema/shop.ts';
import { reshape } from '../../shared/reshape.ts';
import { PAGES } from '@console/contract/api/pages';

/**
 * Shop wallets in integer cents. A balance changes only by one conditional UPDATE (deduct: `where balance >=
 * amount`), never read-then-write, so concurrent deducts serialize on the row and can never overdraw; every
 * change writes a ledger row with the balance before and after, the operator and the reason. A repeat with
 * the same `Idempotency-Key` header answers the first move again and moves nothing.
 */

type Move = { retCode: string; amount: number; reason: string };

export async function listWallets(
  q: { page: number; pageSize: number; cursor?: string; retCode?: string; retName?: string },
  ctx: RequestCtx,
) {
  const where = whereAll([
    q.retCode ? ilike(shopInfo.retCode, likeText(q.retCode)) : undefined,
    q.retName ? ilike(shopInfo.retName, likeText(q.retName)) : undefined,
    await shopScope(ctx),
  ]);
  // Every shop has a wallet; one never charged shows 0 and the shop's own time.
  const balance = sql`coalesce(${shopWallet.balance}, 0)`;
  // Compiled once per filter shape (the code / name filters and the scope set), run with each request's values.
  // Unlimited: the two parts' indexes, whatever the filter holds.
  const page = await liftedList(ctx, q, {
    name: 'wallets',
    where,
    plans: await plansByScope(ctx),
    // Largest balance first, then by shop code (unique).
    order: [{ column: balance, desc: true }, { column: shopInfo.retCode }],
    rows: (w) =>
      keyedRows({
        select: {
          retCode: shopInfo.retCode,
          retName: shopInfo.retName,
          balance: sql<number>`coalesce(${shopWallet.balance}, 0)::bigint`,
          updatedAt: sql<Date>`coalesce(${shopWallet.updatedAt}, ${shopInfo.updatedAt})`,
        },
        from: (sel) => ctx.db.select(sel).from(shopInfo).leftJoin(shopWallet, eq(shopWallet.retCode, shopInfo.retCode)),
        where: w,
        // No index holds that order over both tables: the few wallets with money on theirs (shop_wallet_balance_idx),
        // then every other shop by its code (shop_info_ret_code_uq), its balance 0: never negative (the CHECK
        // shop_wallet_balance_nonneg), so `<= 0`, which the planner takes for many shops (`= 0`: a handful, and it
        // would sort them all for a deep page).
        parts: {
          db: ctx.db,
          each: [{ where: gt(shopWallet.balance, 0) }, { where: sql`${balance} <= 0`, terms: [sql`0::bigint`, shopInfo.retCode] }],
        },
      }),
    count: (w) => ctx.db.select({ id: shopInfo.id }).from(shopInfo).where(w),
  });
  return {
    ...page,
    rows: page.rows.map((r) => reshape(r, ['updatedAt'], { balance: Number(r.balance), updateTime: formatTime(r.updatedAt, ctx.tz) })),
  };
}

const audit = auditTrail({
  module: PAGES.walletBalance.title,
  targetType: 'shop',
  labels: { balance: walletResource.fields.balance.label, reason: COMMON_LABELS.reason },
  formats: { balance: (v) => yuan(Number(v)) },
});

async function ledgerRow(tx: DbOrTx, b: Move, type: WalletLedgerType, after: number, operator: string) {
  const before = type === WALLET_LEDGER.deduct ? after + b.amount : after - b.amount;
  await tx
    .insert(shopWalletLedger)
    .values({ retCode: b.retCode, type, amount: b.amount, balanceBefore: before, balanceAfter: after, operator, reason: b.reason });
  return { before, after };
}

/**
 * Credits a shop's wallet with its ledger row (a recharge, or a refund) inside the caller's transaction; no
 * operation-log row: the caller's write (a recharge, an after-sale refund) writes its own.
 */
export async function creditWallet(
  tx: DbOrTx,
  b: Move,
  operator: string,
  type: typeof WALLET_LEDGER.recharge | typeof WALLET_LEDGER.refund = WALLET_LEDGER.recharge,
) {
  const [row] = await tx
    .insert(shopWallet)
    .values({ retCode: b.retCode, balance: b.amount })
    .onConflictDoUpdate({
      target: shopWallet.retCode,
      set: { balance: sql`${shopWallet.balance} + ${b.amount}`, updatedAt: bumped(shopWallet.updatedAt) },
    })
    .returning({ balance: shopWallet.balance });
  return ledgerRow(tx, b, type, Number(row.balance), operator);
}

async function debit(tx: DbOrTx, b: Move, operator: string) {
  const [row] = await tx
    .update(shopWallet)
    .set({ balance: sql`${shopWallet.balance} - ${b.amount}`, updatedAt: bumped(shopWallet.updatedAt) })
    .where(and(eq(shopWallet.retCode, b.retCode), sql`${shopWallet.balance} >= ${b.amount}`))
    .returning({ balance: shopWallet.balance });
  if (!row) {
    const [cur] = await tx.select({ balance: shopWallet.balance }).from(shopWallet).where(eq(shopWallet.retCode, b.retCode));
    throw conflict(`余额不足：当前余额${centsToYuan(cur?.balance ?? 0)}元，扣款${centsToYuan(b.amount)}元`);
  }
  return ledgerRow(tx, b, 2, Number(row.balance), operator);
}

async function move(ctx: RequestCtx, b: Move, type: 1 | 2) {
  return idempotent(ctx, type === 1 ? 'walletRecharge' : 'walletDeduct', b, async (tx) => {
    // Held to the end: a shop delete waits for this move and then sees its balance, or this move waits for the
    // delete and finds no shop (without it a delete could drop the credit just written).
    const shop = await shopInScopeOr404(tx, ctx, b.retCode, 'key share');
    const { before, after } = type === 1 ? await creditWallet(tx, b, operatorOf(ctx)) : await debit(tx, b, operatorOf(ctx));
    await audit(tx, ctx, type === 1 ? '充值' : '扣款', shop.retCode, { balance: before }, { balance: after, reason: b.reason });
    return { balanceBefore: before, balanceAfter: after };
  });
}

export const recharge = (b: Move, ctx: RequestCtx) => move(ctx, b, 1);
export const deduct = (b: Move, ctx: RequestCtx) => move(ctx, b, 2);

export async function ledger(q: { page: number; pageSize: number; cursor?: string; retCode: string }, ctx: RequestCtx) {
  await shopInScopeOr404(ctx.db, ctx, q.retCode);
  const where = eq(shopWalletLedger.retCode, q.retCode);
  const page = await newestFirst(ctx, q, shopWalletLedger, { row: shopWalletLedger }, where);
  return {
    ...page,
    rows: page.rows.map(({ row }) => reshape(row, ['createdAt', 'updatedAt'], { createTime: formatTime(row.createdAt, ctx.tz) })),
  };
}
