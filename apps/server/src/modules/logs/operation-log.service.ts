import type { FieldChange, OperationLogQuery, OperationLogRow } from '@console/contract/logs';
import { and, getTableColumns, eq, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../shared/like.ts';
import { newestFirst } from '../../shared/list.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { formatTime } from '../../shared/time.ts';
import { timeRange } from '../../shared/time-range.ts';
import type { WriteEvent, WriteListener } from '../../shared/write-events.ts';
import { operationLogs } from '../../db/schema/logs.ts';

export const MASK = '******';
/** Masked whatever the area declared: a field with one of these names never shows its value. */
const SECRET_FIELD = /pwd|password|passwd|token|secret|salt|hash/i;

function same(a: unknown, b: unknown) {
  if (a instanceof Date || b instanceof Date)
    return String(a && new Date(a as Date).getTime()) === String(b && new Date(b as Date).getTime());
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return (a ?? '') === (b ?? '') || String(a ?? '') === String(b ?? '');
}

function show(event: WriteEvent, field: string, v: unknown, tz: string): string {
  if (v === undefined || v === null) return '';
  const mapped = event.values?.[field]?.[String(v)];
  if (mapped !== undefined) return mapped;
  const format = event.formats?.[field];
  if (format) return format(v);
  if (v instanceof Date) return formatTime(v, tz);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/**
 * The labelled fields that differ between before and after (every labelled field present for an add or a
 * delete), values mapped to their Chinese text, masked fields as ******.
 */
export function diffChanges(event: WriteEvent, tz = 'Asia/Shanghai'): FieldChange[] {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const changes: FieldChange[] = [];
  for (const [field, label] of Object.entries(event.labels)) {
    const inBefore = field in before;
    const inAfter = field in after;
    if (!inBefore && !inAfter) continue;
    const b = before[field];
    const a = after[field];
    if (event.before && event.after && inBefore && inAfter && same(b, a)) continue;
    if (!event.before && (a === undefined || a === null || a === '')) continue;
    if (!event.after && (b === undefined || b === null || b === '')) continue;
    if (event.masked?.includes(field) || SECRET_FIELD.test(field)) {
      changes.push({ field, label, from: event.before && inBefore ? MASK : '', to: event.after && inAfter ? MASK : '' });
    } else {
      changes.push({ field, label, from: show(event, field, b, tz), to: show(event, field, a, tz) });
    }
  }
  return changes;
}

function operatorOf(ctx: RequestCtx) {
  try {
    const u = ctx.user;
    return { operatorCode: u.code, operatorName: u.name, operatorLoginId: u.loginId };
  } catch {
    // A write outside a signed-in request (a scheduled job) is the system's.
    return { operatorCode: '', operatorName: '系统', operatorLoginId: '' };
  }
}

/** The write-event listener: one operation-log row in the write's own transaction. */
export const recordWrite: WriteListener = async (tx, ctx, event) => {
  await tx.insert(operationLogs).values({
    module: event.module.slice(0, 50),
    action: event.action.slice(0, 50),
    targetType: event.targetType.slice(0, 50),
    targetId: String(event.targetId).slice(0, 64),
    ...operatorOf(ctx),
    ip: (ctx.ip ?? '').slice(0, 64),
    requestId: (ctx.requestId ?? '').slice(0, 64),
    changes: diffChanges(event, ctx.tz),
  });
};

const t = operationLogs;

/** The list's filter, shared by the list and its export. */
export function operationLogWhere(q: Omit<OperationLogQuery, 'page' | 'pageSize'>, tz: string) {
  const conds: (SQL | undefined)[] = [
    q.module ? eq(t.module, q.module) : undefined,
    q.action ? eq(t.action, q.action) : undefined,
    q.targetId ? eq(t.targetId, q.targetId) : undefined,
    q.operator ? or(ilike(t.operatorName, containsPattern(q.operator)), ilike(t.operatorLoginId, containsPattern(q.operator))) : undefined,
    ...timeRange(t.createdAt, tz, q.startTime, q.endTime),
  ];
  return and(...conds);
}

export async function listOperationLogs(q: OperationLogQuery, ctx: RequestCtx) {
  const { tz } = ctx;
  const where = operationLogWhere(q, tz);
  const { rows, ...page } = await newestFirst(ctx, q, t, getTableColumns(t), where, t.createdAt);
  return {
    ...page,
    rows: rows.map(
      (r): OperationLogRow => ({
        id: String(r.id),
        module: r.module,
        action: r.action,
        targetType: r.targetType,
        targetId: r.targetId,
        operator: r.operatorLoginId ? `${r.operatorName}(${r.operatorLoginId})` : r.operatorName,
        operatorCode: r.operatorCode,
        ip: r.ip,
        requestId: r.requestId,
        time: formatTime(r.createdAt, tz),
        changes: r.changes,
      }),
    ),
  };
}
