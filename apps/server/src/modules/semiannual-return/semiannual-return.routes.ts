import { semiannualReturnApi } from '@console/contract/semiannual-return';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { listReturns, returnDetail } from './semiannual-return-query.service.ts';
import { readSetting, updateSetting } from './semiannual-setting.service.ts';
import { addReturn, approveReturn, receiveReturn, rejectReturn } from './semiannual-return.service.ts';

/** `/semiannualReturnOrder/*`: every call from the area's descriptor. */
export async function semiannualReturnRoutes(app: FastifyInstance) {
  serveAll(app, semiannualReturnApi, {
    queryList: (q, ctx) => listReturns(ctx, q),
    detail: (q, ctx) => returnDetail(ctx, q.id),
    add: (b, ctx) => addReturn(ctx, b),
    approve: (b, ctx) => approveReturn(ctx, b),
    reject: (b, ctx) => rejectReturn(ctx, b),
    receive: (b, ctx) => receiveReturn(ctx, b),
    setting: (_q, ctx) => readSetting(ctx),
    settingUpdate: (b, ctx) => updateSetting(ctx, b),
  });
}
