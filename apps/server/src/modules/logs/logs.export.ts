import { LOGIN_RESULT_LABELS, type LoginResult, loginLogQuery, operationLogQuery } from '@console/contract/logs';
import { desc } from 'drizzle-orm';
import { countWhere, createdAtBatches } from '../../shared/cursor.ts';
import { registerExport } from '../../shared/export-registry.ts';
import { loginLogWhere } from './login-log.service.ts';
import { loginLogs, operationLogs } from '../../db/schema/logs.ts';
import { operationLogWhere } from './operation-log.service.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { operationLogResource } from '@console/contract/api/logs';
import { PAGES } from '@console/contract/api/pages';

const op = operationLogs;
const opFields = {
  createdAt: op.createdAt,
  module: op.module,
  action: op.action,
  targetType: op.targetType,
  targetId: op.targetId,
  operatorName: op.operatorName,
  operatorLoginId: op.operatorLoginId,
  ip: op.ip,
  changes: op.changes,
};
type OpRow = { [K in keyof typeof opFields]: unknown };

/** The operation log as an export (`operationLog.export`), the changes as `字段: 前 → 后` lines. */
registerExport<typeof operationLogQuery._zod.output, OpRow>({
  page: PAGES.operationLog.menu,
  label: PAGES.operationLog.title,
  query: operationLogQuery,
  columns: [
    { key: 'createdAt', header: COMMON_LABELS.time, width: 20 },
    { key: 'module', header: operationLogResource.fields.module.label },
    { key: 'action', header: COMMON_LABELS.action },
    { key: 'targetType', header: '对象类型' },
    { key: 'targetId', header: operationLogResource.fields.targetId.label },
    {
      key: 'operatorName',
      header: COMMON_LABELS.operator,
      format: (v, r) => (r.operatorLoginId ? `${v}(${r.operatorLoginId})` : String(v ?? '')),
    },
    { key: 'ip', header: COMMON_LABELS.ip },
    {
      key: 'changes',
      header: operationLogResource.fields.changes.label,
      width: 60,
      format: (v) => ((v ?? []) as { label: string; from: string; to: string }[]).map((c) => `${c.label}: ${c.from} → ${c.to}`).join('\n'),
    },
  ],
  rows: async function* (ctx, q) {
    const where = operationLogWhere(q, ctx.tz);
    const query = ctx.db.select(opFields).from(op).where(where).orderBy(desc(op.createdAt), desc(op.id));
    yield* createdAtBatches<OpRow>(ctx.db, opFields, query, ctx.tz);
  },
  count: (ctx, q) => countWhere(ctx.db, op, operationLogWhere(q, ctx.tz)),
});

const lg = loginLogs;
const loginFields = {
  createdAt: lg.createdAt,
  loginId: lg.loginId,
  result: lg.result,
  message: lg.message,
  ip: lg.ip,
  userAgent: lg.userAgent,
};
type LoginRow = { [K in keyof typeof loginFields]: unknown };

/** The sign-in log as an export (`loginLog.export`). */
registerExport<typeof loginLogQuery._zod.output, LoginRow>({
  page: PAGES.loginLog.menu,
  label: PAGES.loginLog.title,
  query: loginLogQuery,
  columns: [
    { key: 'createdAt', header: COMMON_LABELS.time, width: 20 },
    { key: 'loginId', header: COMMON_LABELS.loginId },
    { key: 'result', header: COMMON_LABELS.result, format: (v) => LOGIN_RESULT_LABELS[v as LoginResult] ?? String(v) },
    { key: 'message', header: COMMON_LABELS.note, width: 30 },
    { key: 'ip', header: COMMON_LABELS.ip },
    { key: 'userAgent', header: COMMON_LABELS.userAgent, width: 40 },
  ],
  rows: async function* (ctx, q) {
    const query = ctx.db.select(loginFields).from(lg).where(loginLogWhere(q, ctx.tz)).orderBy(desc(lg.createdAt), desc(lg.id));
    yield* createdAtBatches<LoginRow>(ctx.db, loginFields, query, ctx.tz);
  },
  count: (ctx, q) => countWhere(ctx.db, lg, loginLogWhere(q, ctx.tz)),
});
