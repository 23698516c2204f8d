import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { installProcessGuards, STRAY_LIMIT } from './process-guards.ts';

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
});
