import { orderCompleteApi } from './api/erp.ts';
import { describe, expect, it } from 'vitest';
import { JOB_MACHINE, jobsApi } from './api/jobs.ts';
import { orderResource } from './api/order.ts';
import { ROLE_MACHINE } from './api/roles.ts';
import { DELIVERY_MACHINE, PO_MACHINE, wmsDeliverApi, wmsPurchaseOrderApi } from './api/wms-docs.ts';
import { RETURN_MACHINE, wmsReturnProvinceApi } from './api/wms-returns.ts';
import { retWorkOrderApi, WORK_ORDER_MACHINE } from './api/shop-service.ts';
import { allowedFrom, can, declare, fieldsIn, labelsIn, type MachineDecl, optionLabel, permissionOf, stateOf } from './declaration.ts';
import { orderDetail, orderRow } from './order.ts';
import { permissionKeys } from './endpoint.ts';

describe('resource declaration', () => {
  it('places each field where it is declared, in declaration order', () => {
    const d = declare({
      name: 'thing',
      label: '物品',
      endpoints: {},
      scope: {},
      fields: {
        code: { label: '编码', kind: 'code', in: ['list', 'filter'] },
        price: { label: '价格', kind: 'money', in: ['list', 'export'] },
        note: { label: '备注', kind: 'longtext', in: ['audit'] },
      },
    });
    expect(fieldsIn(d, 'list').map((f) => f.name)).toEqual(['code', 'price']);
    expect(labelsIn(d, 'export')).toEqual({ price: '价格' });
    expect(fieldsIn(d, 'form')).toEqual([]);
  });

  it('refuses a field placed nowhere, an enum without options and a machine on an undeclared field', () => {
    const base = { name: 'x', label: 'x', endpoints: {}, scope: {} };
    expect(() => declare({ ...base, fields: { a: { label: 'a', kind: 'text', in: [] } } })).toThrow('placed nowhere');
    expect(() => declare({ ...base, fields: { a: { label: 'a', kind: 'enum', in: ['list'] } } })).toThrow('needs options');
    expect(() => declare({ ...base, fields: {}, machine: { field: 'status', states: {}, transitions: {} } })).toThrow(
      'status is not declared',
    );
  });

  it('answers enum labels and state names, and the value itself when undeclared', () => {
    expect(optionLabel(orderResource.fields.source, 2)).toBe('坐席');
    expect(optionLabel(orderResource.fields.source, 7)).toBe('7');
    expect(stateOf(orderResource.machine, 30)).toEqual({ label: '已推送ERP', color: 'geekblue' });
    expect(stateOf(orderResource.machine, 5).label).toBe('5');
  });
});

describe('the order declaration', () => {
  const m = orderResource.machine;

  it('allows each transition only from its declared statuses', () => {
    expect([10, 20, 30, 40, 50, 90, 91].filter((s) => can(m, 'approve', s))).toEqual([10]);
    expect([10, 20, 30, 40, 50, 90, 91].filter((s) => can(m, 'cancel', s))).toEqual([10, 20]);
    expect([10, 20, 30, 40, 50, 90, 91].filter((s) => can(m, 'address', s))).toEqual([10, 20, 30]);
    expect(() => allowedFrom(m, 'teleport')).toThrow('unknown');
  });

  it('names only fields the list row or the detail answers', () => {
    const rowKeys = new Set([...Object.keys(orderRow.shape), ...Object.keys(orderDetail.shape)]);
    for (const place of ['list', 'detail', 'export', 'filter'] as const)
      for (const f of fieldsIn(orderResource, place)) expect(rowKeys.has(f.name), `${place}: ${f.name}`).toBe(true);
  });

  it("guards each transition with a key that one of the order's calls requires (the ERP job's push aside)", () => {
    const calls = [...Object.values(orderResource.endpoints), ...Object.values(orderCompleteApi)];
    const keys = new Set(calls.flatMap((e) => permissionKeys(e.permission)));
    // `push` is taken by the ERP job when the receiver accepts the order: no user call takes it.
    const byUsers = Object.entries(m.transitions).filter(([name]) => name !== 'push');
    for (const t of [...byUsers.map(([, t]) => t), ...Object.values(m.guards ?? {})])
      expect(keys.has(t.permission), t.permission).toBe(true);
  });
});

describe("the warehouse documents' machines", () => {
  const cases: [string, MachineDecl, Record<string, { permission: unknown }>][] = [
    ['purchase order', PO_MACHINE, wmsPurchaseOrderApi],
    ['delivery', DELIVERY_MACHINE, wmsDeliverApi],
    ['province return', RETURN_MACHINE, wmsReturnProvinceApi],
    ['work order', WORK_ORDER_MACHINE, retWorkOrderApi],
  ];
  it.each(cases)('%s: every transition and guarded action needs a key one of its calls requires', (_, m, api) => {
    const keys = new Set(Object.values(api).flatMap((e) => permissionKeys(e.permission as never)));
    for (const action of [...Object.keys(m.transitions), ...Object.keys(m.guards ?? {})])
      expect(keys.has(permissionOf(m, action)), action).toBe(true);
  });

  it('a purchase order is cancelled before any receipt and closed after a partial one; received only once submitted', () => {
    const all = [1, 2, 3, 4, 5, 6];
    expect(all.filter((s) => can(PO_MACHINE, 'cancel', s))).toEqual([1, 2]);
    expect(all.filter((s) => can(PO_MACHINE, 'close', s))).toEqual([3]);
    expect(all.filter((s) => can(PO_MACHINE, 'receive', s))).toEqual([2, 3]);
    expect(all.filter((s) => can(PO_MACHINE, 'delete', s))).toEqual([1, 5]);
    expect([1, 2, 3, 4].filter((s) => can(RETURN_MACHINE, 'delete', s))).toEqual([1, 4]);
    expect(() => permissionOf(PO_MACHINE, 'teleport')).toThrow('unknown');
  });
});

describe('the system screens’ machines', () => {
  it('a role is edited and given to users only while enabled; 状态 switches it either way', () => {
    expect(allowedFrom(ROLE_MACHINE, 'edit')).toEqual([1]);
    expect(allowedFrom(ROLE_MACHINE, 'grant')).toEqual([1]);
    expect([can(ROLE_MACHINE, 'enable', 2), can(ROLE_MACHINE, 'disable', 1), can(ROLE_MACHINE, 'enable', 1)]).toEqual([true, true, false]);
  });
  it('a job pauses while running and resumes while paused, with their own keys', () => {
    expect([can(JOB_MACHINE, 'pause', 1), can(JOB_MACHINE, 'pause', 2), can(JOB_MACHINE, 'resume', 2)]).toEqual([true, false, true]);
    const keys = new Set(Object.values(jobsApi).flatMap((e) => permissionKeys(e.permission as never)));
    for (const action of Object.keys(JOB_MACHINE.transitions)) expect(keys.has(permissionOf(JOB_MACHINE, action)), action).toBe(true);
  });
});
