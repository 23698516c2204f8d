import { equityResource } from '@console/contract/api/equity';
import { lotteryResource } from '@console/contract/api/lottery';
import { PAGES } from '@console/contract/api/pages';
import { skuDiscountResource } from '@console/contract/api/products-resources';
import { openingResource, sellinResource } from '@console/contract/api/stock-data';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGES } from './pages-catalogue.ts';
import { OPERATIONS_PAGES } from './pages-operations.ts';

const registry = [...CATALOGUE_PAGES, ...OPERATIONS_PAGES];

describe('the page registry and the declarations', () => {
  it('shows each declared page under its declaration’s title, path and list key', () => {
    const declared = [sellinResource, openingResource, lotteryResource, equityResource, skuDiscountResource];
    for (const d of declared) {
      // The declaration's page is the one entry of pages.ts: the title has one home.
      expect(Object.values(PAGES)).toContain(d.page);
      const page = registry.find((p) => p.path === d.page.path);
      expect(page, d.page.path).toMatchObject({ title: d.page.title, permission: `${d.page.menu}.query` });
    }
  });
});
