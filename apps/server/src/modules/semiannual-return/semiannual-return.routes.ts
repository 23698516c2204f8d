import { semiannualReturnApi, semiannualReturnResource, srQuery } from '@console/contract/semiannual-return';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { registerResourceExport } from '../../shared/resource-export.ts';
import { listReturns, returnDetail } from './semiannual-return-query.service.ts';
import { readSetting, updateSetting } from './semiannual-setting.service.ts';
import { addReturn, approveReturn, receiveReturn, rejectReturn } from './semiannual-return.service.ts';

/** `/semiannualReturnOrder/*`: every call from the area's descriptor. */
export async function semiannualReturnRoutes(app: FastifyInstance) {
  registerResourceExport({ resource: semiannualReturnResource, query: srQuery, service: { list: listReturns } });
  serveAll(app, semiannualReturnApi, {
    queryList: listReturns,
    detail: returnDetail,
    add: addReturn,
    approve: approveReturn,
    reject: rejectReturn,
    receive: receiveReturn,
    setting: readSetting,
    settingUpdate: updateSetting,
  });
}
