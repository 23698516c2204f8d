import { appSettingApi, shopCsApi } from '@console/contract/shop-service';
import { eq, ilike, inArray, sql } from 'drizzle-orm';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText } from '../../shared/resource.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { byShopInScope, operatorOf, shopInScopeOr404 } from './shop-kit.ts';
import { appSetting, shopCs, shopInfo } from '../../db/schema/shop.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

/** Customer service records (follow their shop's scope) and the shop app's key/value settings. */

export const csService = () =>
  resourceService({
    api: shopCsApi,
    table: shopCs,
    label: '客服记录',
    audit: {
      module: '门店客服',
      targetType: 'shopCs',
      labels: { retCode: COMMON_LABELS.shop, csType: COMMON_LABELS.type, content: '服务内容', result: '处理结果' },
      values: { csType: { 1: '咨询', 2: '投诉', 3: '建议' } },
    },
    parentScope: { rows: (ctx) => byShopInScope(ctx, shopCs.retCode) },
    columns: {
      retName: sql<string>`coalesce((select ${shopInfo.retName} from ${shopInfo} where ${shopInfo.retCode} = ${shopCs.retCode}), '')`,
    },
    filters: (q) => [
      q.retCode ? ilike(shopCs.retCode, likeText(q.retCode)) : undefined,
      q.retName
        ? inArray(shopCs.retCode, sql`(select ${shopInfo.retCode} from ${shopInfo} where ${ilike(shopInfo.retName, likeText(q.retName))})`)
        : undefined,
      q.csType ? eq(shopCs.csType, q.csType) : undefined,
    ],
    // A record is written against a shop the caller sees, and says who wrote it.
    beforeSave: async (tx, values, current, ctx: RequestCtx) => {
      if (values.retCode !== undefined) await shopInScopeOr404(tx, ctx, values.retCode);
      return current ? undefined : { operator: operatorOf(ctx) };
    },
  });

/** Settings are not shop rows: no scope. The body and list say key / value, the table settingKey / settingValue. */
export const settingService = () =>
  resourceService({
    api: appSettingApi,
    table: appSetting,
    label: '配置',
    duplicate: '配置键已存在',
    audit: { module: '应用设置', targetType: 'appSetting', labels: { key: '配置键', value: '配置值', remark: COMMON_LABELS.remark } },
    naturalKey: { field: 'key' },
    columns: { key: sql<string>`${appSetting.settingKey}`, value: sql<string>`${appSetting.settingValue}` },
    extras: ['key', 'value'],
    filters: (q) => [q.key ? ilike(appSetting.settingKey, likeText(q.key)) : undefined],
    order: [{ column: appSetting.settingKey }],
    beforeSave: async (_tx, values) => ({ settingKey: values.key, settingValue: values.value }),
  });
