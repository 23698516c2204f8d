import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../entry.ts';
import { resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { button, json, ok, preloadAppBeforeAll, props } from '../../app/subapp-test-kit.ts';
import { order } from './page-test-kit.ts';

preloadAppBeforeAll();

const shop = {
  retCode: 'R000254',
  retName: '闵行区胡记优选',
  platformCode: '0002',
  gradeCode: 'B',
  receiver: '高老板',
  phone: '19026601166',
  provinceCode: '310000',
  cityCode: '310100',
  districtCode: '310112',
  address: '闵行区255号',
};
const sku = (skuCode: string, skuName: string, price: number, rule: [number, number, number] | null) => ({
  skuCode,
  skuName,
  unit: '箱',
  spec: '24瓶/箱',
  price,
  minQty: rule?.[0] ?? null,
  maxQty: rule?.[1] ?? null,
  multiple: rule?.[2] ?? null,
  available: 325,
});

/** The agent's order after a merge-approve: its log in the order things happened. */
const log = (action: string, fromStatus: number | null, toStatus: number | null, remark = '') => ({
  action,
  fromStatus,
  toStatus,
  operator: action === '创建' ? '坐席甲(dx01)' : '管理员(admin)',
  time: '2026-11-23 10:00:00',
  remark,
  changes: null,
});
const detail = {
  ...order(5, 20, '已审核', 1250),
  deliveryProvinceCode: '310000',
  cityCode: '310100',
  districtCode: '310112',
  mergedInto: null,
  cancelReason: '',
  creator: 'dx01',
  lines: [
    {
      skuCode: 'SKU00016',
      skuName: '伊利苏打水 24瓶/箱',
      quantity: 5,
      price: 250,
      amount: 1250,
      discount: 0,
      gift: false,
      priceSource: '价格表',
    },
  ],
  log: [log('创建', null, 10), log('合并审核', null, null, '合并订单SO20260006'), log('审核', 10, 20)],
};

const meal = {
  id: 7,
  name: '夏日饮品组合',
  packagePrice: 3000,
  linesText: 'SKU00001×12',
  validTo: '2099-12-31',
  perShopQuota: 2,
  remaining: 1,
};
const mealLine = {
  skuCode: 'SKU00001',
  skuName: '农夫山泉 350ml',
  quantity: 12,
  price: 300,
  amount: 3600,
  discount: 600,
  gift: false,
  priceSource: '套餐 夏日饮品组合',
};
/** The preview as the server would answer the body: a package over the shop's remaining quota is refused. */
function previewReply(body: { setMeals?: { setMealId: number; count: number }[] }) {
  const packages = body.setMeals ?? [];
  if (packages.some((p) => p.count > meal.remaining))
    return json({ code: 409, message: `超出套餐限购：「${meal.name}」每店限购${meal.perShopQuota}份`, data: null });
  const lines = [
    {
      skuCode: 'SKU00016',
      skuName: '伊利苏打水',
      quantity: 4,
      price: 4500,
      amount: 18000,
      discount: 0,
      gift: false,
      priceSource: '特价活动 周末特价',
    },
    ...(packages.length ? [mealLine] : []),
  ];
  const totalAmount = lines.reduce((t, l) => t + l.amount, 0);
  const discountAmount = lines.reduce((t, l) => t + l.discount, 0);
  return ok({ lines, totalAmount, discountAmount, couponOff: 0, couponProblem: '', payAmount: totalAmount - discountAmount });
}

let fetchMock: ReturnType<typeof vi.fn>;
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path));
beforeEach(() => {
  stubBrowser();
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/order/query/DX/statusCount'))
      return ok([
        { status: 10, statusName: '待审核', count: 1, exact: true },
        { status: 20, statusName: '已审核', count: 0, exact: true },
      ]);
    if (url.includes('/order/query/DX/list')) {
      // One pending order of the agent's; a tab of another status has none.
      const status = JSON.parse(String(init?.body ?? '{}')).status;
      const rows = status === undefined || status === 10 ? [order(5, 10, '待审核', 1250)] : [];
      return ok(rows, { total: rows.length });
    }
    if (url.includes('/order/opt/shopOptions')) return ok([shop]);
    if (url.includes('/order/opt/skuOptions'))
      return ok([sku('SKU00016', '伊利苏打水 24瓶/箱', 4830, [2, 200, 2]), sku('SKU00001', '农夫山泉 350ml', 200, null)]);
    if (url.includes('/order/opt/preview')) return previewReply(JSON.parse(String(init?.body ?? '{}')));
    if (url.includes('/setMeal/options')) return ok([meal]);
    if (url.includes('/order/opt/create')) return ok({ id: 9, orderNo: 'SO20260009' }, { message: '下单成功' });
    if (url.includes('/order/query/detail')) return ok(detail);
    return ok([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  history.replaceState(null, '', '/subapp/order/dx');
});
afterEach(resetBrowser);

/** Opens an antd select by its aria-label and picks the option whose text matches. */
async function pick(scope: HTMLElement, label: string, option: RegExp) {
  const input = scope.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement;
  fireEvent.mouseDown(input);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.biz-select-item-option')].find((o) => option.test(o.textContent ?? ''));
    if (!found) throw new Error(`no option ${option}`);
    return found as HTMLElement;
  });
  fireEvent.click(item);
}

