import { declare, stateOptions, fields } from '../declaration.ts';
import { PAGES } from './pages.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { resourceApi, ENABLED_STATES } from './resource.ts';
import { COMMON_LABELS } from '../common-fields.ts';
import { WORDS } from '../words.ts';

/**
 * Equity activities (权益活动, issue 29): a benefit for the shops of some grades in a period — a coupon template
 * (`grant` issues each eligible shop in the caller's scope one coupon) or gift SKUs (`grant` places each one gift
 * order, source 4 at price 0, against its monthly gift budget; a shop beyond it is skipped and named with the
 * reason). Once per shop and period, idempotently: a second grant, also a racing one, gives nothing more.
 */

export const EQUITY_BENEFIT = { coupon: 1, gift: 2 } as const;
export const EQUITY_BENEFIT_OPTIONS = [
  { value: EQUITY_BENEFIT.coupon, label: COMMON_LABELS.coupon },
  { value: EQUITY_BENEFIT.gift, label: WORDS.gift },
] as const;

const s = schemas(() => import('../equity.ts'));

export const equityActivityApi = resourceApi({
  tag: PAGES.equityActivity.title,
  path: '/equity/activity',
  page: PAGES.equityActivity.menu,
  label: PAGES.equityActivity.title,
  create: s.equityCreate,
  update: s.equityUpdate,
  query: s.equityQuery,
  row: s.equityRow,
});

export const equityApi = area(PAGES.equityActivity.title, {
  grant: endpoint({
    method: 'POST',
    path: '/equity/activity/grant',
    permission: 'equityActivity.grant',
    summary: '发放权益（权限内、等级符合的启用门店，每个周期每店一次；重复发放不会多发；赠品超出门店赠品额度的跳过并说明）',
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
  benefit: { label: '权益类型', kind: 'enum', options: EQUITY_BENEFIT_OPTIONS, in: ['list', 'form', 'export', 'audit'], width: 90 },
  templateName: { label: '权益（优惠券）', kind: 'text', in: ['list', 'export', 'audit'] },
  giftLinesText: { label: '赠品商品', kind: 'longtext', in: ['list', 'export', 'audit'] },
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
  label: PAGES.equityActivity.title,
  endpoints: equityActivityApi,
  fields: EQUITY_FIELDS,
  scope: {},
  page: PAGES.equityActivity,
});
