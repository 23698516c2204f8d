import { SEMIANNUAL_RETURN_RATE, type srSettingUpdate } from '@console/contract/semiannual-return';
import { PAGES } from '@console/contract/api/pages';
import { STALE_MESSAGE } from '@console/contract/resource';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../shared/errors.ts';
import { bumped, freshAt } from '../../shared/freshness.ts';
import { inTx, type RequestCtx } from '../../shared/request-context.ts';
import { formatTime } from '../../shared/time.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { semiannualSettings as st } from '../../db/schema/semiannual-return.ts';
import { WORDS } from '@console/contract/words';

/**
 * The area's one setting: the share (%) of a half year's purchases a shop may return. Until an administrator
 * saves it, `SEMIANNUAL_RETURN_RATE` holds. Returns are checked against the rate in force when they are made.
 */

const audit = auditTrail({
  module: PAGES.semiannualReturn.title,
  targetType: 'semiannualSetting',
  labels: { returnRate: '可退比例（%）' },
});

export async function returnRateOf(db: DbOrTx) {
  const [row] = await db.select({ returnRate: st.returnRate }).from(st).where(eq(st.id, 1));
  return row?.returnRate ?? SEMIANNUAL_RETURN_RATE;
}

export async function readSetting(_input: unknown, ctx: RequestCtx) {
  const [row] = await ctx.db.select().from(st).where(eq(st.id, 1));
  return { returnRate: row?.returnRate ?? SEMIANNUAL_RETURN_RATE, updateTime: row ? formatTime(row.updatedAt, ctx.tz) : '' };
}

export async function updateSetting(b: z.output<typeof srSettingUpdate>, ctx: RequestCtx) {
  await inTx(ctx, async (tx) => {
    const before = await returnRateOf(tx);
    // Saved since the editor read it: not overwritten (the default, never saved, has no time to check).
    const saved = await tx
      .insert(st)
      .values({ id: 1, returnRate: b.returnRate, updatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: st.id,
        set: { returnRate: b.returnRate, updatedAt: bumped(st.updatedAt) },
        where: freshAt(st.updatedAt, b.updateTime, ctx.tz),
      })
      .returning({ id: st.id });
    if (!saved.length) throw conflict(STALE_MESSAGE);
    await audit(tx, ctx, WORDS.edit, 'returnRate', { returnRate: before }, { returnRate: b.returnRate });
  });
  return null;
}
