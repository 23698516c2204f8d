import { PARTNERS, partnerOf, SYNC_KINDS } from '@console/contract/partner';
import { z } from 'zod';
import { AppError } from '../../shared/errors.ts';
import { registerJobHandler } from '../../shared/job-handlers.ts';
import { systemCtx } from '../erp/erp-runtime.ts';
import { startSync } from './partner-sync.service.ts';

/** 合作平台同步, scheduled on 任务调度 per partner and kind: asks for a run as a click on 同步 would. */
registerJobHandler({
  name: 'partner.sync',
  label: '合作平台同步',
  params: z.strictObject({
    partner: z.enum(PARTNERS.map((p) => p.key) as [string, ...string[]], { error: '合作平台不正确（hipac / fsct / dcc / yuou）' }),
    kind: z.enum(SYNC_KINDS.map((k) => k.value) as [string, ...string[]], { error: '同步类型不正确（allocation / orders / stock）' }),
  }),
  timeoutSeconds: 60,
  run: async ({ partner, kind }, { db, config }) => {
    const p = partnerOf(partner as (typeof PARTNERS)[number]['key']);
    try {
      const run = await startSync(p, kind as (typeof SYNC_KINDS)[number]['value'], systemCtx(db, config.timeZone, `partner:${partner}`));
      return `${p.name}同步已排队（记录${run.id}）`;
    } catch (e) {
      // A run already under way, or the partner switched off: nothing to do this time, said in the log.
      if (e instanceof AppError) return e.message;
      throw e;
    }
  },
});
