import { equityResource } from '@console/contract/api/equity';
import { lotteryResource } from '@console/contract/api/lottery';
import { PAGES } from '@console/contract/api/pages';
import { skuDiscountResource } from '@console/contract/api/products-resources';
import { mappingResource, openingResource, sellinResource } from '@console/contract/api/stock-data';
import { dataxRunResource, dataxTaskResource } from '@console/contract/api/datax';
import { employeeResource } from '@console/contract/api/employee';
import { payRecordResource } from '@console/contract/api/pay';
import { orderRiskResource } from '@console/contract/api/risk';
import { sellinOrderResource } from '@console/contract/api/sellin-order';
import { semiannualReturnResource } from '@console/contract/api/semiannual-return';
import { deliveryResource } from '@console/contract/api/wms-docs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGES } from './pages-catalogue.ts';
import { OPERATIONS_PAGES } from './pages-operations.ts';

const registry = [...CATALOGUE_PAGES, ...OPERATIONS_PAGES];

describe('the page registry and the declarations', () => {
  it('shows each declared page under its declaration’s title, path and list key', () => {
    const declared = [
      sellinResource,
      openingResource,
      lotteryResource,
      equityResource,
      skuDiscountResource,
      mappingResource,
      dataxTaskResource,
      dataxRunResource,
      payRecordResource,
      semiannualReturnResource,
      sellinOrderResource,
      orderRiskResource,
      employeeResource,
      deliveryResource,
    ];
    for (const d of declared) {
      // The declaration's page is the one entry of pages.ts: the title has one home.
      expect(Object.values(PAGES)).toContain(d.page);
      const page = registry.find((p) => p.path === d.page.path);
      expect(page, d.page.path).toMatchObject({ title: d.page.title, permission: `${d.page.menu}.query` });
    }
  });

  it('keeps the titles the specification gives the pages moved to pages.ts', () => {
    const titles = Object.fromEntries(Object.values(PAGES).map((p) => [p.path, p.title]));
    expect(titles).toMatchObject({
      '/stock/mapping': '商品映射',
      '/datax/task': '同步任务',
      '/pay/record': '支付记录',
      '/order/semiannual-return': '半年退货',
      '/order/sellin': '进货订单',
      '/order/risk': '订单风控',
      '/employee/list': '员工档案',
      '/wms/deliver': '发货单',
    });
  });
});
