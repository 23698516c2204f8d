import { CONFIG_FIELDS, PARTNERS, type Partner, type PartnerConfigRow, type configUpdate } from '@console/contract/partner';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { partnerConfigs as c } from '../../db/schema/partner.ts';
import { declareScope, scopeWhere } from '../../shared/data-scope.ts';
import { notFound } from '../../shared/errors.ts';
import { freshEdit } from '../../shared/freshness.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { formatTime } from '../../shared/time.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { WORDS } from '@console/contract/words';

/**
 * A partner's connection: enabled, address, key and secret. The secret is write-only: no select here reads
 * it into a reply, and the log records only whether one is set.
 */

// No dimension: a user limited in any sees no partner at all (the declaration's scope says why).
const PARTNER_SCOPE = declareScope('partner', {});
export const partnerScope = async (ctx: RequestCtx): Promise<SQL | undefined> => scopeWhere(await ctx.scope(), PARTNER_SCOPE);
export const MISSING = '合作平台不存在或无权操作';

const audit = auditTrail({
  module: '合作平台',
  targetType: 'partnerConfig',
  labels: { ...CONFIG_FIELDS },
  values: { enabled: { true: WORDS.enable, false: WORDS.disable }, credential: { true: '已设置', false: '未设置' } },
});

/** The four connections exist from the start (disabled, empty), so the form always edits a row. */
export async function ensureConfigs(db: DbOrTx) {
  await db
    .insert(c)
    .values(PARTNERS.map((p) => ({ partner: p.key })))
    .onConflictDoNothing();
}

const shown = {
  id: c.id,
  partner: c.partner,
  enabled: c.enabled,
  baseUrl: c.baseUrl,
  appKey: c.appKey,
  secretSet: c.appSecret,
  updatedAt: c.updatedAt,
};
type Shown = Pick<typeof c.$inferSelect, Exclude<keyof typeof shown, 'secretSet'>> & { secretSet: string };
const toRow = (r: Shown, tz: string): PartnerConfigRow => {
  const { updatedAt, secretSet, ...rest } = r;
  return { ...rest, secretSet: secretSet !== '', updateTime: formatTime(updatedAt, tz) };
};

export async function queryConfig(p: Partner, ctx: RequestCtx): Promise<PartnerConfigRow> {
  const [r] = await ctx.db
    .select(shown)
    .from(c)
    .where(and(eq(c.partner, p.key), await partnerScope(ctx)));
  if (!r) throw notFound(MISSING);
  return toRow(r, ctx.tz);
}

type Update = z.output<typeof configUpdate>;

/** The partner's connection when the caller may see it (secret included: for the server's own use). */
export async function configInScope(db: DbOrTx, p: Partner, ctx: RequestCtx) {
  const [r] = await db
    .select()
    .from(c)
    .where(and(eq(c.partner, p.key), await partnerScope(ctx)));
  if (!r) throw notFound(MISSING);
  return r;
}

export async function updateConfig(p: Partner, b: Update, ctx: RequestCtx) {
  const r = await configInScope(ctx.db, p, ctx);
  await freshEdit(ctx.db, { table: c, id: r.id, updateTime: b.updateTime, tz: ctx.tz, missing: MISSING }, async (tx, current) => {
    const appSecret = b.clearSecret ? '' : b.appSecret ? b.appSecret : current.appSecret;
    await tx.update(c).set({ enabled: b.enabled, baseUrl: b.baseUrl, appKey: b.appKey, appSecret }).where(eq(c.id, r.id));
    const view = (v: { enabled: boolean; baseUrl: string; appKey: string; appSecret: string }) => ({
      enabled: v.enabled,
      baseUrl: v.baseUrl,
      appKey: v.appKey,
      credential: v.appSecret !== '',
    });
    await audit(tx, ctx, WORDS.edit, p.title, view(current), view({ ...b, appSecret }));
  });
  return null;
}

/** What a sync calls with (background only: never answered to a request). */
export async function targetOf(db: DbOrTx, p: Partner) {
  const [r] = await db.select().from(c).where(eq(c.partner, p.key));
  return r;
}
