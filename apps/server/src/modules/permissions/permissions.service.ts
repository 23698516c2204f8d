import { PAGES } from '@console/contract/api/pages';
import { ALL_DATA, type AddOrUpdatePermissionBody, DATA_TYPE, SCOPE_DIMENSION_LABELS } from '@console/contract/permissions';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { scopeFromEntries, splitCodes } from '../../shared/data-scope.ts';
import { forbidden, notFound } from '../../shared/errors.ts';
import { assertScopeGrantable, assertUserWithin } from '../../shared/privilege-guard.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { userDataPermissions, users } from '../../db/schema/users.ts';

// One field per dimension (its codes), so the log reads 门店: S1,S2 → S1.
const audit = auditTrail({
  module: PAGES.userManagement.title,
  targetType: 'dataPermission',
  labels: {
    ...Object.fromEntries(Object.entries(SCOPE_DIMENSION_LABELS).map(([type, label]) => [`t${type}`, label])),
    [`t${DATA_TYPE.all}`]: '全部数据',
  },
});
const audited = (entries: { dataType: number; dataList: string }[]) =>
  Object.fromEntries(entries.map((e) => [`t${e.dataType}`, e.dataList]));

async function liveUser(db: DbOrTx, code: string) {
  const [user] = await db
    .select({ code: users.code, roleCode: users.roleCode })
    .from(users)
    .where(and(eq(users.code, code), ne(users.status, 5)));
  if (!user) throw notFound('用户不存在或已被删除');
  return user;
}

export async function permissionsOf({ userCode }: { userCode: string }, { db }: RequestCtx) {
  await liveUser(db, userCode);
  return db
    .select({ dataType: userDataPermissions.dataType, dataList: userDataPermissions.dataList })
    .from(userDataPermissions)
    .where(eq(userDataPermissions.userCode, userCode))
    .orderBy(asc(userDataPermissions.dataType));
}

/**
 * Replaces a user's data permissions. Lists are normalised (trimmed, distinct); a dimension sent with an empty
 * list is dropped (= not limited there). 99/ALL is stored alone. Nobody changes their own scope, and nobody
 * grants a scope wider than their own.
 */
export async function savePermissions(body: AddOrUpdatePermissionBody, ctx: RequestCtx) {
  const { db, user: caller } = ctx;
  if (body.userCode === caller.code) throw forbidden('不能修改自己的数据权限');
  const entries = body.dataList.some((e) => e.dataType === DATA_TYPE.all)
    ? [{ dataType: DATA_TYPE.all as number, dataList: ALL_DATA }]
    : body.dataList.map((e) => ({ dataType: e.dataType, dataList: splitCodes(e.dataList).join(',') })).filter((e) => e.dataList !== '');
  await db.transaction(async (tx) => {
    const target = await liveUser(tx, body.userCode);
    // Neither narrow the scope of someone who sees more than the caller, nor grant beyond the caller's own.
    await assertUserWithin(tx, target, caller);
    await assertScopeGrantable(tx, scopeFromEntries(entries), caller);
    const before = await tx
      .delete(userDataPermissions)
      .where(eq(userDataPermissions.userCode, body.userCode))
      .returning({ dataType: userDataPermissions.dataType, dataList: userDataPermissions.dataList });
    if (entries.length) await tx.insert(userDataPermissions).values(entries.map((e) => ({ userCode: body.userCode, ...e })));
    await audit(tx, ctx, '数据权限', body.userCode, audited(before), audited(entries));
  });
}
