import type { SubappProps } from '@console/contract/subapp';
import { vi } from 'vitest';

/** Test helpers of the order pages' jsdom tests (the sub-app mounted whole, fetch answered per path). */

export const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
export const ok = (data: unknown, extra: Record<string, unknown> = {}) => json({ code: 200, message: 'ok', data, ...extra });

/** What jsdom lacks and antd's responsive pieces ask for. */
export function stubBrowser() {
  window.matchMedia ??= ((q: string) => ({
    matches: false,
    media: q,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as never;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as never;
}

/**
 * The enabled button whose text matches (throws until there is one, for waitFor). Plain selectors, not
 * *ByRole: computing roles over an antd table in jsdom takes tens of seconds.
 */
export const button = (scope: ParentNode | null, name: RegExp) => {
  const found = [...(scope?.querySelectorAll('button') ?? [])].find((b) => name.test(b.textContent ?? '') && !b.disabled);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

export const props = (permissions: string[]): SubappProps => ({
  token: 'tok-1',
  permissions,
  apiBase: '/api',
  basename: '/subapp',
  onSessionExpired: vi.fn(),
  navigate: vi.fn(),
});

export const order = (id: number, status: number, statusName: string, payAmount: number) => ({
  id,
  orderNo: `SO2026000${id}`,
  retCode: 'R000254',
  retName: '闵行区胡记优选',
  spCode: 'SP01',
  spName: '顺达商贸',
  platformCode: '0002',
  channelCode: 'C01',
  provinceCode: '310000',
  warehouseCode: 'WH-SH01',
  status,
  statusName,
  source: 2,
  totalAmount: payAmount,
  discountAmount: 0,
  payAmount,
  itemCount: 2,
  remark: '',
  receiver: '高老板',
  phone: '19026601166',
  address: '闵行区255号',
  createTime: '2026-11-23 09:00:00',
  approveTime: '',
  updateTime: '2026-11-23 09:00:00',
});
