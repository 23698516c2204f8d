import { RISK_ACTIONS } from '@console/contract/api/risk';
import { Tag } from 'antd';

/** Query keys of the risk pages start with 'risk': a write there refreshes every risk list. */
export const AREA = 'risk';

/** A grade's action as a coloured tag (放行 green, 人工审核 orange, 拦截 red). */
export const actionTag = (v: number) => {
  const a = RISK_ACTIONS[v as keyof typeof RISK_ACTIONS];
  return a ? <Tag color={a.color}>{a.label}</Tag> : '—';
};
