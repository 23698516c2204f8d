import type pg from 'pg';

/**
 * Proof that a refused request changed nothing: a row trigger on every business table notes the table's name in
 * a log of the test database, in the writing transaction (a rolled-back write leaves no note), and a fingerprint
 * is the count of notes per table. An md5 of every table's rows proved the same at 50–150 ms a fingerprint (122
 * tables, each scanned and planned), which the IDOR suite paid about 3,000 times; a count is one small query.
 * It is stricter than comparing contents: a write that puts back the values it found counts as a change too.
 * Sessions, throttles and the region table are left out: signing in and being throttled are what a request
 * legitimately touches, and regions never change.
 */
export async function fingerprinter(pool: pg.Pool) {
  await pool.query(`
    create schema if not exists test_changes;
    create table if not exists test_changes.note (t text not null);
    create or replace function test_changes.note() returns trigger language plpgsql as $fn$
      begin insert into test_changes.note values (tg_table_name); return null; end $fn$;
    do $do$ declare r record; begin
      for r in select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
                  and table_name not in ('region', 'sys_session', 'sys_login_throttle') loop
        execute format('create or replace trigger zz_test_change after insert or update or delete on public.%I for each row execute function test_changes.note()', r.table_name);
        execute format('create or replace trigger zz_test_truncate after truncate on public.%I for each statement execute function test_changes.note()', r.table_name);
      end loop;
    end $do$;`);
  return async () =>
    JSON.stringify(
      (await pool.query<{ t: string; n: number }>('select t, count(*)::int as n from test_changes.note group by t order by t')).rows,
    );
}

/** Which tables were written between two fingerprints (for a failure message). */
export function changedTables(a: string, b: string) {
  const before = new Map((JSON.parse(a) as { t: string; n: number }[]).map((r) => [r.t, r.n]));
  return (JSON.parse(b) as { t: string; n: number }[]).filter((r) => before.get(r.t) !== r.n).map((r) => r.t);
}
