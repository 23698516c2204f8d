import { yuan } from '@console/contract/money';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminToken, api, openFromMenu, signIn } from '../support.ts';

type Row = { key: string; name: string; orderCount: number; amount: number };
type Report = { rows: Row[]; total: number; totals: { orderCount: number; amount: number } };

/** The report as the API answers it for the same query the page makes (its first page of 20 rows). */
async function report(page: Page, token: string, query: Record<string, string>): Promise<Report> {
  const byDay = query.dimension === 'day';
  const paging = byDay ? { page: '1', pageSize: '500' } : { page: '1', pageSize: '20' };
  const r = await api(page, 'GET', '/sp/data/report/sales', { ...query, ...paging }, token);
  expect(r.code, JSON.stringify(r)).toBe(200);
  return r.data;
}

test('sales report: opened from the menu, its totals follow the quick range; a bar and a table row drill down to an SP’s SKUs and back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const token = await adminToken(page);
  await openFromMenu(page, '报表与导出', '销售报表');
  await expect(page).toHaveURL(/\/subapp\/report\/sales$/);
  const subapp = page.locator('#subapp-container');
  const [start, end] = [subapp.locator('.biz-picker-range input').nth(0), subapp.locator('.biz-picker-range input').nth(1)];
  // The sub-app loads with the first page that needs it: on a busy machine that takes a while.
  await expect(start).toHaveValue(/^\d{4}-\d{2}-\d{2}$/, { timeout: 45_000 });
  const total = (label: string) =>
    subapp
      .locator('.biz-descriptions-item')
      .filter({ has: page.locator('.biz-descriptions-item-label').getByText(label, { exact: true }) })
      .locator('.biz-descriptions-item-content');
  const rows = subapp.locator('.biz-table-tbody tr.biz-table-row');
  const shows = async (r: Report) => {
    await expect(total('订单数')).toHaveText(String(r.totals.orderCount));
    await expect(total('销售额')).toHaveText(yuan(r.totals.amount));
    await expect(rows).toHaveCount(Math.min(20, r.rows.length));
    await expect(rows.first()).toContainText(r.rows[0].key);
  };
  const shownDay = async () =>
    report(page, token, { dimension: 'day', startDate: await start.inputValue(), endDate: await end.inputValue() });

  // It opens on 近30天 by day; each quick range shows the API's figures for the dates the picker now shows.
  const month = await shownDay();
  await shows(month);
  const pickRange = async (label: string) => {
    const before = await start.inputValue();
    await start.click();
    await page.locator('.biz-picker-presets li').getByText(label, { exact: true }).click();
    await expect(start).not.toHaveValue(before);
    const r = await shownDay();
    await shows(r);
    return r;
  };
  const week = await pickRange('近7天');
  // The demo's orders run over the last weeks: a week holds some of the month's, never all of them.
  expect(week.totals.orderCount).toBeGreaterThan(0);
  expect(week.totals.orderCount).toBeLessThan(month.totals.orderCount);
  const quarter = await pickRange('本季度');
  expect(quarter.totals.orderCount).toBeGreaterThanOrEqual(week.totals.orderCount);
  const dates = { startDate: await start.inputValue(), endDate: await end.inputValue() };

  // By service provider: one bar per SP of the table's page.
  await subapp.getByText('按服务商', { exact: true }).click();
  const bySp = await report(page, token, { dimension: 'sp', ...dates });
  expect(bySp.rows.length).toBeGreaterThan(1);
  await shows(bySp);
  const drill = subapp.locator('.sales-drill');
  const drilledTo = async (sp: Row) => {
    await expect(drill).toContainText(`${sp.name}（${sp.key}）的SKU明细`);
    const skus = await report(page, token, { dimension: 'sku', ...dates, spCode: sp.key });
    expect(skus.totals.orderCount).toBe(sp.orderCount);
    await shows(skus);
  };

  // A click on the tallest bar: its place follows from the chart's grid (left 80, right 24, bottom 64 pixels)
  // and the number of bars; 20 pixels above the axis is inside it.
  const tallest = bySp.rows.reduce((best, r, i) => (r.amount > bySp.rows[best].amount ? i : best), 0);
  await clickBar(subapp.getByRole('img', { name: '销售额图表' }), tallest, bySp.rows.length, drill);
  await drilledTo(bySp.rows[tallest]);
  // The breadcrumb's first step goes back to the SPs.
  await drill.getByText('按服务商', { exact: true }).click();
  await expect(drill).toHaveCount(0);
  await shows(bySp);

  // The same drill-down from the table: the SP's name is a button.
  const other = bySp.rows[tallest === 0 ? 1 : 0];
  await rows.getByRole('button', { name: other.name }).click();
  await drilledTo(other);
  await drill.getByRole('button', { name: /返\s*回/ }).click();
  await expect(drill).toHaveCount(0);
  await shows(bySp);
});

/** Clicks bar `index` of `count` once ECharts has drawn it (its bars grow in for a moment after the data comes). */
async function clickBar(chart: Locator, index: number, count: number, drilled: Locator) {
  await expect(chart.locator('canvas')).toHaveCount(1);
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart has no box');
  const x = box.x + 80 + ((box.width - 80 - 24) * (index + 0.5)) / count;
  const y = box.y + box.height - 64 - 20;
  await expect(async () => {
    await chart.page().mouse.click(x, y);
    await expect(drilled).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
