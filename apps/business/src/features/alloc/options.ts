import { ALLOC_DIMENSIONS } from '@console/contract/api/alloc';
import { useSkuChoices } from '@console/web-kit/resource';
import { createElement } from 'react';
import { Progress } from 'antd';

/** Query keys of the allocation pages start with 'alloc': any write there refreshes every list of the area. */
export const AREA = 'alloc';

export const useSkuOptions = () => useSkuChoices(AREA);
export const dimensionText = (v: number) => ALLOC_DIMENSIONS.find((d) => d.value === v)?.label ?? String(v);
/** How much of `quota` is used, as a whole percent for a progress bar. */
export const percent = (used: number, quota: number) => (quota > 0 ? Math.min(100, Math.round((used / quota) * 100)) : 0);

/** The 使用进度 column: `used` of `quota` as a bar; a line (not a plan) shows red once its quota is used up. */
export const usageColumn = <T>(of: (r: T) => { used: number; quota: number }, o: { width: number; line?: boolean }) => ({
  title: '使用进度',
  key: 'progress',
  width: o.width,
  render: (_: unknown, r: T) => {
    const { used, quota } = of(r);
    const status = o.line ? (used >= quota && quota > 0 ? 'exception' : 'active') : undefined;
    return createElement(Progress, { percent: percent(used, quota), size: 'small', status });
  },
});
