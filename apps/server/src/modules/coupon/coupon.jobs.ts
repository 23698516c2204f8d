import { z } from 'zod';
import { registerJobHandler } from '../../shared/job-handlers.ts';
import { expireCoupons } from './coupon-use.ts';

registerJobHandler({
  name: 'coupon.expire',
  label: '优惠券过期',
  params: z.strictObject({}),
  timeoutSeconds: 300,
  run: async (_p, ctx) => `${await expireCoupons(ctx.db, ctx.config.timeZone)} 张优惠券已过期`,
});
