import type { EventEmitter } from 'node:events';
import { currentRequestId } from './shared/request-scope.ts';

type Log = { error: (obj: object, msg: string) => void };

/** Stray failures in this window, this many, and the process stops cleanly instead of limping on. */
export const STRAY_WINDOW_MS = 60_000;
export const STRAY_LIMIT = 10;

/**
 * A promise nobody awaited, or an error thrown outside any request (a timer, a socket callback): logged,
 * and the server goes on — each request runs in its own handler and transaction, so one stray failure
 * leaves the others' state alone. A process that keeps failing stops cleanly (drained, exit code 0 → the
 * supervisor restarts it).
 */
export function installProcessGuards(proc: EventEmitter, log: Log, stop: (kind: string) => void, now = () => Date.now()) {
  const seen: number[] = [];
  const stray = (kind: string) => (err: unknown) => {
    // Node calls this in the failed work's async context: a request's stray failure carries its id.
    const reqId = currentRequestId();
    log.error(reqId ? { err, reqId } : { err }, kind);
    const t = now();
    seen.push(t);
    while (seen.length && seen[0] <= t - STRAY_WINDOW_MS) seen.shift();
    if (seen.length >= STRAY_LIMIT) stop(kind);
  };
  proc.on('unhandledRejection', stray('unhandled promise rejection'));
  proc.on('uncaughtException', stray('uncaught exception'));
}
