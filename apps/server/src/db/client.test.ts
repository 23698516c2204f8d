import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDb } from '../test/test-databases.ts';
import { createDb } from './client.ts';

const url = withDb(inject('pgServerUrl'), 'postgres');
const { pool } = createDb(url, 2);
afterAll(() => pool.end());

describe('the pool when PostgreSQL drops a connection', () => {
  it('a checked-out client losing its connection is no uncaught exception, and the pool goes on with a new one', async () => {
    const stray: unknown[] = [];
    let strayed: (e: unknown) => void = () => {};
    const record = (e: unknown) => {
      stray.push(e);
      strayed(e);
    };
    process.on('uncaughtException', record);
    try {
      const client = await pool.connect();
      const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
      // A transaction between two statements, as a request's transaction is when the database stops.
      await client.query('begin');
      // Unheard, the error is thrown where pg would then announce the end: whichever comes first.
      const ended = new Promise((resolve) => {
        client.once('end', resolve);
        strayed = resolve;
      });
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await ended;
      expect(stray).toEqual([]);
      await expect(client.query('select 1')).rejects.toThrow();
      client.release();
      expect((await pool.query<{ n: number }>('select 1 as n')).rows[0].n).toBe(1);
    } finally {
      process.off('uncaughtException', record);
    }
  });
});
