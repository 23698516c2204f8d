import { expect, type Page, test } from '@playwright/test';
import { api, openFromMenu, signIn } from '../support.ts';

const subapp = (page: Page) => page.locator('#subapp-container');

test('receive a purchase order and watch the inventory and the ledger change', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? undefined;

  // A submitted purchase order for a demo SKU into the demo's central warehouse (made through the API).
  const skus = await api(page, 'GET', '/wms/base/skuOptions', {}, token);
  const skuCode: string = skus.data[5].skuCode;
  const before = await api(page, 'GET', '/wms/inv/queryList', { warehouseCode: 'WH-HZ01', skuCode }, token);
  const onHandBefore: number = before.data[0]?.onHand ?? 0;
  const added = await api(
    page,
    'POST',
    '/wms/purchaseOrder/add',
    { warehouseCode: 'WH-HZ01', supplierName: '端到端供应商', lines: [{ skuCode, quantity: 37 }] },
    token,
  );
  expect(added.code).toBe(200);
  const poNo: string = added.data.poNo;
  expect((await api(page, 'POST', '/wms/purchaseOrder/submit', { id: added.data.id }, token)).code).toBe(200);

  // Receive it in the purchase-order screen: the dialog offers what is still open.
  await openFromMenu(page, '仓储管理', '采购入库');
  await expect(page).toHaveURL(/\/subapp\/wms\/purchase-order$/);
  const row = subapp(page).getByRole('row', { name: new RegExp(poNo) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('已提交');
  await row.getByRole('button', { name: '入库' }).click();
  const modal = page.locator('.biz-modal');
  await expect(modal).toContainText(poNo);
  await expect(modal.getByLabel('数量')).toHaveValue('37');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('入库成功，采购单状态：已入库')).toBeVisible();
  await expect(row).toContainText('已入库');

  // The inventory shows the new quantity.
  await openFromMenu(page, '仓储管理', '库存管理');
  await expect(page).toHaveURL(/\/subapp\/wms\/inventory$/);
  await subapp(page).getByLabel('SKU编码').fill(skuCode);
  await subapp(page)
    .getByRole('button', { name: /查\s*询/ })
    .click();
  const invRow = subapp(page).getByRole('row', { name: /杭州中心仓/ });
  await expect(invRow).toContainText(skuCode);
  await expect(invRow.getByRole('cell').nth(5)).toHaveText(String(onHandBefore + 37));

  // The ledger shows the receipt with the PO number.
  await openFromMenu(page, '仓储管理', '库存流水');
  await expect(page).toHaveURL(/\/subapp\/wms\/history$/);
  await subapp(page).getByLabel('单据号').fill(poNo);
  await subapp(page)
    .getByRole('button', { name: /查\s*询/ })
    .click();
  const ledgerRow = subapp(page).getByRole('row', { name: new RegExp(poNo) });
  await expect(ledgerRow).toHaveCount(1);
  await expect(ledgerRow).toContainText('采购入库');
  await expect(ledgerRow).toContainText('+37');
  await expect(ledgerRow).toContainText(String(onHandBefore + 37));
});

test('close a partly received purchase order: the rest is no longer expected', async ({ page }) => {
  await signIn(page);
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? undefined;
  const skus = await api(page, 'GET', '/wms/base/skuOptions', {}, token);
  const skuCode: string = skus.data[6].skuCode;
  const lines = [{ skuCode, quantity: 20 }];
  const added = await api(page, 'POST', '/wms/purchaseOrder/add', { warehouseCode: 'WH-HZ01', supplierName: '端到端短交', lines }, token);
  const id: number = added.data.id;
  await api(page, 'POST', '/wms/purchaseOrder/submit', { id }, token);
  await api(page, 'POST', '/wms/purchaseOrder/receive', { id, lines: [{ skuCode, quantity: 8 }] }, token);

  await openFromMenu(page, '仓储管理', '采购入库');
  const row = subapp(page).getByRole('row', { name: new RegExp(added.data.poNo) });
  await expect(row).toContainText('部分入库', { timeout: 30_000 });
  await row.getByRole('button', { name: '关闭' }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('关闭成功')).toBeVisible();
  await expect(row).toContainText('已关闭');
  await expect(row.getByRole('button', { name: '入库' })).toHaveCount(0);
});
