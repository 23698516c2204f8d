import { describe, expect, it } from 'vitest';
import { trackedSql } from './queue.ts';

describe("pg-boss's SQL on the app's pool", () => {
  it('settles only once every statement still on its way has answered, failed ones too', async () => {
    const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
    const query = () =>
      new Promise<unknown>((resolve, reject) => {
        pending.push({ resolve: () => resolve({ rows: [] }), reject });
      });
    const sql = trackedSql(query);
    const a = sql.executeSql('update a');
    const b = sql.executeSql('update b');
    b.catch(() => {});
    let settled = false;
    const settling = sql.settled().then(() => {
      settled = true;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
    pending[0].resolve();
    await a;
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
    pending[1].reject(new Error('gone'));
    await settling;
    expect(settled).toBe(true);
    // Nothing on its way: settles at once.
    await sql.settled();
  });
});
