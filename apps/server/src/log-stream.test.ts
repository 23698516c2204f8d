import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { bufferedLog } from './log-stream.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'log-stream-'));
const children: ChildProcess[] = [];
// A test that fails because a process never exits must not leave it behind.
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const opened = (name: string) => {
  const file = path.join(dir, name);
  const log = bufferedLog(file);
  return { file, log, logger: pino({ level: 'info' }, log.stream) };
};
type Line = { i: number; msg: string; note?: string; level: number };
const parsed = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Line);
const linesOf = (file: string) => parsed(readFileSync(file, 'utf8'));

/**
 * Runs `body` in a process of its own whose standard output is a pipe this test leaves unread at first: the
 * pipe fills, so the log's write is really in flight when the process stops — blocked in the thread pool, or,
 * once the process touched `process.stdout` as the server does (Node makes the pipe non-blocking), taking part
 * of a piece and waiting to be offered the rest.
 */
function slowlyRead(body: string, { asTheServer = false, unread = false } = {}) {
  const script = `
    ${asTheServer ? "process.stdout.write('');" : ''}
    import pino from 'pino';
    import { bufferedLog, exitAfterLog } from './log-stream.ts';
    const log = bufferedLog();
    const logger = pino({ level: 'info' }, log.stream);
    // Lets the writer run until the pipe is full and its write waits in the thread pool.
    const fill = () => new Promise((r) => setTimeout(r, 50));
    const many = (from, n) => { for (let i = from; i < from + n; i++) logger.info({ i, note: i % 3 ? '库存日报' : 'ascii' }, 'request'); };
    ${body}
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: here,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const out: Buffer[] = [];
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  child.stdout.pause();
  // A reader that never reads: the process must still exit (what it wrote is not looked at).
  if (unread) child.on('exit', () => child.stdout.destroy());
  else
    setTimeout(() => {
      child.stdout.on('data', (d: Buffer) => out.push(d));
      child.stdout.resume();
    }, 300);
  return new Promise<{ code: number | null; lines: Line[]; text: string; err: string }>((resolve) =>
    child.on('close', (code) => {
      const text = Buffer.concat(out).toString('utf8');
      resolve({ code, lines: parsed(text), text, err });
    }),
  );
}
const upTo = (n: number) => [...Array(n).keys()];

describe('bufferedLog', () => {
  it('holds short bursts of lines in memory and writes every one of them when the process stops', async () => {
    const { file, log, logger } = opened('server.log');
    for (let i = 0; i < 40; i++) logger.info({ route: '/api/user/queryList', status: 200, i }, 'request');
    // 40 short lines are under the 8 KiB buffer: no write yet (one system call per request is what this saves).
    expect(readFileSync(file, 'utf8')).toBe('');
    await log.end();
    const lines = linesOf(file);
    expect(lines.map((l) => l.i)).toEqual(upTo(40));
    expect(lines.every((l) => l.msg === 'request')).toBe(true);
  });

  it('hands the writer 8 KiB pieces, not each line (given each line, it measured all it held every time), and loses none, multi-byte ones included', async () => {
    const { file, log, logger } = opened('pieces.log');
    const write = vi.spyOn(log.destination, 'write');
    const n = 3000;
    for (let i = 0; i < n; i++) logger.info({ i, note: i % 3 ? '库存日报' : 'ascii' }, 'request');
    // ~60 bytes a line: ~180 KB in pieces of 8 KiB or a little more.
    expect(write.mock.calls.length).toBeGreaterThan(10);
    expect(write.mock.calls.length).toBeLessThan(n / 50);
    await log.end();
    const lines = linesOf(file);
    expect(lines.map((l) => l.i)).toEqual(upTo(n));
    expect(lines.filter((l) => l.note === '库存日报')).toHaveLength(2000);
  });

  it('stops with nothing queued at once, and again', async () => {
    const { file, log } = opened('empty.log');
    await log.end();
    await log.end();
    expect(readFileSync(file, 'utf8')).toBe('');
  });

  it('stopping while a write is in flight to a pipe nobody reads yet, the process exits with every line written once, in order', async () => {
    // 20,000 lines (~1.3 MB) against a 64 KiB pipe: the stop comes while a piece is being written.
    for (const asTheServer of [false, true]) {
      const run = await slowlyRead('many(0, 20000); await fill(); await exitAfterLog(log, 0);', { asTheServer });
      expect(run.err).toBe('');
      expect(run.code).toBe(0);
      expect(run.lines.map((l) => l.i)).toEqual(upTo(20000));
    }
  });

  it('stopped twice (a second signal, the forced exit racing the clean one), writes what came between and nothing twice', async () => {
    const run = await slowlyRead(
      `
      many(0, 10000);
      await fill();
      const first = log.end();
      many(10000, 10000);
      await Promise.all([first, log.end()]);
      await Promise.race([exitAfterLog(log, 0), exitAfterLog(log, 0, 60000)]);
    `,
      { asTheServer: true },
    );
    expect(run.code).toBe(0);
    expect(run.lines.map((l) => l.i)).toEqual(upTo(20000));
  });

  it('the process’s own messages, printed and written to process.stdout while a write is in flight, are not dropped at exit nor land inside a line', async () => {
    const run = await slowlyRead(
      `
      process.stdout.write('已启动\\n');
      many(0, 20000);
      await fill();
      log.print('收到 SIGTERM\\n');
      many(20000, 100);
      log.print('已停止。\\n');
      await exitAfterLog(log, 0);
    `,
      { asTheServer: true },
    );
    expect(run.code).toBe(0);
    const text = run.text.trim().split('\n');
    expect(text.filter((l) => !l.startsWith('{'))).toEqual(['已启动', '收到 SIGTERM', '已停止。']);
    expect(text.indexOf('收到 SIGTERM')).toBe(20001);
    expect(run.lines.map((l) => l.i)).toEqual(upTo(20100));
  });

  it('what the process wrote to process.stdout before its log existed, queued behind a full pipe, is written before it exits', async () => {
    const run = await slowlyRead(
      `
      for (let i = 0; i < 5000; i++) process.stdout.write(JSON.stringify({ i, msg: 'seed' }) + '\\n');
      await exitAfterLog(undefined, 0);
    `,
      { asTheServer: true },
    );
    expect(run.code).toBe(0);
    expect(run.lines.map((l) => l.i)).toEqual(upTo(5000));
  });

  it('a forced exit is not held up for good by a reader that stopped reading', async () => {
    const run = await slowlyRead('many(0, 20000); await exitAfterLog(log, 1, 200);', { asTheServer: true, unread: true });
    expect(run.code).toBe(1);
  });

  it('a fatal error logged last, with writes in flight, is written after every line before it and the process exits 1', async () => {
    const run = await slowlyRead(
      `
      many(0, 20000);
      await fill();
      logger.fatal({ i: 20000, err: new Error('the database went away') }, 'fatal');
      await exitAfterLog(log, 1, 60000);
    `,
      { asTheServer: true },
    );
    expect(run.code).toBe(1);
    expect(run.lines.map((l) => l.i)).toEqual(upTo(20001));
    expect(run.lines.at(-1)).toMatchObject({ msg: 'fatal', level: 60 });
  });
});
