import type pg from 'pg';

/**
 * A fingerprint of every business table (an md5 of its rows), to prove that a refused request changed
 * nothing. Sessions, throttles and the region table are left out: signing in and being throttled are what
 * a request legitimately touches, and regions never change.
 */
export async function fingerprinter(pool: pg.Pool) {
  const { rows } = await pool.query<{ q: string }>(`
    select string_agg(format('select %L as t, md5(coalesce(string_agg(x::text, %L order by x::text), %L)) as h from %I x', table_name, '|', '', table_name), ' union all ') as q
      from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
       and table_name not in ('region', 'sys_session', 'sys_login_throttle')`);
  const sql = rows[0].q;
  // Sorted by table: a UNION ALL promises no order.
  return async () => JSON.stringify((await pool.query<{ t: string; h: string }>(sql)).rows.sort((a, b) => a.t.localeCompare(b.t)));
}

/** Which tables differ between two fingerprints (for a failure message). */
export function changedTables(a: string, b: string) {
  const after = new Map((JSON.parse(b) as { t: string; h: string }[]).map((r) => [r.t, r.h]));
  return (JSON.parse(a) as { t: string; h: string }[]).filter((r) => after.get(r.t) !== r.h).map((r) => r.t);
}
