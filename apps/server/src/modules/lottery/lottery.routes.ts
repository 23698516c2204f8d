import { lotteryActivityApi, lotteryApi, lotteryQuery, lotteryResource } from '@console/contract/lottery';
import type { FastifyInstance } from 'fastify';
import { serveAll } from '../../shared/endpoint-routes.ts';
import { registerResourceExport } from '../../shared/resource-export.ts';
import { serveResource } from '../../shared/resource-routes.ts';
import { drawLottery, listLotteryRecords, registerLotteryRecordExport } from './lottery-draw.ts';
import { lotteryService } from './lottery.service.ts';

/** `/lottery/activity/*`: activities on the resource service, the draw and its records (both lists exported). */
export async function lotteryRoutes(app: FastifyInstance) {
  const service = lotteryService();
  registerResourceExport({ resource: lotteryResource, label: '抽奖活动列表', query: lotteryQuery, service });
  registerLotteryRecordExport();
  serveResource(app, lotteryActivityApi, service);
  serveAll(app, lotteryApi, {
    draw: drawLottery,
    recordList: listLotteryRecords,
  });
}
