import { documentFields } from '../document-fields.ts';
import { WORDS } from '../words.ts';
import { declare, machine, stateOptions } from '../declaration.ts';
import { area, endpoint, schemas } from '../endpoint.ts';
import { commonField, COMMON_LABELS } from '../common-fields.ts';
import { PAGES } from './pages.ts';

/**
 * Stock transfers (库存调拨, DOMAIN "Stock and allocation"): available stock moved from one warehouse to another
 * through the warehouse's stock operations and ledger. The specification names only the prefix; the calls
 * and the flow are issue 28's.
 */

/**
 * 10 draft → 20 approved (the lines are locked at the source, all or none) → 30 done (TRANSFER_OUT at the
 * source, TRANSFER_IN at the target, one transaction); cancel from 10 or 20 releases what approval locked.
 */
export const TRANSFER_MACHINE = machine({
  field: 'status',
  states: {
    10: { label: WORDS.draft, color: 'default' },
    20: { label: WORDS.approved, color: 'processing' },
    30: { label: '已完成', color: 'success' },
    90: { label: WORDS.cancelled, color: 'error' },
  },
  transitions: {
    approve: { from: [10], to: 20, permission: 'stockTransfer.approve', label: WORDS.approve },
    complete: { from: [20], to: 30, permission: 'stockTransfer.complete', label: WORDS.complete },
    cancel: { from: [10, 20], to: 90, permission: 'stockTransfer.cancel', label: WORDS.cancel },
  },
  guards: {
    edit: { in: [10], permission: 'stockTransfer.edit', label: WORDS.edit },
  },
});
export const TRANSFER_STATUS = stateOptions(TRANSFER_MACHINE.states);

const s = schemas(() => import('../stock.ts'));

const transferCall = (name: string, label: string, okMessage: string) =>
  endpoint({
    method: 'POST',
    path: `/stock/transfer/${name}`,
    permission: `stockTransfer.${name}`,
    summary: label,
    input: s.transferId,
    output: s.done,
    okMessage,
  });

export const stockTransferApi = area(PAGES.stockTransfer.title, {
  queryList: endpoint({
    method: 'POST',
    path: '/stock/transfer/queryList',
    permission: 'stockTransfer.query',
    summary: '调拨单列表',
    input: s.transferQuery,
    output: s.transferRow,
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/stock/transfer/detail',
    permission: 'stockTransfer.query',
    summary: '调拨单详情',
    input: s.transferId,
    output: s.transferDetail,
  }),
  add: endpoint({
    method: 'POST',
    path: '/stock/transfer/add',
    permission: 'stockTransfer.add',
    summary: '新增调拨单（草稿）',
    input: s.transferCreate,
    output: s.transferCreated,
    okMessage: '新增成功',
  }),
  update: endpoint({
    method: 'POST',
    path: '/stock/transfer/update',
    permission: 'stockTransfer.edit',
    summary: '修改调拨单（仅草稿）',
    input: s.transferUpdate,
    output: s.done,
    okMessage: '修改成功',
  }),
  approve: transferCall('approve', '审核调拨单（锁定调出仓库存，全部成功或全部失败）', '审核成功'),
  complete: transferCall('complete', '完成调拨（调出仓出库、调入仓入库）', '调拨完成'),
  cancel: transferCall('cancel', '取消调拨单（释放已锁定的库存）', '取消成功'),
});

const none = { none: '调拨单只属于仓库，仓库不属于任何数据权限维度（与采购单、库存相同）' } as const;

const transfer = documentFields(TRANSFER_STATUS);

export const transferResource = declare({
  name: 'stock',
  label: '调拨单',
  endpoints: stockTransferApi,
  fields: {
    transferNo: transfer.auditedCode('调拨单号', { width: 180 }),
    // Chosen in the form, the two warehouses are the transfer's own.
    fromWarehouseCode: transfer.warehouseCode({ label: '调出仓库', nameField: 'fromWarehouseName', in: ['filter', 'form', 'audit'] }),
    fromWarehouseName: transfer.warehouseName('调出仓库'),
    toWarehouseCode: transfer.warehouseCode({ label: '调入仓库', nameField: 'toWarehouseName', in: ['filter', 'form', 'audit'] }),
    toWarehouseName: transfer.warehouseName('调入仓库'),
    status: transfer.status(),
    totalQty: transfer.quantity({ label: '调拨数量' }),
    lines: { label: COMMON_LABELS.lines, kind: 'longtext', in: ['form', 'audit'] },
    remark: commonField('remark', ['list', 'form', 'detail', 'export', 'audit']),
    createdBy: transfer.creator(),
    createTime: transfer.createTime(),
  },
  scope: { 1: none, 2: none, 3: none, 5: none, 6: none, 7: none },
  machine: TRANSFER_MACHINE,
  page: PAGES.stockTransfer,
});
