import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { UNLIMITED } from '../../shared/data-scope.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import type { JobQueue } from '../../plugins/queue.ts';

/**
 * What the push job needs outside a request: the database, the ERP settings and the queue, set once by the
 * routes plugin (the last app built in a process wins: tests build one app per file).
 */
export type ErpRuntime = { db: Db; erp: Config['erp']; queue: JobQueue; tz: string; autoCompleteDays: number };

let runtime: ErpRuntime | undefined;
export const setErpRuntime = (rt: ErpRuntime) => {
  runtime = rt;
};
export const erpRuntime = () => runtime;

/**
 * The context of a background step (a push, the daily completion): the system as operator, unlimited scope,
 * so the order's log and the operation log name it.
 */
export function systemCtx(db: Db, tz: string, what: string): RequestCtx {
  return {
    db,
    user: {
      code: 'system',
      name: '系统',
      loginId: what,
      roleCode: '',
      roleName: '',
      permissions: new Set(),
      permVersion: 0,
      tokenHash: '',
    },
    scope: async () => UNLIMITED,
    tz,
    requestId: `job:${what}`,
    ip: '',
  };
}
