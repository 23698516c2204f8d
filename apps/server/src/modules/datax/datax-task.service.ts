import { type DataxTable, dataxTaskApi, dataxTaskResource, MODE_LABEL, OPEN_RUN_STATES } from '@console/contract/datax';
import { PAGES } from '@console/contract/api/pages';
import { and, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { dataxCredentials as cr, dataxRuns as r, dataxTasks as t } from '../../db/schema/datax.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { conflict } from '../../shared/errors.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { nextFireTime } from '../../shared/cron.ts';
import { assertTablesAllowed } from './datax-guard.ts';

/**
 * Sync tasks on the one resource service. Passwords live in `datax_credential`, which no select of a task
 * reads: the row, the export and the operation log carry only whether one is set. A password typed into a
 * URL is moved out of it before the row is stored.
 */

type Side = 'source' | 'target';
type Body = {
  sourceUrl?: string;
  targetUrl?: string;
  sourcePassword?: string;
  targetPassword?: string;
  tables?: DataxTable[];
  cron?: string;
  status?: number;
};

const passwordSet = (side: Side) => sql<number>`(select count(*)::int from ${cr} where ${cr.taskId} = ${t.id} and ${cr.side} = ${side})`;

/** The URL without its password, and the password it carried. */
export function splitUrl(url: string): { url: string; password?: string } {
  if (!url) return { url };
  const u = new URL(url);
  const password = u.password ? decodeURIComponent(u.password) : undefined;
  u.password = '';
  return { url: u.toString(), password };
}

export const dataxTaskService = () =>
  resourceService({
    api: dataxTaskApi,
    table: t,
    label: PAGES.dataxTask.title,
    scope: {},
    extras: ['sourcePassword', 'targetPassword'],
    columns: {
      sourcePasswordSet: passwordSet('source'),
      targetPasswordSet: passwordSet('target'),
      tablesText: sql<string>`(select coalesce(string_agg((e->>'source') || '→' || (e->>'target') || '（' || case e->>'mode' when 'full' then ${MODE_LABEL.full} else ${MODE_LABEL.incremental} end || '）', '、' order by n), '') from jsonb_array_elements(${t.tables}) with ordinality as x(e, n))`,
      lastRunStatus: sql<number | null>`(select ${r.status} from ${r} where ${r.taskId} = ${t.id} order by ${r.id} desc limit 1)`,
    },
    audit: { module: '数据同步', targetType: 'dataxTask', ...declaredAudit(dataxTaskResource) },
    async beforeSave(_tx, values: Body, current, ctx) {
      const derived: Record<string, unknown> = {};
      for (const side of ['source', 'target'] as const) {
        const given = values[`${side}Url`];
        if (given === undefined) continue;
        const { url, password } = splitUrl(given);
        derived[`${side}Url`] = url;
        if (password && !values[`${side}Password`]) values[`${side}Password`] = password;
      }
      const sourceUrl = (derived.sourceUrl ?? current?.sourceUrl ?? '') as string;
      const targetUrl = (derived.targetUrl ?? current?.targetUrl ?? '') as string;
      assertTablesAllowed(values.tables ?? current?.tables ?? [], sourceUrl === '', targetUrl === '');
      const cron = values.cron ?? current?.cron ?? '';
      if (values.cron !== undefined) derived.nextRunAt = cron ? nextFireTime(cron, ctx.tz) : null;
      return derived;
    },
    async afterSave(tx: Tx, id: number, values: Body) {
      for (const side of ['source', 'target'] as const) {
        const password = values[`${side}Password`];
        if (!password) continue;
        await tx
          .insert(cr)
          .values({ taskId: id, side, password })
          .onConflictDoUpdate({ target: [cr.taskId, cr.side], set: { password } });
      }
    },
    // A task with a run under way is not deleted (the run would lose its task midway).
    async beforeDelete(tx: Tx, ids: number[]) {
      const [busy] = await tx
        .select({ taskId: r.taskId })
        .from(r)
        .where(and(inArray(r.taskId, ids), inArray(r.status, [...OPEN_RUN_STATES])))
        .limit(1);
      if (busy) throw conflict('该同步任务有正在进行的同步，请等它结束或中断后再删除');
    },
  });

export type DataxTaskService = ReturnType<typeof dataxTaskService>;
