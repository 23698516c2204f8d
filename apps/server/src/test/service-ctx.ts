import type { Db } from '../db/client.ts';
import { type Scope, UNLIMITED } from '../shared/data-scope.ts';
import type { RequestCtx } from '../shared/request-context.ts';

/** A request context for calling a service straight from a test: a signed-in tester seeing `scope`. */
export const serviceCtx = (db: Db, scope: Scope = UNLIMITED): RequestCtx => ({
  db,
  user: {
    code: 'U0001',
    name: '测试员',
    loginId: 'tester',
    roleCode: '0001',
    roleName: '管理员',
    permissions: new Set(),
    permVersion: 0,
    tokenHash: '',
  },
  scope: async () => scope,
  tz: 'Asia/Shanghai',
  requestId: 'test',
  ip: '127.0.0.1',
});
