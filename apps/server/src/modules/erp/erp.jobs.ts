import { z } from 'zod';
import { registerJobHandler } from '../../shared/job-handlers.ts';
import { queueDue } from './erp-push.service.ts';
import { erpRuntime } from './erp-runtime.ts';
import { autoComplete } from './order-complete.service.ts';

registerJobHandler({
  name: 'erp.push.sweep',
  label: 'ERP推送补发',
  params: z.strictObject({}),
  timeoutSeconds: 300,
  run: async () => {
    const rt = erpRuntime();
    if (!rt) return 'ERP推送未启用';
    if (!rt.erp.url) return `${await queueDue(rt)} 条：${'未配置ERP地址'}`;
    return `${await queueDue(rt)} 条推送已重新排队`;
  },
});

registerJobHandler({
  name: 'order.autoComplete',
  label: '订单自动完成',
  params: z.strictObject({}),
  timeoutSeconds: 600,
  run: async (_p, { db, config }) =>
    `${await autoComplete(db, config.timeZone, config.orderAutoCompleteDays)} 个发货超过${config.orderAutoCompleteDays}天的订单已完成`,
});
