import { retailerTypeApi, sysPlatformApi } from '@console/contract/api/base';
import { gradeAllApi } from '@console/contract/api/grades';
import { regionApi } from '@console/contract/api/regions';
import { spInfoApi } from '@console/contract/api/shop';
import { optionList } from '@console/web-kit/resource';

/**
 * The option lists of the shop pages, each read by its hook in options.ts; the shop list's menu click starts
 * them all. Apart from the hooks so that the click reads them with the shared runtime's first paint.
 */
export const REGIONS = optionList('regions', regionApi.queryAll, {});
export const GRADES = optionList('base-grade', gradeAllApi.queryAll, { status: 1 });
export const RETAILER_TYPES = optionList('base-retailer-type', retailerTypeApi.queryAll, { status: 1 });
export const PLATFORMS = optionList('base-sys-platform', sysPlatformApi.queryAll, { status: 1 });
export const SPS = optionList('shop-sp', spInfoApi.queryAll, {});
export const SHOP_INFO_OPTIONS = [REGIONS, GRADES, RETAILER_TYPES, PLATFORMS, SPS];
