import { appSettingResource, shopCsResource } from '@console/contract/shop-service';
import { eq, ilike, inArray, sql } from 'drizzle-orm';
import type { RequestCtx } from '../../shared/request-context.ts';
import { likeText } from '../../shared/resource.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { byShopInScope, operatorOf, shopInScopeOr404 } from './shop-kit.ts';
import { appSetting, shopCs, shopInfo } from '../../db/schema/shop.ts';

/** Customer service records (follow their shop's scope) and the shop app's key/value settings. */

export const csService = () =>
  resourceService({
    declaration: shopCsResource,
    targetType: 'shopCs',
    table: shopCs,
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
    declaration: appSettingResource,
    targetType: 'appSetting',
    table: appSetting,
    duplicate: '配置键已存在',
    naturalKey: { field: 'key' },
    columns: { key: sql<string>`${appSetting.settingKey}`, value: sql<string>`${appSetting.settingValue}` },
    extras: ['key', 'value'],
    filters: (q) => [q.key ? ilike(appSetting.settingKey, likeText(q.key)) : undefined],
    order: [{ column: appSetting.settingKey }],
    beforeSave: async (_tx, values) => ({ settingKey: values.key, settingValue: values.value }),
  });
