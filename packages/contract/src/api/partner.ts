import { declare, machine, stateOptions } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { COMMON_LABELS } from '../common-fields.ts';
import { WORDS } from '../words.ts';

/**
 * Partner platforms (DOMAIN "Stock and allocation", issue 28): each partner behind its own prefix gets its
 * connection (config) and its sync runs — push allocations, pull orders, push stock. The four are declared
 * by one function: a partner differs only in its prefix, its menu page and its mapping source.
 */

import { PARTNERS, type Partner, type PartnerKey } from './partner-list.ts';

export { PARTNERS, type Partner, type PartnerKey, partnerOf } from './partner-list.ts';

export const SYNC_KINDS = [
  { value: 'allocation', label: '推送分配' },
  { value: 'orders', label: '拉取订单' },
  { value: 'stock', label: '推送库存' },
] as const;
export type SyncKind = (typeof SYNC_KINDS)[number]['value'];
export const kindLabel = (kind: string) => SYNC_KINDS.find((k) => k.value === kind)?.label ?? kind;

/** The secret is never answered: the page shows whether one is stored. */
export const SECRET_STATES = [
  { value: 1, label: '已设置', color: 'success' },
  { value: 0, label: '未设置', color: 'default' },
] as const;

/**
 * A run: 1 重试中 (queued, in flight, or waiting for its next attempt) → 2 成功, or 3 失败 once its attempts
 * are spent or the partner's data is wrong (an unknown code); a failed run may be retried. Made per partner:
 * its keys are the partner page's.
 */
export const syncMachine = (menu: Partner['menu']) =>
  machine({
    field: 'status',
    states: {
      1: { label: '重试中', color: 'processing' },
      2: { label: WORDS.success, color: 'success' },
      3: { label: WORDS.failed, color: 'error' },
    },
    transitions: {
      // The job's own steps (no user clicks them; the key names who may see them happen).
      succeed: { from: [1], to: 2, permission: `${menu}.push`, label: '标记成功' },
      fail: { from: [1], to: 3, permission: `${menu}.push`, label: WORDS.markFailed },
      retry: { from: [3], to: 1, permission: `${menu}.retry`, label: '重试' },
    },
  });
export type SyncMachine = ReturnType<typeof syncMachine>;

const s = schemas(() => import('../partner.ts'));

/** The calls of one partner, under its prefix and behind its page's keys. */
export function partnerApi(p: Partner) {
  const key = (action: string) => `${p.menu}.${action}` as const;
  return area(p.title, {
    configQuery: endpoint({
      method: 'GET',
      path: `${p.prefix}/config/query`,
      permission: key('query'),
      summary: `${p.name}对接配置（密钥只回答是否已设置）`,
      input: s.configQuery,
      output: s.configRow,
    }),
    configUpdate: endpoint({
      method: 'POST',
      path: `${p.prefix}/config/update`,
      permission: key('edit'),
      summary: `修改${p.name}对接配置（密钥留空则不变）`,
      input: s.configUpdate,
      output: s.done,
      okMessage: '保存成功',
    }),
    syncList: endpoint({
      method: 'POST',
      path: `${p.prefix}/sync/queryList`,
      permission: key('query'),
      summary: `${p.name}同步记录`,
      input: s.syncQuery,
      output: s.syncRow,
      paged: true,
    }),
    syncRun: endpoint({
      method: 'POST',
      path: `${p.prefix}/sync/run`,
      permission: key('push'),
      summary: `${p.name}同步（排队执行，同一类同步同时只有一个）`,
      input: s.runBody,
      output: s.syncRun,
      okMessage: '已加入同步队列',
    }),
    syncRetry: endpoint({
      method: 'POST',
      path: `${p.prefix}/sync/retry`,
      permission: key('retry'),
      summary: `${p.name}失败的同步重新排队`,
      input: s.retryBody,
      output: s.syncRun,
      okMessage: '已重新排队',
    }),
  });
}
export type PartnerApi = ReturnType<typeof partnerApi>;

/** One partner's sync records as a resource: list columns, filters, export and audit labels, machine. */
export function partnerResource(p: Partner) {
  const m = syncMachine(p.menu);
  return declare({
    name: 'partner',
    label: `${p.name}同步记录`,
    endpoints: partnerApi(p),
    fields: {
      id: { label: COMMON_LABELS.recordId, kind: 'number', in: ['list', 'export'], width: 90 },
      kind: { label: '同步类型', kind: 'enum', options: SYNC_KINDS, in: ['list', 'filter', 'export', 'audit'] },
      status: { label: COMMON_LABELS.status, kind: 'enum', options: stateOptions(m.states), in: ['list', 'filter', 'export', 'audit'] },
      attempts: { label: '尝试次数', kind: 'quantity', in: ['list', 'export', 'audit'] },
      count: { label: '条数', kind: 'quantity', in: ['list', 'export'] },
      lastError: { label: COMMON_LABELS.lastError, kind: 'longtext', in: ['list', 'export', 'audit'] },
      startTime: { label: COMMON_LABELS.startTime, kind: 'datetime', in: ['list', 'export'] },
      endTime: { label: COMMON_LABELS.endTime, kind: 'datetime', in: ['list', 'export'] },
      operator: { label: COMMON_LABELS.initiator, kind: 'text', in: ['list', 'export'] },
    },
    // A partner's connection serves the whole brand and carries no dimension: a user limited in any sees and
    // runs none of it (fail closed), as only an unlimited user may push every shop's quota and stock.
    scope: {},
    machine: m,
    page: { menu: p.menu, path: `/partner/${p.key}`, title: p.title },
  });
}
export type PartnerResource = ReturnType<typeof partnerResource>;

/** The config form's fields and the audit's labels (the secret is logged only as set / not set, as `credential`). */
export const CONFIG_FIELDS = {
  enabled: WORDS.enable,
  baseUrl: '接口地址',
  appKey: 'AppKey',
  credential: 'AppSecret',
} as const;

export const partnerApis = Object.fromEntries(PARTNERS.map((p) => [p.key, partnerApi(p)])) as Record<PartnerKey, PartnerApi>;
export const partnerResources = Object.fromEntries(PARTNERS.map((p) => [p.key, partnerResource(p)])) as Record<PartnerKey, PartnerResource>;
