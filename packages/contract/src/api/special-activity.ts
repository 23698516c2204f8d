import { declare, stateOptions } from '../declaration.ts';
import { schemas } from '../endpoint.ts';
import { resourceApi, ENABLED_STATES } from './resource.ts';
import { COMMON_LABELS } from '../common-fields.ts';
import { PAGES } from './pages.ts';

/**
 * Special activities (特价活动, issue 29): SKUs at a special price from startTime to endTime for some shop
 * grades (none named: every grade). Order create prices a line at the lowest price valid for the shop at that
 * moment — the price table's or an enabled activity's — and the line says which (`priceSource`). Times are the
 * business zone's wall clock. Brand-wide: an activity names no shop.
 */

const s = schemas(() => import('../special-activity.ts'));

export const specialActivityApi = resourceApi({
  tag: PAGES.specialActivity.title,
  path: '/activity/special',
  page: 'specialActivity',
  label: PAGES.specialActivity.title,
  create: s.specialActivityCreate,
  update: s.specialActivityUpdate,
  query: s.specialActivityQuery,
  row: s.specialActivityRow,
});

/** A line's price source when an activity priced it: 特价活动 <name>. */
export const SPECIAL_SOURCE = PAGES.specialActivity.title;

export const specialActivityResource = declare({
  name: 'special-activity',
  label: PAGES.specialActivity.title,
  endpoints: specialActivityApi,
  fields: {
    name: { label: COMMON_LABELS.activityName, kind: 'text', in: ['list', 'filter', 'form', 'export', 'audit'] },
    startTime: { label: COMMON_LABELS.startTime, kind: 'datetime', in: ['list', 'form', 'export', 'audit'] },
    endTime: { label: COMMON_LABELS.endTime, kind: 'datetime', in: ['list', 'form', 'export', 'audit'] },
    gradeText: { label: COMMON_LABELS.gradeText, kind: 'text', in: ['list', 'export', 'audit'] },
    linesText: { label: '特价商品', kind: 'longtext', in: ['list', 'export', 'audit'] },
    status: {
      label: COMMON_LABELS.status,
      kind: 'enum',
      options: stateOptions(ENABLED_STATES),
      in: ['list', 'filter', 'export', 'audit'],
    },
    updateTime: { label: COMMON_LABELS.updateTime, kind: 'datetime', in: ['list', 'export'] },
  },
  scope: {},
  page: PAGES.specialActivity,
});
