import {
  gradeInfoApi,
  retailerTypeApi,
  spGroupApi,
  spGroupResource,
  sysPlatformApi,
  templateApi,
  templateResource,
  userTypeApi,
} from '@console/contract/base';
import { templateVariables } from '@console/contract/base';
import { asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../shared/errors.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText } from '../../shared/resource.ts';
import { type ResourceCalls, resourceService } from '../../shared/resource-service.ts';
import { gradeInfo } from '../../db/schema/grades.ts';
import { shopInfo, spInfo } from '../../db/schema/shop.ts';
import { messageTemplate, retailerType, spGroup, sysPlatform, userType } from '../../db/schema/base.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { STATUS_TEXT } from '@console/contract/api/resource';

/**
 * The base dictionaries ({code, name, status, sort, remark}) and message templates, on the one resource
 * service. Codes cannot change once saved and a code in use is never deleted: shops, SPs and data scopes
 * point at them, which is also why the operation log names a row by its code.
 */

const LABELS = {
  code: COMMON_LABELS.code,
  name: COMMON_LABELS.name,
  status: COMMON_LABELS.status,
  sort: COMMON_LABELS.sort,
  remark: COMMON_LABELS.remark,
};
const STATUS_VALUES = { status: STATUS_TEXT };

type Guard = {
  /** Codes that may never be deleted (this console's platform 0004). */
  fixed?: string[];
  /** The column elsewhere holding these codes. */
  usedBy?: [PgTable, PgColumn];
};

/** The rules every dictionary shares, over its table's code column. */
function dictionaryRules(table: PgTable & { id: PgColumn }, code: PgColumn, label: string, guard: Guard = {}) {
  return {
    label,
    duplicate: `${label}编码已存在`,
    naturalKey: { field: 'code', fixed: `${label}编码不能修改` },
    statusRefusal: (to: 1 | 2) => `所选${label}中有${to === 1 ? '已启用' : '已停用'}的，请刷新后重试`,
    async beforeDelete(tx: Tx, ids: number[]) {
      const codes = (await tx.select({ code }).from(table).where(inArray(table.id, ids))).map((r) => String(r.code));
      const fixed = codes.filter((c) => guard.fixed?.includes(c));
      if (fixed.length) throw conflict(`${label}${fixed.join('、')}是系统内置数据，不能删除`);
      if (!guard.usedBy || !codes.length) return;
      const [using, column] = guard.usedBy;
      const [{ n }] = await tx.select({ n: count() }).from(using).where(inArray(column, codes));
      if (Number(n) > 0) throw conflict(`所选${label}正被${n}条数据使用，不能删除`);
    },
  };
}

type Plain<A> = Guard & { api: A; table: typeof sysPlatform; label: string; module: string };

function plainDictionary<A extends ResourceCalls>({ api, table, label, module, ...guard }: Plain<A>) {
  const rules = dictionaryRules(table, table.code, label, guard);
  const service = resourceService({
    api,
    table,
    ...rules,
    audit: { module, targetType: label, labels: LABELS, values: STATUS_VALUES },
    order: [{ column: table.sort }, { column: table.code }],
  });
  return {
    ...service,
    all: ({ status }: { status?: number }, ctx: RequestCtx) =>
      ctx.db
        .select({ code: table.code, name: table.name, status: table.status })
        .from(table)
        .where(status === undefined ? undefined : eq(table.status, status))
        .orderBy(asc(table.sort), asc(table.code)),
    async byCode(code: string, ctx: RequestCtx) {
      const [row] = await ctx.db.select({ id: table.id }).from(table).where(eq(table.code, code));
      if (!row) throw notFound(`${label}不存在或已被删除`);
      return service.detail(row.id, ctx);
    },
  };
}

/** Grades keep their own column names (gradeCode / gradeName: shops and scopes say so); the list speaks code / name. */
function gradeDictionary() {
  const rules = dictionaryRules(gradeInfo, gradeInfo.gradeCode, COMMON_LABELS.grade, {
    usedBy: [shopInfo, shopInfo.gradeCode],
  });
  return resourceService({
    api: gradeInfoApi,
    table: gradeInfo,
    ...rules,
    audit: { module: COMMON_LABELS.grade, targetType: COMMON_LABELS.grade, labels: LABELS, values: STATUS_VALUES },
    columns: { code: sql`${gradeInfo.gradeCode}`, name: sql`${gradeInfo.gradeName}` },
    extras: ['code', 'name'],
    filters: (q) => [
      q.code ? ilike(gradeInfo.gradeCode, likeText(q.code)) : undefined,
      q.name ? ilike(gradeInfo.gradeName, likeText(q.name)) : undefined,
    ],
    order: [{ column: gradeInfo.sort }, { column: gradeInfo.gradeCode }],
    beforeSave: async (_tx, values, current) => {
      return { gradeCode: current ? undefined : values.code, gradeName: values.name };
    },
  });
}

/** Message templates: a dictionary without sort whose rows also list the variables their content uses. */
function templateDictionary() {
  const rules = dictionaryRules(messageTemplate, messageTemplate.code, COMMON_LABELS.template);
  const service = resourceService({
    api: templateApi,
    table: messageTemplate,
    ...rules,
    audit: {
      module: '消息模板',
      targetType: 'template',
      labels: {
        code: COMMON_LABELS.code,
        name: COMMON_LABELS.name,
        content: templateResource.fields.content.label,
        status: COMMON_LABELS.status,
        remark: COMMON_LABELS.remark,
      },
      values: STATUS_VALUES,
    },
    order: [{ column: messageTemplate.code }],
  });
  return {
    ...service,
    async list(q: Parameters<typeof service.list>[0], ctx: RequestCtx) {
      const page = await service.list(q, ctx);
      return { ...page, rows: page.rows.map((r) => ({ ...r, variables: templateVariables(r.content) })) };
    },
  };
}

/** Each base dictionary with what uses its codes. */
export function dictionaries() {
  return {
    sysPlatform: plainDictionary({
      api: sysPlatformApi,
      table: sysPlatform,
      label: COMMON_LABELS.platform,
      module: '系统平台',
      fixed: ['0004'],
      usedBy: [shopInfo, shopInfo.platformCode],
    }),
    userType: plainDictionary({ api: userTypeApi, table: userType, label: '用户类型', module: '用户类型' }),
    retailerType: plainDictionary({
      api: retailerTypeApi,
      table: retailerType,
      label: COMMON_LABELS.retailerType,
      module: COMMON_LABELS.retailerType,
      usedBy: [shopInfo, shopInfo.retailerType],
    }),
    spGroup: plainDictionary({
      api: spGroupApi,
      table: spGroup,
      label: spGroupResource.label,
      module: spGroupResource.label,
      usedBy: [spInfo, spInfo.spGroupCode],
    }),
    gradeInfo: gradeDictionary(),
    template: templateDictionary(),
  };
}
