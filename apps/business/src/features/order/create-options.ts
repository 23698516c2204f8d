import { endpoint } from '@console/contract/endpoint';
import {
  skuDiscountQuery,
  skuDiscountRow,
  skuRuleQuery,
  skuRuleRow,
  skuSellableQuery,
  skuSellableRow,
} from '@console/contract/products-sku';
import { shopInfoApi, type ShopRow } from '@console/contract/shop';
import { usePermissions } from '@console/web-kit/resource';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { z } from 'zod';
import { AREA, useCall } from './options.ts';

/**
 * What the telesales order form reads: the shops in the user's scope, the SKUs sellable to the chosen shop
 * (price for its platform and grade, valid today), and the order rules and tiered discounts to hint at.
 *
 * The product area has no contract descriptors for these lists yet, so they are declared here with the
 * product contract's own schemas (the server routes exist: products.routes.ts).
 */
const productLists = {
  sellable: endpoint({
    method: 'GET',
    path: '/product/sku/spQueryList',
    permission: 'productSku.query',
    summary: '可售SKU（今日价格）',
    input: skuSellableQuery,
    output: skuSellableRow,
    paged: true,
  }),
  rules: endpoint({
    method: 'GET',
    path: '/product/sku/rule/queryList',
    permission: 'skuRule.query',
    summary: '下单规则',
    input: skuRuleQuery,
    output: skuRuleRow,
    paged: true,
  }),
  discounts: endpoint({
    method: 'GET',
    path: '/product/sku/discount/queryList',
    permission: 'skuDiscount.query',
    summary: '阶梯折扣',
    input: skuDiscountQuery,
    output: skuDiscountRow,
    paged: true,
  }),
};

export type SellableSku = z.infer<typeof skuSellableRow>;
export type Rule = { minQty: number; maxQty: number; multiple: number };
export type Tier = { minQty: number; discountRate: number };

/** Enabled shops in the user's scope whose name (or code) matches what was typed. */
export function useShopSearch(text: string) {
  const call = useCall();
  const { has } = usePermissions();
  return useQuery({
    queryKey: [AREA, 'shop-options', text],
    queryFn: async () => {
      const t = text.trim();
      const byName = (await call(shopInfoApi.queryList, { retName: t, status: 1, page: 1, pageSize: 20 }, { silent: true })).data;
      if (byName.length || !/^[A-Za-z0-9_-]+$/.test(t)) return byName;
      return (await call(shopInfoApi.queryList, { retCode: t, status: 1, page: 1, pageSize: 20 }, { silent: true })).data;
    },
    enabled: has('shopInfo.query'),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The SKUs the shop can order today with their prices, and the rule and discount tiers per SKU code. */
export function useSkuCatalog(shop: ShopRow | null) {
  const call = useCall();
  const { has } = usePermissions();
  const skus = useQuery({
    queryKey: [AREA, 'sku-options', shop?.platformCode, shop?.gradeCode],
    queryFn: async () =>
      (
        await call(
          productLists.sellable,
          { platformCode: shop?.platformCode, gradeCode: shop?.gradeCode, page: 1, pageSize: 500 },
          { silent: true },
        )
      ).data,
    enabled: shop !== null && has('productSku.query'),
    staleTime: 60_000,
  });
  const rules = useQuery({
    queryKey: [AREA, 'sku-rules'],
    queryFn: async () => (await call(productLists.rules, { status: 1, page: 1, pageSize: 500 }, { silent: true })).data,
    enabled: shop !== null && has('skuRule.query'),
    staleTime: 60_000,
  });
  const discounts = useQuery({
    queryKey: [AREA, 'sku-discounts'],
    queryFn: async () => (await call(productLists.discounts, { status: 1, page: 1, pageSize: 500 }, { silent: true })).data,
    enabled: shop !== null && has('skuDiscount.query'),
    staleTime: 60_000,
  });
  return useMemo(() => {
    const today = dayjs().format('YYYY-MM-DD');
    const ruleOf = new Map<string, Rule>();
    for (const r of rules.data ?? []) if (!ruleOf.has(r.skuCode)) ruleOf.set(r.skuCode, r);
    const tiersOf = new Map<string, Tier[]>();
    for (const d of discounts.data ?? []) {
      if (d.validFrom > today || d.validTo < today) continue;
      tiersOf.set(
        d.skuCode,
        [...(tiersOf.get(d.skuCode) ?? []), d].sort((a, b) => a.minQty - b.minQty),
      );
    }
    return {
      skus: skus.data ?? [],
      loading: skus.isFetching,
      canList: has('productSku.query'),
      ruleOf: (code: string) => ruleOf.get(code),
      tiersOf: (code: string) => tiersOf.get(code) ?? [],
    };
  }, [skus.data, skus.isFetching, rules.data, discounts.data, has]);
}

/** What breaks the SKU's order rule at this quantity ('' when it is fine). */
export function ruleProblem(rule: Rule | undefined, qty: number | undefined): string {
  if (!rule || !qty) return '';
  if (qty < rule.minQty) return `起订量为 ${rule.minQty}`;
  if (qty > rule.maxQty) return `限购 ${rule.maxQty}`;
  if (qty % rule.multiple !== 0) return `数量须为 ${rule.multiple} 的整数倍`;
  return '';
}

/** The best tier reached at this quantity: the discount in cents on `amount` (an estimate; the server decides). */
export function tierDiscount(tiers: Tier[], qty: number, amount: number): number {
  const tier = [...tiers].reverse().find((t) => qty >= t.minQty);
  return tier ? amount - Math.round((amount * tier.discountRate) / 100) : 0;
}
