import { declare, stateOptions, fields } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { resourceApi, ENABLED_STATES } from './resource.ts';
import { COMMON_LABELS } from '../common-fields.ts';

/**
 * Equity activities (权益活动, issue 29): a benefit for the shops of some grades in a period. Built: the coupon
 * template benefit — `grant` issues each eligible shop in the caller's scope one coupon of the template per
 * period, idempotently (a second grant, also a racing one, issues nothing more). Not built yet: the gift-SKU
 * benefit, which draws on the gift budget being built on its own branch; it joins here as a second benefit kind.
 */

const s = schemas(() => import('../equity.ts'));

export const equityActivityApi = resourceApi({
  tag: '权益活动',
  path: '/equity/activity',
  page: 'equityActivity',
  label: '权益活动',
  create: s.equityCreate,
  update: s.equityUpdate,
  query: s.equityQuery,
  row: s.equityRow,
});

export const equityApi = area('权益活动', {
  grant: endpoint({
    method: 'POST',
    path: '/equity/activity/grant',
    permission: 'equityActivity.grant',
    summary: '发放权益（权限内、等级符合的启用门店，每个周期每店一次；重复发放不会多发）',
    input: s.equityGrant,
    output: s.equityGranted,
    okMessage: '发放成功',
  }),
});

export const EQUITY_FIELDS = fields({
  name: { label: COMMON_LABELS.activityName, kind: 'text', in: ['list', 'filter', 'form', 'export', 'audit'] },
  gradeText: { label: COMMON_LABELS.gradeText, kind: 'text', in: ['list', 'export', 'audit'] },
  periodStart: { label: '周期开始', kind: 'date', in: ['list', 'form', 'export', 'audit'] },
  periodEnd: { label: '周期结束', kind: 'date', in: ['list', 'form', 'export', 'audit'] },
  templateName: { label: '权益（优惠券）', kind: 'text', in: ['list', 'export', 'audit'] },
  granted: { label: '已发放门店', kind: 'quantity', in: ['list', 'export'] },
  status: {
    label: COMMON_LABELS.status,
    kind: 'enum',
    options: stateOptions(ENABLED_STATES),
    in: ['list', 'filter', 'export', 'audit'],
  },
});

export const equityResource = declare({
  name: 'equity',
  label: '权益活动',
  endpoints: equityActivityApi,
  fields: EQUITY_FIELDS,
  scope: {},
  page: { menu: 'equityActivity', path: '/marketing/equity', title: '权益活动' },
});
