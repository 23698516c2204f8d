// Its own module so that the search form gets it without form-values.ts (and with it dayjs).
/** A 'region' field edits these three keys of the body with one province > city > district cascader. */
export const REGION_KEYS = ['provinceCode', 'cityCode', 'districtCode'] as const;
