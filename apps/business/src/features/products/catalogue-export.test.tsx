import { fireEvent, waitFor } from '@testing-library/react';
import { button, fakeClient, ok, renderWith, resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CategoryPage from './CategoryPage.tsx';
import PropertyPage from './PropertyPage.tsx';
import SkuPlatformPage from './SkuPlatformPage.tsx';
import SkuPricePage from './SkuPricePage.tsx';
import { exportFields, exportHeader } from '@console/contract/declaration';
import { skuPriceResource } from '@console/contract/api/products-resources';
import SpuPage from './SpuPage.tsx';

beforeEach(stubBrowser);
afterEach(resetBrowser);

const base = { id: 1, status: 1, createTime: '2026-01-01 10:00:00', updateTime: '2026-01-01 10:00:00' };
const sku = { skuId: 1, skuCode: 'SKU1', skuName: '可乐', platformCode: '0004', platformName: '小程序' };
const PAGES: [string, ComponentType, string, Record<string, unknown>, string][] = [
  [
    'productCategory',
    CategoryPage,
    '/product/category/queryList',
    { code: 'C1', name: '饮料', parentId: 0, parentName: '', level: 1, sort: 0 },
    '饮料',
  ],
  [
    'productProperty',
    PropertyPage,
    '/product/property/queryList',
    { code: 'P1', name: '口味', sort: 0, values: [{ id: 1, value: '原味' }], valueText: '原味' },
    '原味',
  ],
  [
    'productSpu',
    SpuPage,
    '/product/spu/queryList',
    {
      code: 'S1',
      name: '汽水',
      brandId: 1,
      brandName: '品牌甲',
      categoryId: 1,
      categoryName: '饮料',
      image: '',
      description: '',
      skuCount: 2,
    },
    '品牌甲',
  ],
  ['skuPlatform', SkuPlatformPage, '/product/sku/platform/queryList', sku, '可乐'],
  [
    'skuPrice',
    SkuPricePage,
    '/product/sku/price/queryList',
    { ...sku, gradeCode: '', price: 1250, validFrom: '2020-01-01', validTo: '2099-12-31' },
    '¥12.50',
  ],
];

describe('catalogue pages', { timeout: 120_000 }, () => {
  it.each(PAGES)('%s offers 导出 of its list with its export key only', async (page, Page, path, row, shown) => {
    const mount = async (keys: string[]) => {
      const client = fakeClient({ [path]: () => ok([{ ...base, ...row }], { total: 1 }) });
      const view = await renderWith(<Page />, client, keys);
      await waitFor(() => expect(view.container.textContent).toContain(shown));
      return { client, view };
    };
    const without = await mount([`${page}.query`]);
    expect(() => button('导出')).toThrow();
    without.view.unmount();
    const { client } = await mount([`${page}.query`, `${page}.export`]);
    fireEvent.click(button('导出'));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith('/export/create', { resource: page, query: expect.any(Object) }, undefined),
    );
  });

  it('SKU价格 shows the columns its export writes, in the same order, and 全部 for a price of every grade', async () => {
    const client = fakeClient({ '/product/sku/price/queryList': () => ok([{ ...base, ...PAGES[4][3] }], { total: 1 }) });
    const view = await renderWith(<SkuPricePage />, client, ['skuPrice.query']);
    await waitFor(() => expect(view.container.textContent).toContain('¥12.50'));
    const titles = [...view.container.querySelectorAll('thead th')]
      .map((th) => (th.textContent ?? '').trim())
      // The row number and the actions belong to the page, not to a row's data.
      .filter((x) => x && x !== '序号' && x !== '操作');
    // The file's header is these fields' export headers (money with its unit: the page shows ¥ in the cell).
    expect(titles).toEqual(exportFields(skuPriceResource).map((f) => f.label));
    expect(exportFields(skuPriceResource).map(exportHeader)).toEqual([
      'SKU编码',
      'SKU名称',
      '平台',
      '门店等级',
      '价格（元）',
      '生效日期',
      '失效日期',
      '状态',
      '更新时间',
      '创建时间',
    ]);
    expect(view.container.querySelector('tbody')?.textContent).toContain('全部');
  });
});
