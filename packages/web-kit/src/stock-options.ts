import { wmsBaseApi } from '@console/contract/api/wms';
import { useOptions } from './use-options.ts';

type Opt = { value: string; label: string };

/** The SKUs to pick on a document line or a form, `名称（编码）`; cached under the page's area (its writes refresh them). */
export const useSkuChoices = (area: string): Opt[] =>
  useOptions(area, wmsBaseApi.skuOptions, {}).map((s) => ({ value: s.skuCode, label: `${s.skuName}（${s.skuCode}）` }));

/** The warehouses to pick, `名称（编码）` (or the name alone where the code would only crowd the form). */
export const useWarehouseChoices = (area: string, withCode = true): Opt[] =>
  useOptions(area, wmsBaseApi.queryAll, {}).map((w) => ({
    value: w.warehouseCode,
    label: withCode ? `${w.warehouseName}（${w.warehouseCode}）` : w.warehouseName,
  }));
