import pino from 'pino';

/**
 * Where the server's log goes: standard output through a buffer, written when it holds 8 KiB or every half
 * second. Pino's default writes each line with its own synchronous system call; with one access line per
 * request that cost about a tenth of the server's CPU under load (bench: CPU per request). What is buffered is
 * flushed synchronously when the process stops (`flush`), so a clean stop or a guarded crash loses no line.
 */
export function bufferedLog(dest: number | string = 1) {
  const stream = pino.destination({ dest, sync: false, minLength: 8192 });
  const timer = setInterval(() => {
    try {
      stream.flush();
    } catch {
      // a flush already in progress: the next tick takes the rest
    }
  }, 500);
  timer.unref();
  return {
    stream,
    flush() {
      clearInterval(timer);
      try {
        stream.flushSync();
      } catch {
        // the stream is writing (its own write finishes the buffer) or already closed
      }
    },
  };
}
