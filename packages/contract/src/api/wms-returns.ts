import { documentFields } from '../document-fields.ts';
import { WORDS } from '../words.ts';
import { commonField, COMMON_LABELS } from '../common-fields.ts';
import { declare, machine, stateOptions } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { idCall } from './wms-docs.ts';
import { PAGES } from './pages.ts';

/** Province returns (`/wms/return/province`): applied → approved → received into a warehouse, or rejected. */

export const RETURN_MACHINE = machine({
  field: 'status',
  states: {
    1: { label: '已申请', color: 'processing' },
    2: { label: WORDS.approved, color: 'warning' },
    3: { label: COMMON_LABELS.received, color: 'success' },
    4: { label: '已驳回', color: 'error' },
  },
  transitions: {
    approve: { from: [1], to: 2, permission: 'wmsReturnProvince.approve', label: WORDS.approve },
    reject: { from: [1], to: 4, permission: 'wmsReturnProvince.approve', label: '驳回' },
    receive: { from: [2], to: 3, permission: 'wmsReturnProvince.receive', label: WORDS.receive },
  },
  guards: {
    edit: { in: [1], permission: 'wmsReturnProvince.edit', label: WORDS.edit },
    delete: { in: [1, 4], permission: 'wmsReturnProvince.delete', label: WORDS.delete },
  },
});
export const RETURN_STATUS = stateOptions(RETURN_MACHINE.states);

const s = schemas(() => import('../wms-returns.ts'));

export const wmsReturnProvinceApi = area(PAGES.wmsReturnProvince.title, {
  queryList: endpoint({
    method: 'POST',
    path: '/wms/return/province/queryList',
    permission: 'wmsReturnProvince.query',
    summary: '省区退货列表',
    input: s.returnQuery,
    output: s.returnRow,
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/wms/return/province/detail',
    permission: 'wmsReturnProvince.query',
    summary: '省区退货详情',
    input: s.idInput,
    output: s.returnDetail,
  }),
  add: endpoint({
    method: 'POST',
    path: '/wms/return/province/add',
    permission: 'wmsReturnProvince.add',
    summary: '新增退货申请',
    input: s.returnCreate,
    output: s.returnCreated,
    okMessage: '新增成功',
  }),
  update: endpoint({
    method: 'POST',
    path: '/wms/return/province/update',
    permission: 'wmsReturnProvince.edit',
    summary: '修改退货申请（仅已申请）',
    input: s.returnUpdate,
    output: s.done,
    okMessage: '修改成功',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/wms/return/province/delete',
    permission: 'wmsReturnProvince.delete',
    summary: '删除退货申请（仅已申请或已驳回）',
    input: s.idsOnly,
    output: s.countResult,
    okMessage: '删除成功',
  }),
  approve: endpoint({
    method: 'POST',
    path: '/wms/return/province/approve',
    permission: 'wmsReturnProvince.approve',
    summary: '审核通过',
    input: s.returnAudit,
    output: s.done,
    okMessage: '审核成功',
  }),
  reject: endpoint({
    method: 'POST',
    path: '/wms/return/province/reject',
    permission: 'wmsReturnProvince.approve',
    summary: '驳回',
    input: s.returnAudit,
    output: s.done,
    okMessage: '已驳回',
  }),
  receive: idCall('/wms/return/province/receive', 'wmsReturnProvince.receive', '退货入库', '入库成功'),
});

/**
 * Fields in the order the operation log lists them (province, warehouse, reason, audit remark, lines, status).
 * A return is the province's alone: a user limited in any other dimension sees none (fail closed).
 */
const doc = documentFields(RETURN_STATUS);

export const returnResource = declare({
  name: 'wms',
  label: '退货单',
  endpoints: wmsReturnProvinceApi,
  fields: {
    returnNo: doc.code(COMMON_LABELS.returnNo, { width: 170 }),
    provinceCode: commonField('provinceCode', ['filter', 'form', 'audit'], { nameField: 'provinceName' }),
    provinceName: { label: COMMON_LABELS.provinceCode, kind: 'text', in: ['list', 'detail', 'export'], width: 100 },
    warehouseCode: doc.warehouseCode(),
    warehouseName: doc.warehouseName(COMMON_LABELS.returnWarehouse, { width: 130 }),
    reason: commonField('returnReason', ['list', 'form', 'detail', 'export', 'audit'], { width: 180, cell: { empty: '' } }),
    auditRemark: commonField('auditRemark', ['list', 'detail', 'export', 'audit'], { width: 160, cell: { empty: '' } }),
    lines: commonField('lines', ['form', 'audit']),
    status: doc.status({ width: 90 }),
    totalQty: doc.quantity({ width: 80, cell: { grouped: false } }),
    createdBy: doc.creator({ label: '申请人', width: 140 }),
    updateTime: doc.updateTime({ width: 170 }),
    createTime: doc.createTime({ width: 170 }),
  },
  scope: { 6: 'provinceCode' },
  machine: RETURN_MACHINE,
  page: PAGES.wmsReturnProvince,
});
