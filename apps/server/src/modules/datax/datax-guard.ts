import type { DataxTableDef } from '../../db/schema/datax.ts';
import { badRequest } from '../../shared/errors.ts';

/**
 * What a task may read and write when a side is the console's own database. A source there must not be a
 * table holding accounts, sessions, secrets or logs — `sys_*` (users, their data scope, roles, sessions,
 * sign-in throttles, operation and login logs, files, scheduled jobs), `partner_config` (partner app secrets),
 * `pay_channel` (payment keys), `app_setting`, `order_idempotency` (cached answers) and `datax_*` (this area's
 * own passwords) — nor anything outside `public` (pg-boss's queue, the catalogs). A target there must lie
 * outside `public` and the system schemas: a sync never overwrites a table of the console.
 */
const SENSITIVE = [/^sys_/, /^datax_/, /^partner_config$/, /^pay_channel$/, /^app_setting$/, /^order_idempotency$/];
const SYSTEM_SCHEMAS = new Set(['public', 'pg_catalog', 'information_schema', 'pgboss', 'pg_toast']);

const split = (name: string) => (name.includes('.') ? (name.split('.') as [string, string]) : (['public', name] as [string, string]));

export function assertOwnSource(name: string) {
  const [schema, table] = split(name);
  if (schema !== 'public') throw badRequest(`源表 ${name}：本系统数据库只能同步 public 中的业务表`);
  if (SENSITIVE.some((re) => re.test(table))) throw badRequest(`源表 ${name} 含账号、会话、密钥或日志，不能同步`);
}

export function assertOwnTarget(name: string) {
  const [schema] = split(name);
  if (!name.includes('.') || SYSTEM_SCHEMAS.has(schema))
    throw badRequest(`目标表 ${name}：写入本系统数据库时须指定 public 以外的 schema（如 datax_demo.${split(name)[1]}），不能覆盖系统的表`);
}

/** The rules of a task's tables for the sides that are the console's own database (a blank URL). */
export function assertTablesAllowed(tables: DataxTableDef[], ownSource: boolean, ownTarget: boolean) {
  for (const t of tables) {
    if (ownSource) assertOwnSource(t.source);
    if (ownTarget) assertOwnTarget(t.target);
  }
}
