import type pg from 'pg';
import { build } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDb } from '../apps/server/src/db/client.ts';
import { ADMIN_PASSWORD } from './config.ts';
import type { CapturedQuery } from './replay.ts';

/**
 * The SQL a list request runs, read off the pool while the real app answers it once in this process
 * (session look-ups left out: the raw-SQL and bare figures measure the list's own queries), with its reply.
 */
export type CaptureOptions = {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Who asks (default the administrator): a user's data scope is part of the list's SQL. */
  loginId?: string;
  password?: string;
  /**
   * Answer the request once before recording: what the app caches between requests (the user's scope, an
   * above-cap total's estimate for a few seconds) is then left out, as in steady load.
   */
  warm?: boolean;
  /**
   * Answer it twice before recording: the route has then learnt that its statement can carry the session's check,
   * and the recorded statement carries it (shared/session-check.ts), as every request of a load run does.
   */
  guarded?: boolean;
};

export async function captureRequest(databaseUrl: string, url: string, opts: CaptureOptions = {}) {
  const { db, pool } = createDb(databaseUrl, 4);
  const recorded: CapturedQuery[] = [];
  let recording = false;
  const query = pool.query.bind(pool) as (q: unknown, p?: unknown[]) => Promise<unknown>;
  (pool as { query: unknown }).query = (q: string | pg.QueryConfig, params?: unknown[]) => {
    const text = typeof q === 'string' ? q : q.text;
    if (recording && !text.includes('sys_session'))
      recorded.push({
        text,
        params: params ?? (typeof q === 'string' ? [] : (q.values ?? [])),
        ...(typeof q !== 'string' && q.name ? { name: q.name } : {}),
      });
    return query(q, params);
  };
  const app = await build({ config: loadConfig({ DEMO_DATA: '0', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv), db, pool });
  try {
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { loginId: opts.loginId ?? 'admin', password: opts.password ?? ADMIN_PASSWORD, platformCode: '0004', ip: '' },
    });
    const token = login.json().data.token as string;
    const ask = () =>
      app.inject({ method: opts.method ?? 'GET', url, headers: { authorization: `Bearer ${token}` }, payload: opts.body as object });
    if (opts.warm || opts.guarded) await ask();
    if (opts.guarded) await ask();
    recording = true;
    const res = await ask();
    recording = false;
    return { status: res.statusCode, body: res.body, queries: recorded, token };
  } finally {
    await app.close();
    await pool.end();
  }
}
