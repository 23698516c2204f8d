import { USER_STATUS_OPTIONS, type Option, type UserSelectData } from '@console/contract/users';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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

/** One table's options: its live rows (`live`), only the codes in `only` when given, in `order`. */
const optionsOf =
  (code: PgColumn, name: PgColumn, live: SQL, ...order: PgColumn[]) =>
  (db: DbOrTx, only?: string[]) =>
    db
      .select({ code, name })
      .from(code.table)
      .where(and(live, only ? inArray(code, only) : undefined))
      .orderBy(...order.map((c) => asc(c))) as Promise<Option[]>;

/**
 * Where each data-permission option list comes from, with its scope dimension (options are limited to the
 * caller's own scope: nobody can grant what they cannot see). Lists whose area is not built yet answer [];
 * that area adds its loader here (shops → shop_info, distributors → sp_info, platforms → sys_platform,
 * serviceProviders → sp_service, channels → channel).
 */
const SOURCES: Record<OptionList, { dim: ScopeDimension; load?: (db: DbOrTx, only?: string[]) => Promise<Option[]> }> = {
  shops: { dim: 1 },
  distributors: { dim: 2, load: optionsOf(spInfo.spCode, spInfo.spName, eq(spInfo.status, 1), spInfo.spCode) },
  platforms: { dim: 3, load: optionsOf(sysPlatform.code, sysPlatform.name, eq(sysPlatform.status, 1), sysPlatform.sort, sysPlatform.code) },
  serviceProviders: { dim: 4 },
  channels: {
    dim: 5,
    load: optionsOf(channels.channelCode, channels.channelName, eq(channels.status, 1), channels.sort, channels.channelCode),
  },
  provinces: { dim: 6, load: optionsOf(regions.code, regions.name, eq(regions.level, 1), regions.code) },
  grades: {
    dim: 7,
    load: optionsOf(gradeInfo.gradeCode, gradeInfo.gradeName, eq(gradeInfo.status, 1), gradeInfo.sort, gradeInfo.gradeCode),
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
