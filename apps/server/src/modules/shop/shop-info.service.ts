import { shopInfoApi } from '@console/contract/shop';
import type { shopCreate, shopQuery } from '@console/contract/shop';
import { and, type AnyColumn, count, eq, gt, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict } from '../../shared/errors.ts';
import { likeText } from '../../shared/resource.ts';
import { computedColumns, resourceService } from '../../shared/resource-service.ts';
import { unnested } from '../../shared/reshape.ts';
import { withTimes } from '../../shared/time.ts';
import { retailerType, sysPlatform } from '../../db/schema/base.ts';
import { gradeInfo } from '../../db/schema/grades.ts';
import { orders } from '../../db/schema/order.ts';
import { regionName } from '../regions/regions.service.ts';
import { assertShopKeysInScope, checkRegionChain, shopScope } from './shop-kit.ts';
import { shopInfo, shopWallet, spInfo } from '../../db/schema/shop.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { STATUS_TEXT } from '@console/contract/api/resource';

/** Shops: every verb applies the caller's data scope in SQL; outside it a shop does not exist. */

type Query = z.output<typeof shopQuery>;
type Create = z.output<typeof shopCreate>;

const LABELS: Record<string, string> = {
  retCode: COMMON_LABELS.retCode,
  retName: COMMON_LABELS.retName,
  ownerName: COMMON_LABELS.ownerName,
  phone: COMMON_LABELS.phone,
  provinceCode: COMMON_LABELS.provinceCode,
  cityCode: COMMON_LABELS.cityCode,
  districtCode: COMMON_LABELS.districtCode,
  address: COMMON_LABELS.address,
  gradeCode: COMMON_LABELS.grade,
  retailerType: COMMON_LABELS.retailerType,
  spCode: COMMON_LABELS.spName,
  channelCode: COMMON_LABELS.channel,
  platformCode: COMMON_LABELS.platform,
  licenseNo: COMMON_LABELS.licenseNo,
  status: COMMON_LABELS.status,
};
const VALUES = { status: STATUS_TEXT };
export function shopFilters(q: Partial<Query>): (SQL | undefined)[] {
  const eqIf = (col: AnyColumn, v?: string) => (v ? eq(col, v) : undefined);
  return [
    q.retCode ? ilike(shopInfo.retCode, likeText(q.retCode)) : undefined,
    q.retName ? ilike(shopInfo.retName, likeText(q.retName)) : undefined,
    eqIf(shopInfo.gradeCode, q.gradeCode),
    eqIf(shopInfo.retailerType, q.retailerType),
    eqIf(shopInfo.provinceCode, q.provinceCode),
    eqIf(shopInfo.cityCode, q.cityCode),
    eqIf(shopInfo.districtCode, q.districtCode),
    eqIf(shopInfo.spCode, q.spCode),
    eqIf(shopInfo.channelCode, q.channelCode),
    eqIf(shopInfo.platformCode, q.platformCode),
    q.status !== undefined ? eq(shopInfo.status, q.status) : undefined,
  ];
}

/** The names of a shop's region, grade, retailer type and SP (the list, detail and export show them). */
const SHOP_NAMES = {
  provinceName: regionName(shopInfo.provinceCode),
  cityName: regionName(shopInfo.cityCode),
  districtName: regionName(shopInfo.districtCode),
  gradeName: sql<string>`coalesce((select ${gradeInfo.gradeName} from ${gradeInfo} where ${gradeInfo.gradeCode} = ${shopInfo.gradeCode}), '')`,
  retailerTypeName: sql<string>`coalesce((select ${retailerType.name} from ${retailerType} where ${retailerType.code} = ${shopInfo.retailerType}), '')`,
  spName: sql<string>`coalesce((select ${spInfo.spName} from ${spInfo} where ${spInfo.spCode} = ${shopInfo.spCode}), '')`,
};

/** Shop rows with their names, for the export's keyset batches. */
export function shopRows<X extends Record<string, SQL.Aliased | SQL>>(db: DbOrTx, extra?: X) {
  return db
    .select({ ...(extra as X), row: shopInfo, ...computedColumns(SHOP_NAMES) })
    .from(shopInfo)
    .$dynamic();
}

type Joined = Awaited<ReturnType<typeof shopRows<Record<never, SQL>>>>[number];
export const toShopRow = (r: Joined, tz: string) => withTimes(unnested(r), tz);

export const shopService = () =>
  resourceService({
    api: shopInfoApi,
    table: shopInfo,
    label: COMMON_LABELS.shop,
    duplicate: '门店编码已存在',
    audit: { module: '门店管理', targetType: 'shop', labels: LABELS, values: VALUES },
    // Wallets, work orders, orders and data scopes point at the code: it stays, and names the row in the log.
    naturalKey: { field: 'retCode', fixed: '门店编码不能修改' },
    statusRefusal: (to) => (to === 1 ? '所选门店中有已启用的门店，请刷新后重试' : '所选门店中有已停用的门店，请刷新后重试'),
    parentScope: { rows: shopScope },
    columns: SHOP_NAMES,
    filters: (q) => shopFilters({ ...q, status: undefined }),
    // Newest first along shop_info_created_idx; the cursor seeks in it.
    order: [
      { column: shopInfo.createdAt, desc: true },
      { column: shopInfo.id, desc: true },
    ],
    beforeSave: async (tx, values, current, ctx) => {
      const shop = { ...current, ...values } as Create;
      await assertShopKeysInScope(ctx, shop);
      await checkRefs(tx, shop);
    },
    beforeDelete: async (tx, ids) => {
      const codes = (await tx.select({ retCode: shopInfo.retCode }).from(shopInfo).where(inArray(shopInfo.id, ids))).map((r) => r.retCode);
      const [{ n }] = await tx
        .select({ n: count() })
        .from(shopWallet)
        .where(and(inArray(shopWallet.retCode, codes), gt(shopWallet.balance, 0)));
      if (n > 0) throw conflict(`有${n}家门店的钱包仍有余额，不能删除`);
      // Orders keep the shop they were placed for, whatever their status.
      const ordered = await tx
        .select({ retCode: orders.retCode, n: count() })
        .from(orders)
        .where(inArray(orders.retCode, codes))
        .groupBy(orders.retCode);
      if (ordered.length) throw conflict(`${ordered.map((o) => `门店 ${o.retCode} 有${o.n}个订单`).join('；')}，不能删除`);
      await tx.delete(shopWallet).where(inArray(shopWallet.retCode, codes));
    },
  });

async function checkRefs(db: DbOrTx, b: Create) {
  await checkRegionChain(db, b);
  const [grade] = await db.select({ c: gradeInfo.gradeCode }).from(gradeInfo).where(eq(gradeInfo.gradeCode, b.gradeCode));
  if (!grade) throw badRequest('门店等级不存在');
  const [type] = await db.select({ c: retailerType.code }).from(retailerType).where(eq(retailerType.code, b.retailerType));
  if (!type) throw badRequest('零售商类型不存在');
  const [platform] = await db.select({ c: sysPlatform.code }).from(sysPlatform).where(eq(sysPlatform.code, b.platformCode));
  if (!platform) throw badRequest('平台不存在');
  if (b.spCode) {
    const [sp] = await db.select({ c: spInfo.spCode }).from(spInfo).where(eq(spInfo.spCode, b.spCode));
    if (!sp) throw badRequest('服务商不存在');
  }
}
