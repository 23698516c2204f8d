import { USER_STATUS_OPTIONS, type Option, type UserSelectData } from '@console/contract/users';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { allowedCodes, type ScopeDimension } from '../../shared/data-scope.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { sysPlatform } from '../../db/schema/base.ts';
import { gradeInfo } from '../../db/schema/grades.ts';
import { regions } from '../../db/schema/regions.ts';
import { roles } from '../../db/schema/roles.ts';
import { channels } from '../../db/schema/wms.ts';
import { spInfo } from '../../db/schema/shop.ts';

type OptionList = Exclude<keyof UserSelectData, 'roles' | 'statuses'>;

/**
 * Where each data-permission option list comes from, with its scope dimension (options are limited to the
 * caller's own scope: nobody can grant what they cannot see). Lists whose area is not built yet answer [];
 * that area adds its loader here (shops → shop_info, distributors → sp_info, platforms → sys_platform,
 * serviceProviders → sp_service, channels → channel).
 */
const SOURCES: Record<OptionList, { dim: ScopeDimension; load?: (db: DbOrTx, only?: string[]) => Promise<Option[]> }> = {
  shops: { dim: 1 },
  distributors: {
    dim: 2,
    load: (db, only) =>
      db
        .select({ code: spInfo.spCode, name: spInfo.spName })
        .from(spInfo)
        .where(and(eq(spInfo.status, 1), only ? inArray(spInfo.spCode, only) : undefined))
        .orderBy(asc(spInfo.spCode)),
  },
  platforms: {
    dim: 3,
    load: (db, only) =>
      db
        .select({ code: sysPlatform.code, name: sysPlatform.name })
        .from(sysPlatform)
        .where(and(eq(sysPlatform.status, 1), only ? inArray(sysPlatform.code, only) : undefined))
        .orderBy(asc(sysPlatform.sort), asc(sysPlatform.code)),
  },
  serviceProviders: { dim: 4 },
  channels: {
    dim: 5,
    load: (db, only) =>
      db
        .select({ code: channels.channelCode, name: channels.channelName })
        .from(channels)
        .where(and(eq(channels.status, 1), only ? inArray(channels.channelCode, only) : undefined))
        .orderBy(asc(channels.sort), asc(channels.channelCode)),
  },
  provinces: {
    dim: 6,
    load: (db, only) =>
      db
        .select({ code: regions.code, name: regions.name })
        .from(regions)
        .where(and(eq(regions.level, 1), only ? inArray(regions.code, only) : undefined))
        .orderBy(asc(regions.code)),
  },
  grades: {
    dim: 7,
    load: (db, only) =>
      db
        .select({ code: gradeInfo.gradeCode, name: gradeInfo.gradeName })
        .from(gradeInfo)
        .where(and(eq(gradeInfo.status, 1), only ? inArray(gradeInfo.gradeCode, only) : undefined))
        .orderBy(asc(gradeInfo.sort), asc(gradeInfo.gradeCode)),
  },
};

export async function userSelectData(_input: unknown, { db, scope: scopeOf }: RequestCtx): Promise<UserSelectData> {
  const scope = await scopeOf();
  const roleRows = await db
    .select({ code: roles.code, roleName: roles.roleName })
    .from(roles)
    .where(eq(roles.status, 1))
    .orderBy(asc(roles.code));
  const lists = await Promise.all(
    (Object.entries(SOURCES) as [OptionList, (typeof SOURCES)[OptionList]][]).map(async ([name, src]) => {
      if (!src.load) return [name, []] as const;
      const only = allowedCodes(scope, src.dim);
      return [name, await src.load(db, only ? [...only] : undefined)] as const;
    }),
  );
  return {
    roles: roleRows,
    statuses: USER_STATUS_OPTIONS.map((s) => ({ value: s.value, label: s.label })),
    ...(Object.fromEntries(lists) as Record<OptionList, Option[]>),
  };
}
