import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { bufferedLog } from './log-stream.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'log-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bufferedLog', () => {
  it('holds short bursts of lines in memory and writes every one of them when the process stops', async () => {
    const file = path.join(dir, 'server.log');
    const log = bufferedLog(file);
    await once(log.stream, 'ready');
    const logger = pino({ level: 'info' }, log.stream);
    for (let i = 0; i < 40; i++) logger.info({ route: '/api/user/queryList', status: 200, i }, 'request');
    // 40 short lines are under the 8 KiB buffer: no write yet (one system call per request is what this saves).
    expect(readFileSync(file, 'utf8')).toBe('');
    log.flush();
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { i: number; msg: string });
    expect(lines.map((l) => l.i)).toEqual([...Array(40).keys()]);
    expect(lines.every((l) => l.msg === 'request')).toBe(true);
  });
});
