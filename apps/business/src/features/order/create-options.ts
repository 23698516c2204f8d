import { couponApi } from '@console/contract/api/coupon';
import { orderApi } from '@console/contract/api/order';
import { setMealOptionApi } from '@console/contract/api/set-meal';
import type { orderShopOption, orderSkuOption } from '@console/contract/order';
import { usePermissions, useCall } from '@console/web-kit/resource';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { AREA } from './options.ts';

/**
 * What the telesales order form reads: the shops the user may order for (in scope, enabled) and, for the
 * chosen shop, the SKUs with today's price for its platform and grade, the order rule and what is available.
 */
export type ShopOption = z.infer<typeof orderShopOption>;
export type SkuOption = z.infer<typeof orderSkuOption>;

export function useShopOptions(keyword: string) {
  const call = useCall();
  const { has } = usePermissions();
  return useQuery({
    queryKey: [AREA, 'shop-options', keyword.trim()],
    queryFn: async () => (await call(orderApi.shopOptions, { keyword: keyword.trim() }, { silent: true })).data,
    enabled: has(orderApi.shopOptions.permission),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useSkuOptions(retCode: string | undefined) {
  const call = useCall();
  return useQuery({
    queryKey: [AREA, 'sku-options', retCode],
    queryFn: async () => (await call(orderApi.skuOptions, { retCode: retCode as string })).data,
    enabled: Boolean(retCode),
    staleTime: 30_000,
  });
}

/** What breaks the SKU's order rule at this quantity ('' when it is fine); the server checks again. */
export function ruleProblem(sku: Pick<SkuOption, 'minQty' | 'maxQty' | 'multiple'> | undefined, qty: number | undefined): string {
  if (!sku || !qty) return '';
  if (sku.minQty !== null && qty < sku.minQty) return `起订量为 ${sku.minQty}`;
  if (sku.maxQty !== null && qty > sku.maxQty) return `限购 ${sku.maxQty}`;
  if (sku.multiple !== null && sku.multiple > 1 && qty % sku.multiple !== 0) return `数量须为 ${sku.multiple} 的整数倍`;
  return '';
}

/** The rule as one hint: 起订 2，限购 200，倍数 2 ('' without a rule). */
export function ruleHint(sku: Pick<SkuOption, 'minQty' | 'maxQty' | 'multiple'>): string {
  const parts = [
    sku.minQty !== null ? `起订 ${sku.minQty}` : '',
    sku.maxQty !== null ? `限购 ${sku.maxQty}` : '',
    sku.multiple !== null && sku.multiple > 1 ? `倍数 ${sku.multiple}` : '',
  ].filter(Boolean);
  return parts.join('，');
}

/** The shop's coupons usable today, with their rules (the form computes their effect with the contract's couponOff). */
export function useUsableCoupons(retCode: string | undefined) {
  const call = useCall();
  const { has } = usePermissions();
  return useQuery({
    queryKey: [AREA, 'coupon-options', retCode],
    queryFn: async () => (await call(couponApi.usable, { retCode: retCode as string }, { silent: true })).data,
    enabled: Boolean(retCode) && has(couponApi.usable.permission),
    staleTime: 10_000,
  });
}

/** The set meals the shop may take now, with what is left of its quota (`/setMeal/options`). */
export function useSetMealOptions(retCode: string | undefined) {
  const call = useCall();
  const { has } = usePermissions();
  return useQuery({
    queryKey: [AREA, 'set-meal-options', retCode],
    queryFn: async () => (await call(setMealOptionApi.options, { retCode: retCode as string }, { silent: true })).data,
    enabled: Boolean(retCode) && has(setMealOptionApi.options.permission),
    staleTime: 10_000,
  });
}

export type PickedLines = { lines?: { skuCode?: string; quantity?: number }[]; setMeals?: { setMealId?: number; count?: number }[] };

/** The lines and packages filled in completely: what the preview prices (a half-filled row waits). */
export function completeRows(v: PickedLines) {
  return {
    lines: (v.lines ?? [])
      .filter((l) => l?.skuCode && l?.quantity)
      .map((l) => ({ skuCode: l.skuCode as string, quantity: Number(l.quantity) })),
    setMeals: (v.setMeals ?? [])
      .filter((m) => m?.setMealId && m?.count)
      .map((m) => ({ setMealId: Number(m.setMealId), count: Number(m.count) })),
  };
}

/**
 * What the server would charge for the lines, packages and coupon as entered (`/order/opt/preview`: the pricing
 * create uses — special prices, set meals and their quota, tiers, coupon), asked again when they change; nothing
 * while nothing is complete. Its error (超出套餐限购, a package no longer on sale) is the form's to show.
 */
export function useOrderPreview(retCode: string | undefined, picked: PickedLines, couponNo?: string) {
  const call = useCall();
  const ready = completeRows(picked);
  return useQuery({
    queryKey: [AREA, 'order-preview', retCode, ready, couponNo],
    queryFn: async () =>
      (
        await call(
          orderApi.preview,
          { retCode: retCode as string, ...ready, couponNo, receiver: '-', phone: '13800000000', address: '-' } as never,
          { silent: true },
        )
      ).data,
    enabled: Boolean(retCode) && ready.lines.length + ready.setMeals.length > 0,
    staleTime: 5_000,
    retry: false,
  });
}
