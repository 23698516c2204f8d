import { wmsBaseApi } from '@console/contract/api/wms';
import { optionList, useOptions } from './use-options.ts';

type Opt = { value: string; label: string };

/** The SKUs to pick on a document line or a form, `名称（编码）`; cached under the page's area (its writes refresh them). */
export const useSkuChoices = (area: string): Opt[] =>
  useOptions(area, wmsBaseApi.skuOptions, {}).map((s) => ({ value: s.skuCode, label: `${s.skuName}（${s.skuCode}）` }));

/** Every warehouse, cached under the page's area: what useWarehouseChoices reads and a menu click starts. */
export const warehouseOptions = (area: string) => optionList(area, wmsBaseApi.queryAll, {});

/** The warehouses to pick, `名称（编码）` (or the name alone where the code would only crowd the form). */
export const useWarehouseChoices = (area: string, withCode = true): Opt[] =>
  useOptions(area, warehouseOptions(area).api, {}).map((w) => ({
    value: w.warehouseCode,
    label: withCode ? `${w.warehouseName}（${w.warehouseCode}）` : w.warehouseName,
  }));
