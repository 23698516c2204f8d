import { ALLOC_DIMENSIONS } from '@console/contract/api/alloc';
import { useSkuChoices } from '@console/web-kit/resource';

/** Query keys of the allocation pages start with 'alloc': any write there refreshes every list of the area. */
export const AREA = 'alloc';

export const useSkuOptions = () => useSkuChoices(AREA);
export const dimensionText = (v: number) => ALLOC_DIMENSIONS.find((d) => d.value === v)?.label ?? String(v);
/** How much of `quota` is used, as a whole percent for a progress bar. */
export const percent = (used: number, quota: number) => (quota > 0 ? Math.min(100, Math.round((used / quota) * 100)) : 0);
