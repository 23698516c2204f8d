import { useSkuChoices, useWarehouseChoices } from '@console/web-kit/resource';

/** Query keys of the stock pages start with 'stock': any write there refreshes every list of the area. */
export const AREA = 'stock';

export const useWarehouseOptions = () => useWarehouseChoices(AREA);
export const useSkuOptions = () => useSkuChoices(AREA);
