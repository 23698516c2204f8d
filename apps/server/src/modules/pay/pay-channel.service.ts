import { payChannelApi, payChannelResource } from '@console/contract/pay';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { declaredAudit } from '../../shared/declared.ts';
import { badRequest } from '../../shared/errors.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { payChannels as t } from '../../db/schema/pay.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

/**
 * Pay channels on the one resource service. The apiKey is write-only: rows answer only 已设置 / 未设置
 * (the reply schema has no apiKey, so it cannot leave), the export has no such column, and the operation
 * log masks it (a change shows as ******).
 */
export const payChannelService = () =>
  resourceService({
    api: payChannelApi,
    table: t,
    label: COMMON_LABELS.payChannel,
    duplicate: '支付渠道编码已存在',
    audit: { module: COMMON_LABELS.payChannel, targetType: 'payChannel', ...declaredAudit(payChannelResource), masked: ['apiKey'] },
    columns: { apiKeySet: sql<string>`case when "pay_channel"."api_key" <> '' then '已设置' else '未设置' end` },
    filters: (q) => [q.channelCode ? eq(t.channelCode, q.channelCode) : undefined, q.type ? eq(t.type, q.type) : undefined],
    beforeSave: async (_tx: Tx, values, current) => {
      // A callback is checked with the key: a channel without one could never be paid through.
      if (!current && !values.apiKey) throw badRequest('请输入密钥');
    },
  });
