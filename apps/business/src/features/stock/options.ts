import { wmsBaseApi } from '@console/contract/api/wms';
import { useOptions } from '@console/web-kit/resource';

/** Query keys of the stock pages start with 'stock': any write there refreshes every list of the area. */
export const AREA = 'stock';

type Opt = { value: string; label: string };

export const useWarehouseOptions = (): Opt[] =>
  useOptions(AREA, wmsBaseApi.queryAll, {}).map((w) => ({ value: w.warehouseCode, label: `${w.warehouseName}（${w.warehouseCode}）` }));
export const useSkuOptions = (): Opt[] =>
  useOptions(AREA, wmsBaseApi.skuOptions, {}).map((s) => ({ value: s.skuCode, label: `${s.skuName}（${s.skuCode}）` }));
