import { documentFields } from '../document-fields.ts';
import { WORDS } from '../words.ts';
import { PAGES } from './pages.ts';
import { declare, machine, stateOptions } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { commonField, COMMON_LABELS } from '../common-fields.ts';

/**
 * Half-year returns (半年退货, `/semiannualReturnOrder`): twice a year a shop returns unsold goods, worth at most
 * `SEMIANNUAL_RETURN_RATE` % of what it bought in that half year (its shipped and completed orders). 10 待审核 →
 * 20 已审核 → 30 已收货 (goods back through the stock ledger, the value credited to the wallet); 10 → 90 已驳回.
 */

/** The share (%) of a half year's purchases a shop may return in that half year, until the setting changes it. */
export const SEMIANNUAL_RETURN_RATE = 5;
export const OVER_QUOTA = '超出可退额度';

export const SEMIANNUAL_FLOW = machine({
  field: 'status',
  states: {
    10: { label: WORDS.pendingReview, color: 'orange' },
    20: { label: WORDS.approved, color: 'blue' },
    30: { label: '已收货', color: 'green' },
    90: { label: '已驳回', color: 'default' },
  },
  transitions: {
    approve: { from: [10], to: 20, permission: 'semiannualReturn.approve', label: WORDS.approve },
    reject: { from: [10], to: 90, permission: 'semiannualReturn.approve', label: '驳回' },
    receive: { from: [20], to: 30, permission: 'semiannualReturn.receive', label: '收货' },
  },
});

const s = schemas(() => import('../semiannual-return.ts'));
const P = '/semiannualReturnOrder';

export const semiannualReturnApi = area(PAGES.semiannualReturn.title, {
  queryList: endpoint({
    method: 'POST',
    path: `${P}/queryList`,
    permission: 'semiannualReturn.query',
    summary: '半年退货单列表',
    input: s.srQuery,
    output: s.srRow,
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: `${P}/detail`,
    permission: 'semiannualReturn.query',
    summary: '半年退货单详情（明细与可退额度）',
    input: s.idInput,
    output: s.srDetail,
  }),
  add: endpoint({
    method: 'POST',
    path: `${P}/add`,
    permission: 'semiannualReturn.add',
    summary: '申请半年退货（不超过本半年采购额的退货比例）',
    input: s.srCreate,
    output: s.srCreated,
    okMessage: '申请成功',
  }),
  approve: endpoint({
    method: 'POST',
    path: `${P}/approve`,
    permission: 'semiannualReturn.approve',
    summary: '审核通过',
    input: s.srStep,
    output: s.done,
    okMessage: '审核成功',
  }),
  reject: endpoint({
    method: 'POST',
    path: `${P}/reject`,
    permission: 'semiannualReturn.approve',
    summary: '驳回',
    input: s.srReject,
    output: s.done,
    okMessage: '已驳回',
  }),
  setting: endpoint({
    method: 'GET',
    path: `${P}/setting`,
    permission: 'semiannualReturn.query',
    summary: '半年退货设置（可退比例）',
    input: s.noInput,
    output: s.srSetting,
  }),
  settingUpdate: endpoint({
    method: 'POST',
    path: `${P}/setting/update`,
    permission: 'semiannualReturn.edit',
    summary: '修改可退比例（%）',
    input: s.srSettingUpdate,
    output: s.done,
    okMessage: '保存成功',
  }),
  receive: endpoint({
    method: 'POST',
    path: `${P}/receive`,
    permission: 'semiannualReturn.receive',
    summary: '收货入库并退款到门店钱包',
    input: s.srStep,
    output: s.done,
    okMessage: '收货成功',
  }),
});

const doc = documentFields(stateOptions(SEMIANNUAL_FLOW.states));

export const semiannualReturnResource = declare({
  name: 'semiannual-return',
  label: '半年退货单',
  endpoints: semiannualReturnApi,
  fields: {
    returnNo: doc.auditedCode(COMMON_LABELS.returnNo, { width: 190 }),
    retCode: commonField('retCode', ['list', 'filter', 'detail', 'export', 'audit']),
    retName: commonField('retName', ['list', 'detail', 'export']),
    period: { label: '半年度', kind: 'text', in: ['list', 'filter', 'detail', 'export', 'audit'], width: 100 },
    warehouseCode: { label: COMMON_LABELS.returnWarehouse, kind: 'ref', ref: 'warehouse', in: ['list', 'detail', 'export', 'audit'] },
    amount: { label: '退货金额', kind: 'money', in: ['list', 'detail', 'export', 'audit'] },
    status: doc.status(),
    reason: { label: COMMON_LABELS.returnReason, kind: 'longtext', in: ['list', 'detail', 'export', 'audit'] },
    rejectReason: { label: '驳回原因', kind: 'longtext', in: ['detail', 'audit'] },
    lines: { label: '退货明细', kind: 'longtext', in: ['audit'] },
    createTime: doc.createTime({ label: COMMON_LABELS.applyTime }),
  },
  // A return follows its shop in every dimension the shop carries.
  scope: { 1: 'retCode' },
  machine: SEMIANNUAL_FLOW,
  page: PAGES.semiannualReturn,
});
