import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../plugins/queue.ts';
import type { AfterBatch } from './datax-copy.ts';

/**
 * What the run job needs outside a request, set once by the routes plugin (the last app built in a process
 * wins: tests build one app per file).
 */
export type DataxRuntime = {
  db: Db;
  queue: JobQueue;
  tz: string;
  /** Rows per batch read from the source and written to the target. */
  batchSize: number;
  /** A claim older than this was lost with its instance (its run is then 已中断). */
  lostAfterSeconds: number;
  /** Where an unexpected error of a run goes (the server's log). */
  log?: (err: unknown) => void;
  /** Tests only: runs after each committed batch, e.g. to stop a run midway. */
  afterBatch?: AfterBatch;
};

export const RUN_QUEUE = 'datax-run';

let runtime: DataxRuntime | undefined;
export const setDataxRuntime = (rt: DataxRuntime) => {
  runtime = rt;
};
export const dataxRuntime = () => runtime;

/** Queues a run (a run already taken or settled makes the job do nothing). */
export async function enqueueRun(runId: number, rt = runtime) {
  if (rt) await rt.queue.send(RUN_QUEUE, { runId });
}
