import { PAGES } from '@console/contract/api/pages';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { auditTrail } from '../../shared/write-events.ts';
import { users } from '../../db/schema/users.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { WORDS } from '@console/contract/words';

/**
 * The users area's audit declaration: what the operation log shows of a user write. (Until the users
 * service moves onto the declared resource service, its writes raise their events here.)
 */
const audit = auditTrail({
  module: PAGES.userManagement.title,
  targetType: 'user',
  labels: {
    name: COMMON_LABELS.name,
    loginId: COMMON_LABELS.loginId,
    cellPhone: COMMON_LABELS.mobile,
    email: COMMON_LABELS.email,
    tel: COMMON_LABELS.phone,
    roleCode: COMMON_LABELS.role,
    depCode: COMMON_LABELS.department,
    status: COMMON_LABELS.status,
    pwd: WORDS.password,
  },
  values: { status: { 1: '正常', 2: WORDS.lock, 3: WORDS.disable, 5: '已删除' } },
  masked: ['pwd'],
});

/** The audited fields of a user, as they are now (inside the write's transaction). */
export async function auditedUser(tx: DbOrTx, code: string) {
  const [row] = await tx
    .select({
      name: users.name,
      loginId: users.loginId,
      cellPhone: users.cellPhone,
      email: users.email,
      tel: users.tel,
      roleCode: users.roleCode,
      depCode: users.depCode,
      status: users.status,
    })
    .from(users)
    .where(eq(users.code, code));
  return (row ?? null) as Record<string, unknown> | null;
}

export async function auditUser(
  tx: DbOrTx,
  ctx: RequestCtx | undefined,
  action: string,
  code: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  if (!ctx) return;
  await audit(tx, ctx, action, code, before, after);
}
