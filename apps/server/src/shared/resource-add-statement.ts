import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { WORDS } from '@console/contract/words';
import { storedName } from './column-name.ts';
import type { RequestCtx } from './request-context.ts';
import { sessionEnded } from './errors.ts';
import { pgCode } from './resource.ts';
import { type SessionGuard, sessionHoldsFor } from './session-check.ts';
import { type AuditDecl, auditInStatement } from './write-events.ts';

/**
 * A column whose value the log shows as the text PostgreSQL gives it: a string, an integer, a boolean (not a
 * time, a JSON value, an array, a float, nor a padded char, whose text differs from the value JS shows).
 */
const sayable = (c: PgColumn) =>
  ['string', 'number', 'boolean'].includes(c.dataType) && !['PgReal', 'PgDoublePrecision', 'PgChar'].includes(c.columnType);

/**
 * A resource's add as one statement, its row and its operation-log row (no transaction, no round trip between
 * them; as a stocktake's, `auditInStatement`), for a resource without hooks: undefined when the statement cannot
 * word every logged field as the log does (a computed column, a time, a format other than coded values), and the
 * add is then the transaction's work. It answers the id, and the natural key when there is one.
 */
export function statementAdd(
  table: PgTable,
  audit: AuditDecl,
  computed: Record<string, SQL>,
  key: { field: string } | undefined,
  stamp: ((ctx: RequestCtx) => object) | undefined,
) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const fields = Object.keys(audit.labels);
  const said = fields.every((f) => (columns[f] ? sayable(columns[f]) && !audit.formats?.[f] : !(f in computed)));
  if (!said || (key && !columns[key.field])) return undefined;
  const ofAdded = (field: string) => sql`ins.${sql.identifier(storedName(columns[field]))}`;
  const after = Object.fromEntries(fields.filter((f) => columns[f]).map((f) => [f, ofAdded(f)]));
  const named = ofAdded(key?.field ?? 'id');
  const trail = auditInStatement(audit);
  // As drizzle's insert: a generated column (other than an identity by default) takes no value.
  const insertable = Object.entries(columns).filter(([, c]) => c.generated === undefined || c.generated.type === 'byDefault');
  /**
   * The insert as `insert … select … where`, so that it can depend on the session's check: the values drizzle's
   * own insert would send (a column without one left out, taking its default; PostgreSQL types each parameter
   * by the column it goes into, length limits included).
   */
  const insertWhere = (row: Record<string, unknown>, where: SQL) => {
    const given = insertable.flatMap(([f, c]): [PgColumn, SQL][] => {
      const v = row[f] !== undefined ? row[f] : c.defaultFn ? c.defaultFn() : !c.default && c.onUpdateFn ? c.onUpdateFn() : undefined;
      if (v === undefined) return [];
      return [[c, is(v, SQL) ? v : sql`${sql.param(v, c)}`]];
    });
    const names = sql.join(
      given.map(([c]) => sql.identifier(storedName(c))),
      sql`, `,
    );
    const values = sql.join(
      given.map(([, v]) => v),
      sql`, `,
    );
    return sql`insert into ${table} (${names}) select ${values} where ${where} returning *`;
  };
  /**
   * With the session's guard (shared/session-check.ts) the row is written only while the session holds, and the
   * statement tells whether it did: no row and `held` false is a session to read, not a rule of the write.
   */
  return async (body: Record<string, unknown>, ctx: RequestCtx, guard?: SessionGuard) => {
    const insert = insertWhere({ ...body, ...stamp?.(ctx) }, guard ? sql`(select held from g)` : sql`true`);
    const logs = trail(ctx, WORDS.add, named, null, after)(sql`ins`).map((w, i) => sql`, ${sql.identifier(`w${i}`)} as (${w})`);
    const added = sql`${ofAdded('id')} as id, ${named} as key`;
    const { rows } = await ctx.db
      .execute<{ id: number | null; key: unknown; held?: boolean }>(
        guard
          ? sql`with g as (select ${sessionHoldsFor(guard.values)} as held), ins as (${insert})${sql.join(logs, sql``)} select g.held, ${added} from g left join ins on true`
          : sql`with ins as (${insert})${sql.join(logs, sql``)} select ${added} from ins`,
      )
      .catch((e: unknown) => {
        // A duplicate was refused by the insert itself, which ran only because the session held.
        if (guard && pgCode(e) === '23505') guard.held = true;
        throw e;
      });
    if (guard) guard.held = rows[0].held === true;
    if (rows[0]?.id == null) throw sessionEnded();
    return key ? { id: rows[0].id, [key.field]: rows[0].key } : { id: rows[0].id };
  };
}
