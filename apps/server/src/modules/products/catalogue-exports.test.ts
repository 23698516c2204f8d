import {
  categoryResource,
  propertyResource,
  skuPlatformResource,
  skuPriceResource,
  spuResource,
} from '@console/contract/api/products-resources';
import { categoryApi, propertyApi, skuPlatformApi, skuPriceApi, spuApi } from '@console/contract/api/products-api';
import { describe, expect, it } from 'vitest';
import { listAndExport } from '../../test/export-matches-list.ts';
import { scopedUser } from '../shop/shop.fixtures.ts';
import { productsTestApp } from './products.fixtures.ts';

/**
 * The catalogue pages' lists export by default (their declarations): each file is its list under the same
 * filter. The catalogue is shared by every shop and SP, so a user limited to one shop gets the same file.
 */

const { t, token, fx: f } = await productsTestApp();
const limited = await scopedUser(t, [{ dataType: 1, dataList: 'NO_SUCH_SHOP' }]);

/** The list and its export for the admin and a shop-limited user: the same rows, as many as `n`. */
async function sameAsList(o: Parameters<typeof listAndExport>[2], n: number) {
  const got = await listAndExport(t, token, o);
  expect(got.exported.header).toEqual(got.list.header);
  expect(got.list.rows).toHaveLength(n);
  expect(got.exported.rows).toEqual(got.list.rows);
  const other = await listAndExport(t, limited, o);
  expect(other.exported.rows).toEqual(got.exported.rows);
  return Object.fromEntries(got.exported.header.map((h, i) => [h, got.exported.rows[0]?.[i]]));
}

describe('catalogue exports', () => {
  it('商品分类: the flat rows of the chosen node, each with its parent’s name', async () => {
    const parentName = f.uid('父分类');
    const parentId = await f.category({ name: parentName });
    await f.category({ name: '子一', parentId });
    await f.category({ name: '子二', parentId });
    const first = await sameAsList({ resource: categoryResource, list: categoryApi.queryList, query: { parentId } }, 2);
    expect(first).toMatchObject({ 上级分类: parentName, 层级: 2, 状态: '启用' });
  });

  it('商品属性: one row per property, its values as one text', async () => {
    const code = f.uid('P');
    await f.add('/product/property', { code, name: '口味', values: ['原味', '辣味'] });
    const first = await sameAsList({ resource: propertyResource, list: propertyApi.queryList, query: { code } }, 1);
    expect(first).toMatchObject({ 属性编码: code, 属性值: '原味、辣味' });
  });

  it('SPU管理: the SPUs of the filter with brand, category and SKU count', async () => {
    const brandId = await f.brand({ name: '导出品牌' });
    await f.spu({ brandId });
    await f.spu({ brandId });
    const first = await sameAsList({ resource: spuResource, list: spuApi.queryList, query: { brandId } }, 2);
    expect(first).toMatchObject({ 品牌: '导出品牌', 分类: '测试分类', SKU数: 0 });
  });

  it('SKU上架平台 and SKU价格: a SKU’s listings and prices, the price in yuan', async () => {
    const skuId = await f.sku();
    await f.add('/product/sku/platform', { skuId, platformCode: '0004' });
    await f.add('/product/sku/price', { skuId, platformCode: '0004', price: 1250, validFrom: '2020-01-01', validTo: '2099-12-31' });
    const listing = await sameAsList({ resource: skuPlatformResource, list: skuPlatformApi.queryList, query: { skuId } }, 1);
    expect(listing).toMatchObject({ SKU名称: '测试SKU', 状态: '启用' });
    const price = await sameAsList({ resource: skuPriceResource, list: skuPriceApi.queryList, query: { skuId } }, 1);
    // No grade reads 全部 in the file as on the page.
    expect(price).toMatchObject({ 门店等级: '全部', '价格（元）': '12.50', 生效日期: '2020-01-01', 失效日期: '2099-12-31' });
  });
});
