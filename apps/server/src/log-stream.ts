import fs from 'node:fs';

/** How much of the log is held before it is handed to the file descriptor's writer (one system call per piece). */
const PIECE = 8192;
/** A full non-blocking pipe (EAGAIN) is offered the rest again after this long. */
const RETRY_MS = 20;
/** At most this many pieces in one system call (the kernel takes up to 1024). */
const BATCH = 64;

/**
 * Where the server's log goes: standard output through a buffer, written when it holds 8 KiB or every half
 * second. Pino's default writes each line with its own synchronous system call; with one access line per
 * request that cost about a tenth of the server's CPU under load (bench: CPU per request).
 *
 * The lines are gathered here and handed on a piece at a time (given each line, sonic-boom measured the UTF-8
 * length of all it held on every line: ~10 KB of garbage and ~1.5 µs per request, issue 31). The pieces are
 * written asynchronously and in order by this file's own small writer, one system call at a time (what queued
 * behind it goes out together in the next). Stopping must wait for a write still in libuv's thread pool, or one
 * that took part of a piece from a full non-blocking pipe: sonic-boom's flushSync wrote what was queued beside
 * it instead, and lines were lost when the process exited under that write, or landed out of order.
 *
 * `end()` resolves once every line logged so far is written; the process exits only after it.
 */
export function bufferedLog(dest: number | string = 1) {
  const fd = typeof dest === 'number' ? dest : fs.openSync(dest, 'a');
  let lines: string[] = [];
  let held = 0;
  let ended = false;
  // Handed on and not yet written, oldest first; while `writing`, the first ones are being written.
  const pieces: Buffer[] = [];
  let writing = false;
  let written: (() => void)[] = [];

  const writeNext = () => {
    if (pieces.length === 0) {
      writing = false;
      const waiting = written;
      written = [];
      for (const resolve of waiting) resolve();
      return;
    }
    writing = true;
    // What queued behind a write goes out after it in one system call.
    fs.writev(fd, pieces.slice(0, BATCH), (err, n) => {
      if (err?.code === 'EAGAIN') {
        setTimeout(writeNext, RETRY_MS);
        return;
      }
      // Any other failure (the reader of a pipe is gone): the log cannot be written anywhere, and stopping
      // must not wait for it.
      if (err) pieces.length = 0;
      while (n > 0 && n >= pieces[0].length) n -= (pieces.shift() as Buffer).length;
      if (n > 0) pieces[0] = pieces[0].subarray(n);
      writeNext();
    });
  };
  const destination = {
    /** Queues one piece behind those already handed on. */
    write(piece: string) {
      pieces.push(Buffer.from(piece));
      if (!writing) writeNext();
    },
  };
  const handOn = () => {
    if (held === 0) return;
    const piece = lines.join('');
    lines = [];
    held = 0;
    destination.write(piece);
  };
  const timer = setInterval(handOn, 500);
  timer.unref();
  return {
    /** What the logger writes to. */
    stream: {
      write(line: string) {
        lines.push(line);
        held += line.length;
        // Once stopping, nothing holds a line (the timer is gone): each is handed on at once.
        if (held >= PIECE || ended) handOn();
        return true;
      },
      flush: handOn,
    },
    /** The file descriptor's writer: one call per piece. */
    destination,
    /**
     * Writes the server's own messages (started, stopping) in their place among the log's lines: written beside
     * them through `process.stdout`, one could land inside a line the pipe took only part of.
     */
    print(text: string) {
      handOn();
      destination.write(text);
    },
    /** Hands on what is held and resolves once all of it, and all before it, is written. Safe to call again. */
    end(): Promise<void> {
      ended = true;
      clearInterval(timer);
      handOn();
      if (!writing) return Promise.resolve();
      return new Promise((resolve) => written.push(resolve));
    },
  };
}

export type BufferedLog = ReturnType<typeof bufferedLog>;

/**
 * Exits once the log is written in full, and what the process wrote to `process.stdout` itself (its start and
 * stop messages: on a full non-blocking pipe Node queues them, and exiting drops the queue). `within`: how long a
 * reader that stopped reading may hold up an exit that must happen anyway.
 */
export async function exitAfterLog(log: BufferedLog | undefined, code: number, within?: number): Promise<never> {
  const written = Promise.all([log?.end(), new Promise((r) => process.stdout.write('', r))]);
  if (within !== undefined) await Promise.race([written, new Promise((r) => setTimeout(r, within).unref())]);
  else await written;
  process.exit(code);
}
