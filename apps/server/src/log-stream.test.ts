import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { bufferedLog } from './log-stream.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'log-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const opened = async (name: string) => {
  const file = path.join(dir, name);
  const log = bufferedLog(file);
  await once(log.destination, 'ready');
  return { file, log, logger: pino({ level: 'info' }, log.stream) };
};
const linesOf = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { i: number; msg: string; note?: string });

describe('bufferedLog', () => {
  it('holds short bursts of lines in memory and writes every one of them when the process stops', async () => {
    const { file, log, logger } = await opened('server.log');
    for (let i = 0; i < 40; i++) logger.info({ route: '/api/user/queryList', status: 200, i }, 'request');
    // 40 short lines are under the 8 KiB buffer: no write yet (one system call per request is what this saves).
    expect(readFileSync(file, 'utf8')).toBe('');
    log.flush();
    const lines = linesOf(file);
    expect(lines.map((l) => l.i)).toEqual([...Array(40).keys()]);
    expect(lines.every((l) => l.msg === 'request')).toBe(true);
  });

  it('hands the writer 8 KiB pieces, not each line (given each line, it measured all it held every time), and loses none, multi-byte ones included', async () => {
    const { file, log, logger } = await opened('pieces.log');
    const write = vi.spyOn(log.destination, 'write');
    const n = 3000;
    for (let i = 0; i < n; i++) logger.info({ i, note: i % 3 ? '库存日报' : 'ascii' }, 'request');
    // ~60 bytes a line: ~180 KB in pieces of 8 KiB or a little more.
    expect(write.mock.calls.length).toBeGreaterThan(10);
    expect(write.mock.calls.length).toBeLessThan(n / 50);
    await new Promise((r) => setTimeout(r, 50));
    log.flush();
    const lines = linesOf(file);
    expect(lines.map((l) => l.i)).toEqual([...Array(n).keys()]);
    expect(lines.filter((l) => l.note === '库存日报')).toHaveLength(2000);
  });
});
