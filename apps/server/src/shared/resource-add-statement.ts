import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { WORDS } from '@console/contract/words';
import { storedName } from './column-name.ts';
import type { RequestCtx } from './request-context.ts';
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
  return async (body: Record<string, unknown>, ctx: RequestCtx) => {
    const insert = ctx.db
      .insert(table)
      .values({ ...body, ...stamp?.(ctx) } as never)
      .returning()
      .getSQL();
    const logs = trail(ctx, WORDS.add, named, null, after)(sql`ins`).map((w, i) => sql`, ${sql.identifier(`w${i}`)} as (${w})`);
    const { rows } = await ctx.db.execute<{ id: number; key: unknown }>(
      sql`with ins as (${insert})${sql.join(logs, sql``)} select ${ofAdded('id')} as id, ${named} as key from ins`,
    );
    return key ? { id: rows[0].id, [key.field]: rows[0].key } : { id: rows[0].id };
  };
}
