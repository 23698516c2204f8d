import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { changedTables, fingerprinter } from './fingerprint.ts';

/** The proof the security suite leans on ("nothing changed"): every committed write shows, nothing else does. */

let t: TestApp;
let fingerprint: () => Promise<string>;
beforeAll(async () => {
  t = await buildTestApp();
  fingerprint = await fingerprinter(t.pool);
});
afterAll(() => t.close());

const changedBy = async (...statements: string[]) => {
  const before = await fingerprint();
  for (const s of statements) await t.pool.query(s);
  return changedTables(before, await fingerprint());
};

describe('fingerprint', () => {
  it('names every table a committed insert, update, delete or truncate wrote, also a write putting back what it found', async () => {
    expect(await changedBy(`insert into grade_info (grade_code, grade_name) values ('FP1', '指纹')`)).toEqual(['grade_info']);
    expect(await changedBy(`update grade_info set grade_name = grade_name where grade_code = 'FP1'`)).toEqual(['grade_info']);
    expect(await changedBy(`delete from grade_info where grade_code = 'FP1'`)).toEqual(['grade_info']);
    expect(await changedBy('truncate sys_login_log')).toEqual(['sys_login_log']);
  });

  it('names nothing for a rolled-back write, a write matching no row, or a session or throttle', async () => {
    const c = await t.pool.connect();
    const before = await fingerprint();
    try {
      await c.query('begin');
      await c.query(`insert into grade_info (grade_code, grade_name) values ('FP2', '指纹')`);
      await c.query('rollback');
    } finally {
      c.release();
    }
    await t.pool.query(`update grade_info set grade_name = 'x' where grade_code = 'none'`);
    await t.pool.query('update sys_session set last_seen_at = last_seen_at');
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });
});
