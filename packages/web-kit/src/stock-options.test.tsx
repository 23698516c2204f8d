import { wmsBaseApi } from '@console/contract/api/wms';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSkuChoices, useWarehouseChoices } from './stock-options.ts';
import { fakeClient, ok, renderWith, resetBrowser, stubBrowser } from './test-kit.tsx';

function Choices() {
  const skus = useSkuChoices('choices-test');
  const coded = useWarehouseChoices('choices-test');
  const named = useWarehouseChoices('choices-test', false);
  return <pre data-testid="choices">{JSON.stringify({ skus, coded, named })}</pre>;
}

beforeEach(stubBrowser);
afterEach(resetBrowser);

describe('stock choices', { timeout: 30_000 }, () => {
  it('label SKUs and warehouses 名称（编码）, or a warehouse by its name alone', async () => {
    const client = fakeClient({
      [wmsBaseApi.skuOptions.path]: () => ok([{ skuCode: 'SKU1', skuName: '矿泉水' }]),
      [wmsBaseApi.queryAll.path]: () => ok([{ warehouseCode: 'WH1', warehouseName: '上海仓' }]),
    });
    await renderWith(<Choices />, client);
    await waitFor(() =>
      expect(JSON.parse(document.querySelector('[data-testid="choices"]')?.textContent ?? '{}')).toEqual({
        skus: [{ value: 'SKU1', label: '矿泉水（SKU1）' }],
        coded: [{ value: 'WH1', label: '上海仓（WH1）' }],
        named: [{ value: 'WH1', label: '上海仓' }],
      }),
    );
  });
});