describe('telesales order page', { timeout: 90_000 }, () => {
  it('shows an agent their orders without actions they lack, and places an order with set meals, the server preview as its one total, and the rule check', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const app = mount(container, props(['orderDx.query', 'orderDx.add']));
    await app.ready;
    const root = () => container.querySelector('.biz-root') as HTMLElement;
    await waitFor(() => expect(root()?.textContent).toContain('SO20260005'), { timeout: 20_000 });
    await waitFor(() => expect(root().textContent).toContain('已审核 (0)'));
    const text = root().textContent ?? '';
    expect(text).toContain('全部 (1)');
    expect(text).toContain('待审核 (1)');
    // No key for detail or any transition: no 操作 column, and the order number is not a button.
    expect(text).not.toContain('操作');
    expect(() => button(root(), /SO20260005/)).toThrow();
    expect(calls('/order/query/list')).toHaveLength(0);
    // The tabs' counts came in one call, not a one-row page of the list per tab.
    expect(calls('/order/query/DX/statusCount')).toHaveLength(1);
    expect(calls('/order/query/DX/list')).toHaveLength(1);

    fireEvent.click(button(root(), /代客下单/));
    const modal = await waitFor(() => {
      const el = document.querySelector('.order-create') as HTMLElement;
      expect(el).not.toBeNull();
      return el;
    });
    await pick(modal, '门店', /R000254/);
    await waitFor(() => expect((modal.querySelector('#order-create-form_receiver') as HTMLInputElement).value).toBe('高老板'));
    await pick(modal, '商品', /SKU00016/);
    const qty = modal.querySelector('input[aria-label="数量"]') as HTMLInputElement;
    fireEvent.change(qty, { target: { value: '3' } });
    const total = () => modal.querySelector('.order-create-total')?.textContent ?? '';
    await waitFor(() => expect(modal.textContent).toContain('单价 ¥48.30/箱；可用库存 325；起订 2，限购 200，倍数 2'));
    expect(modal.textContent).toContain('数量须为 2 的整数倍');

    // The server's preview (same pricing as create) is the one total, naming the special price; the form sums nothing.
    await waitFor(() => expect(total()).toContain('系统试算：商品金额 ¥180.00'));
    expect(total()).toContain('（特价活动 周末特价）');
    expect(modal.textContent).not.toMatch(/共 \d+ 件|小计/);
    expect(modal.textContent).not.toContain('¥144.90');
    // A quantity that breaks the rule is not sent.
    fireEvent.click(button(modal.closest('.biz-modal'), /提交订单/));
    await waitFor(() => expect(document.body.textContent).toContain('有商品数量不符合订货规则'));
    expect(calls('/order/opt/create')).toHaveLength(0);

    fireEvent.change(qty, { target: { value: '4' } });
    // A set meal: offered with the shop's remaining quota; the preview is asked with it and lists its lines.
    fireEvent.click(button(modal, /添加套餐/));
    await pick(modal, '套餐', /夏日饮品组合：SKU00001×12，套餐价 ¥30\.00，本店剩余 1 份/);
    await waitFor(() => expect(total()).toContain('系统试算：商品金额 ¥216.00，优惠 -¥6.00，应付 ¥210.00'));
    const previewBody = () => JSON.parse(String(calls('/order/opt/preview').at(-1)?.[1].body));
    expect(previewBody()).toMatchObject({ lines: [{ skuCode: 'SKU00016', quantity: 4 }], setMeals: [{ setMealId: 7, count: 1 }] });
    expect(modal.querySelector('.order-create-package-lines')?.textContent).toContain('农夫山泉 350ml（SKU00001）');
    // Beyond the quota: the server's refusal, as it says it, instead of a total.
    fireEvent.change(modal.querySelector('input[aria-label="套餐份数"]') as HTMLInputElement, { target: { value: '2' } });
    await waitFor(() => expect(total()).toContain('超出套餐限购：「夏日饮品组合」每店限购2份'));
    expect(total()).not.toContain('系统试算');
    fireEvent.change(modal.querySelector('input[aria-label="套餐份数"]') as HTMLInputElement, { target: { value: '1' } });
    await waitFor(() => expect(total()).toContain('应付 ¥210.00'));
    fireEvent.click(button(modal.closest('.biz-modal'), /提交订单/));
    await waitFor(() => expect(calls('/order/opt/create')).toHaveLength(1));
    expect(JSON.parse(String(calls('/order/opt/create')[0][1].body))).toEqual({
      retCode: 'R000254',
      lines: [{ skuCode: 'SKU00016', quantity: 4 }],
      receiver: '高老板',
      phone: '19026601166',
      address: '闵行区255号',
      remark: '',
      setMeals: [{ setMealId: 7, count: 1 }],
    });
    await waitFor(() => expect(document.body.textContent).toContain('下单成功，订单号：SO20260009'));

    app.unmount();
    container.remove();
  });

  it('an agent holding the telesales detail key opens their order: lines and the log in the order it happened', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const app = mount(container, props(['orderDx.query', 'orderDx.detail']));
    await app.ready;
    const root = () => container.querySelector('.biz-root') as HTMLElement;
    await waitFor(() => expect(root()?.textContent).toContain('SO20260005'), { timeout: 20_000 });
    fireEvent.click(button(root(), /详\s*情/));
    const drawer = await waitFor(() => {
      const el = document.querySelector('.order-detail .biz-timeline') as HTMLElement;
      expect(el?.textContent).toContain('审核');
      return el;
    });
    expect(calls('/order/query/detail')).toHaveLength(1);
    expect(calls('/order/query/list')).toHaveLength(0);
    const steps = [...drawer.querySelectorAll('.order-log-item strong')].map((e) => e.textContent);
    expect(steps).toEqual(['创建', '合并审核', '审核']);
    expect(drawer.textContent).toContain('合并订单SO20260006');
    expect(drawer.textContent).toContain('待审核 → 已审核');
    // No transition keys: the drawer offers no buttons.
    expect(document.querySelector('.order-detail')?.textContent).not.toMatch(/审\s*核订单|取\s*消订单/);
    app.unmount();
    container.remove();
  });
});
