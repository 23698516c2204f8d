import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../plugins/queue.ts';

/**
 * What the sync job needs outside a request, set once by the routes plugin (the last app built in a process
 * wins: tests build one app per file).
 */
export type PartnerRuntime = {
  db: Db;
  queue: JobQueue;
  tz: string;
  timeoutMs: number;
  maxAttempts: number;
  retryBaseSeconds: number;
  /** Where an unexpected error of a run goes (the server's log). */
  log?: (err: unknown) => void;
};

export const SYNC_QUEUE = 'partner-sync';

let runtime: PartnerRuntime | undefined;
export const setPartnerRuntime = (rt: PartnerRuntime) => {
  runtime = rt;
};
export const partnerRuntime = () => runtime;

/** Queues one attempt of a run (a run already settled or claimed makes the job do nothing). */
export async function enqueueSync(syncId: number, delaySeconds = 0, rt = runtime) {
  if (rt) await rt.queue.send(SYNC_QUEUE, { syncId }, delaySeconds ? { startAfterSeconds: delaySeconds } : {});
}
