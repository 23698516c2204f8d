import type { Locator, Page } from '@playwright/test';
import { api } from '../support.ts';

/** A shop as the order form's shop options answer it (with its default delivery address). */
export type OrderShop = { retCode: string; retName: string; receiver: string; phone: string; address: string };
/** An SKU the shop may order, with its order rule (null: any quantity). */
export type OrderSku = { skuCode: string; skuName: string; price: number; minQty: number | null; multiple: number | null };

/**
 * A shop of the demo data with an orderable SKU that has no order rule (one unit is a valid quantity) and is
 * priced from the price table (no special activity of the demo lowers it, so its list price is what the
 * order shows): the set-up of every spec that places an order. The first 30 shops are tried; none is an error.
 */
export async function orderableShopAndSku(page: Page, token: string): Promise<{ shop: OrderShop; sku: OrderSku }> {
  const shops = (await api(page, 'GET', '/order/opt/shopOptions', {}, token)).data as OrderShop[];
  for (const shop of shops.slice(0, 30)) {
    const options = (await api(page, 'GET', '/order/opt/skuOptions', { retCode: shop.retCode }, token)).data as OrderSku[] | undefined;
    for (const sku of options?.filter((k) => k.minQty === null && k.multiple === null) ?? []) {
      if (await pricedFromTable(page, token, shop, sku.skuCode)) return { shop, sku };
    }
  }
  throw new Error('演示数据中没有可下单的门店和商品');
}

/** Whether the order's own pricing (its preview, which writes nothing) takes the SKU at its price-table price. */
async function pricedFromTable(page: Page, token: string, shop: OrderShop, skuCode: string) {
  const body = {
    retCode: shop.retCode,
    lines: [{ skuCode, quantity: 1 }],
    receiver: shop.receiver,
    phone: shop.phone,
    address: shop.address,
  };
  const preview = await api(page, 'POST', '/order/opt/preview', body, token);
  return preview.code === 200 && preview.data.lines[0]?.priceSource === '价格表';
}

/** Picks an option of an antd select after typing into it. */
export async function choose(page: Page, select: Locator, typed: string, option: string | RegExp) {
  await select.click();
  await page.keyboard.type(typed);
  await page.locator('.biz-select-item-option', { hasText: option }).first().click();
}

/** Tops the SKU's stock in the warehouse up through a stocktake when fewer than `n` units are free. */
export async function availableAtLeast(page: Page, token: string, warehouseCode: string, skuCode: string, n: number) {
  const inv = (await api(page, 'GET', '/wms/inv/queryList', { warehouseCode, skuCode, page: 1, pageSize: 1 }, token)).data[0] as
    | { id: number; onHand: number; locked: number }
    | undefined;
  if (!inv) throw new Error(`仓库${warehouseCode}没有${skuCode}的库存记录`);
  if (inv.onHand - inv.locked >= n) return;
  const adjusted = await api(page, 'POST', '/wms/inv/adjust', { id: inv.id, delta: n + 20, reason: '端到端补货' }, token);
  if (adjusted.code !== 200) throw new Error(adjusted.message);
}
