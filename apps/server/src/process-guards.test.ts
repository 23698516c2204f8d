import { spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { asyncContextFrame, loadConfig } from './config.ts';
import { installProcessGuards, STRAY_LIMIT } from './process-guards.ts';
import { currentRequestId } from './shared/request-scope.ts';
import { buildTestApp } from './test/build-app.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('process guards', () => {
  it('logs a stray rejection or exception and keeps serving; stops only when failures keep coming', () => {
    const proc = new EventEmitter();
    const logged: string[] = [];
    const stops: string[] = [];
    let clock = 0;
    installProcessGuards(
      proc,
      { error: (_o, msg) => logged.push(msg) },
      (k) => stops.push(k),
      () => clock,
    );
    proc.emit('unhandledRejection', new Error('nobody awaited me'));
    proc.emit('uncaughtException', new Error('thrown in a timer'));
    expect(logged).toEqual(['unhandled promise rejection', 'uncaught exception']);
    expect(stops).toEqual([]);
    // Spread over time, failures never stop the process.
    for (let i = 0; i < 30; i++) {
      clock += 10_000;
      proc.emit('uncaughtException', new Error('now and then'));
    }
    expect(stops).toEqual([]);
    // A burst does.
    for (let i = 0; i < STRAY_LIMIT; i++) proc.emit('unhandledRejection', new Error('again'));
    expect(stops.length).toBeGreaterThan(0);
  });

  it('reads the shutdown grace period from SHUTDOWN_GRACE_SECONDS and refuses nonsense', () => {
    expect(loadConfig({} as NodeJS.ProcessEnv).shutdownGraceMs).toBe(60_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '5' } as NodeJS.ProcessEnv).shutdownGraceMs).toBe(5000);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '-1' } as NodeJS.ProcessEnv)).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it('a stray failure of work a request started is logged with that request’s id (a real process)', () => {
    // In a process of its own: the real unhandledRejection / uncaughtException events, in Node's own order.
    const script = `
      import { requestScope } from './shared/request-scope.ts';
      import { installProcessGuards } from './process-guards.ts';
      installProcessGuards(process, { error: (o, msg) => console.log(JSON.stringify({ msg, reqId: o.reqId ?? null })) }, () => {});
      requestScope.run({ reqId: 'req-7' }, () => {
        Promise.reject(new Error('nobody awaited me'));
        (async () => { await new Promise((r) => setTimeout(r, 5)); throw new Error('late'); })();
        setTimeout(() => { throw new Error('thrown in a timer'); }, 10);
      });
      Promise.reject(new Error('outside any request'));
      setTimeout(() => {}, 50);
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: here, encoding: 'utf8' });
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(
      lines
        .filter((l) => l.reqId === 'req-7')
        .map((l) => l.msg)
        .sort(),
    ).toEqual(['uncaught exception', 'unhandled promise rejection', 'unhandled promise rejection']);
    expect(lines.filter((l) => l.reqId === null)).toEqual([{ msg: 'unhandled promise rejection', reqId: null }]);
  });

  it('traces requests by default only where AsyncContextFrame makes it cheap (Node 24+); TRACE_REQUESTS decides', () => {
    expect([asyncContextFrame('20.20.2', []), asyncContextFrame('24.0.0', []), asyncContextFrame('26.10.0', [])]).toEqual([
      false,
      true,
      true,
    ]);
    expect(asyncContextFrame('26.10.0', ['--no-async-context-frame'])).toBe(false);
    const env = (over: Record<string, string>) => ({ ADMIN_PASSWORD: 'Admin@12345', ...over }) as NodeJS.ProcessEnv;
    expect(loadConfig(env({})).traceRequests).toBe(asyncContextFrame());
    expect(loadConfig(env({ TRACE_REQUESTS: '0' })).traceRequests).toBe(false);
    expect(loadConfig(env({ TRACE_REQUESTS: '1' })).traceRequests).toBe(true);
    expect(loadConfig(env({ TRACE_REQUESTS: '0', SERVER_TIMING: '1' })).traceRequests).toBe(true);
  });

  it('with TRACE_REQUESTS=1, a request’s id reaches every await and timer its handler starts', async () => {
    const seen: (string | undefined)[] = [];
    const t = await buildTestApp({ TRACE_REQUESTS: '1' }, (app) =>
      app.get('/api/test/scope', { config: { permission: 'public' } }, async (req) => {
        seen.push(currentRequestId());
        await app.pool.query('select 1');
        seen.push(currentRequestId());
        await new Promise<void>((r) => setTimeout(() => r(void seen.push(currentRequestId())), 5));
        return { id: String(req.id) };
      }),
    );
    try {
      const ids = await Promise.all([1, 2].map(async () => (await t.app.inject({ method: 'GET', url: '/api/test/scope' })).json().id));
      expect(new Set(seen)).toEqual(new Set(ids));
      expect(seen).toHaveLength(6);
      expect(currentRequestId()).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
