import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runningEmbeddedUrl, startEmbedded } from './embedded.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'console-embedded-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const canConnect = async (url: string) => {
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
};

describe('embedded PostgreSQL credentials', () => {
  it('generates a random superuser password per data directory, stored 0600 beside it, and listens on 127.0.0.1 only', async () => {
    const dir = path.join(root, 'a', 'pg');
    const db = await startEmbedded(dir, { durable: false });
    try {
      const file = `${dir}.password`;
      const password = readFileSync(file, 'utf8').trim();
      expect(password).toMatch(/^[\w-]{32}$/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(db.url).toContain(`:${password}@127.0.0.1:`);
      expect(await canConnect(db.url.replace(password, 'embedded'))).toBe(false);
      expect(runningEmbeddedUrl(dir)).toBe(db.url);
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      expect((await c.query('show listen_addresses')).rows[0].listen_addresses).toBe('127.0.0.1');
      await c.end();
    } finally {
      await db.stop();
    }
    // A second directory gets a password of its own.
    const other = await startEmbedded(path.join(root, 'b', 'pg'), { durable: false });
    await other.stop();
    expect(readFileSync(path.join(root, 'b', 'pg.password'), 'utf8')).not.toBe(readFileSync(path.join(root, 'a', 'pg.password'), 'utf8'));
  });

  it('replaces the old constant password of a data directory made before, on its next start', async () => {
    const dir = path.join(root, 'c', 'pg');
    const first = await startEmbedded(dir, { durable: false });
    const c = new pg.Client({ connectionString: first.url });
    await c.connect();
    await c.query(`alter user postgres with password 'embedded'`);
    await c.end();
    await first.stop();
    rmSync(`${dir}.password`);

    const again = await startEmbedded(dir, { durable: false });
    try {
      const password = readFileSync(`${dir}.password`, 'utf8').trim();
      expect(password).not.toBe('embedded');
      expect(await canConnect(again.url)).toBe(true);
      expect(await canConnect(again.url.replace(password, 'embedded'))).toBe(false);
    } finally {
      await again.stop();
    }
  });
});
