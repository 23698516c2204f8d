import { once } from 'node:events';
import pino from 'pino';

/** Lines are handed to the file or pipe in pieces of about this many characters. */
const PIECE = 8192;

/**
 * Where the server's log goes: standard output through a buffer, written when it holds 8 KiB or every half
 * second. Pino's default writes each line with its own synchronous system call; with one access line per
 * request that cost about a tenth of the server's CPU under load (bench: CPU per request). What is buffered is
 * flushed synchronously when the process stops (`flush`), so a clean stop or a guarded crash loses no line.
 *
 * The lines are gathered here and handed to the writer (sonic-boom) a piece at a time: given each line, it
 * measures the UTF-8 length of all it holds on every write, copying up to 16 KiB per line (issue 31: half the
 * logging's CPU, and ~8 KiB of garbage per request). It still does the writing: partial writes, EAGAIN, the close.
 */
export function bufferedLog(dest: number | string = 1) {
  const out = pino.destination({ dest, sync: false, minLength: 0 });
  let lines: string[] = [];
  let size = 0;
  const pass = () => {
    if (size === 0) return;
    const piece = lines.join('');
    lines = [];
    size = 0;
    out.write(piece);
  };
  const stream = {
    write(line: string) {
      lines.push(line);
      size += line.length;
      if (size >= PIECE) pass();
    },
  };
  const timer = setInterval(() => {
    pass();
    try {
      out.flush();
    } catch {
      // a flush already in progress: the next tick takes the rest
    }
  }, 500);
  timer.unref();
  return {
    stream,
    /** Settles once the destination is open (a file is opened in the background). */
    ready: once(out, 'ready'),
    flush() {
      clearInterval(timer);
      pass();
      try {
        out.flushSync();
      } catch {
        // the stream is writing (its own write finishes the buffer) or already closed
      }
    },
  };
}
