import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { roleKeys, type SessionUser, userAuthority } from '../platform/sessions.ts';
import { roles } from '../db/schema/roles.ts';
import { users } from '../db/schema/users.ts';
import { loadScope, type Scope } from './data-scope.ts';
import type { RequestCtx } from './request-context.ts';

/**
 * A request context for work done on a user's behalf outside their request (an export job): the user's
 * permissions and data scope as they are now, so a revoked key or narrowed scope applies to the job too.
 * Null when the user may not act any more.
 */
export async function userContext(db: Db, userCode: string, tz: string, requestId: string): Promise<RequestCtx | null> {
  const [row] = await db.select(userAuthority).from(users).leftJoin(roles, eq(roles.code, users.roleCode)).where(eq(users.code, userCode));
  if (row?.status !== 1) return null;
  const version = Number(row.permVersion);
  const user: SessionUser = { ...row, permissions: await roleKeys(db, row.roleCode, version), permVersion: version, tokenHash: '' };
  let scope: Promise<Scope> | undefined;
  return {
    db,
    user,
    scope: () => {
      scope ??= loadScope(db, userCode);
      return scope;
    },
    tz,
    requestId,
    ip: '',
  };
}
