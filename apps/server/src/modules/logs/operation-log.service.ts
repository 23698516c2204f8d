import type { FieldChange, OperationLogQuery, OperationLogRow } from '@console/contract/logs';
import { and, getTableColumns, eq, ilike, is, or, SQL, sql } from 'drizzle-orm';
import { storedName } from '../../shared/column-name.ts';
import { containsPattern } from '../../shared/like.ts';
import { newestFirst } from '../../shared/newest-first.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import { formatTime } from '../../shared/time.ts';
import { timeRange } from '../../shared/time-range.ts';
import type { StatementWriteEvent, StatementWriteListener, WriteEvent, WriteListener } from '../../shared/write-events.ts';
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

function show(event: Omit<WriteEvent, 'targetId'>, field: string, v: unknown, tz: string): string {
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
export function diffChanges(event: Omit<WriteEvent, 'targetId'>, tz = 'Asia/Shanghai'): FieldChange[] {
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

const rowOf = (ctx: RequestCtx, event: Omit<WriteEvent, 'targetId'>) => ({
  module: event.module.slice(0, 50),
  action: event.action.slice(0, 50),
  targetType: event.targetType.slice(0, 50),
  ...operatorOf(ctx),
  ip: (ctx.ip ?? '').slice(0, 64),
  requestId: (ctx.requestId ?? '').slice(0, 64),
  changes: diffChanges(event, ctx.tz),
});

/** The write-event listener: one operation-log row in the write's own transaction. */
export const recordWrite: WriteListener = async (tx, ctx, event) => {
  await tx.insert(operationLogs).values({ ...rowOf(ctx, event), targetId: String(event.targetId).slice(0, 64) });
};

/** Stands in for a value the statement knows: unlike any real value, so the diff always shows the field. */
const standIn = (i: number) => `\u{E000}${i}\u{E000}`;

/** A statement's value as `show` words it: its text, or the text its field's coded values give it. */
function shownIn(event: StatementWriteEvent, field: string, v: SQL): SQL {
  const text = sql`(${v})::text`;
  const coded = event.values?.[field];
  if (!coded) return sql`coalesce(${text}, '')`;
  const cases = Object.entries(coded).map(([value, label]) => sql`when ${value} then ${label}`);
  return sql`coalesce(case ${text} ${sql.join(cases, sql` `)} else ${text} end, '')`;
}

/**
 * The same row written by the write's own statement (`onStatementWrite`): the diff is made here with stand-ins
 * for the statement's values, which the insert then sets into the diff's JSON (shown as `show` does, coded values
 * by a CASE). An add or a delete leaves out an empty field, as `diffChanges` does, by a test in the statement.
 */
export const recordWriteIn: StatementWriteListener = (ctx, event, from) => {
  const known: SQL[] = [];
  const stoodIn = (side: StatementWriteEvent['before']) =>
    side &&
    Object.fromEntries(
      Object.entries(side).map(([field, v]) => {
        if (!is(v, SQL)) return [field, v];
        if (event.formats?.[field]) throw new Error(`${field}: a statement's value is shown as it is`);
        known.push(v);
        return [field, standIn(known.length - 1)];
      }),
    );
  const { changes, ...row } = rowOf(ctx, { ...event, before: stoodIn(event.before), after: stoodIn(event.after) });
  // The one side of an add (after) or a delete (before), whose empty fields are not shown.
  const only = !event.before ? event.after : !event.after ? event.before : null;
  const parts = changes.map((c) => {
    let one = sql`${JSON.stringify(c)}::jsonb`;
    for (const side of ['from', 'to'] as const) {
      const at = known.findIndex((_, k) => c[side] === standIn(k));
      if (at >= 0) one = sql`jsonb_set(${one}, ${`{${side}}`}::text[], to_jsonb(${shownIn(event, c.field, known[at])}))`;
    }
    const value = only?.[c.field];
    return is(value, SQL)
      ? sql`case when coalesce((${value})::text, '') = '' then '[]'::jsonb else jsonb_build_array(${one}) end`
      : sql`jsonb_build_array(${one})`;
  });
  const json = parts.length ? sql.join(parts, sql` || `) : sql`'[]'::jsonb`;
  const targetId = is(event.targetId, SQL) ? sql`left((${event.targetId})::text, 64)` : sql`${event.targetId.slice(0, 64)}`;
  const cells: Record<string, unknown> = { ...row, targetId, changes: json };
  const names = Object.keys(cells).map((k) => sql.identifier(storedName(operationLogs[k as keyof typeof row])));
  return sql`insert into ${operationLogs} (${sql.join(names, sql`, `)}) select ${sql.join(
    Object.values(cells).map((v) => sql`${v}`),
    sql`, `,
  )} from ${from}`;
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
  const { rows, ...page } = await newestFirst(ctx, q, t, getTableColumns(t), where, { by: t.createdAt });
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
