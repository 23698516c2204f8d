import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { mount, prefetch } from './entry.ts';
import { json, props, stubBrowser } from './app/subapp-test-kit.ts';

const brand = {
  id: 1,
  code: 'B001',
  name: '农夫山泉',
  logo: '',
  sort: 1,
  remark: '',
  status: 1,
  spuCount: 3,
  createTime: '2026-01-01 10:00:00',
  updateTime: '2026-01-01 10:00:00',
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  stubBrowser();
  fetchMock = vi.fn(async () => json({ code: 200, message: 'ok', data: [brand], total: 1 }));
  vi.stubGlobal('fetch', fetchMock);
  history.replaceState(null, '', '/subapp/product/brand');
});
afterEach(() => vi.unstubAllGlobals());

const PERMISSIONS = ['productBrand.query', 'productBrand.add'];
const authOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get('Authorization');

// Loading antd and the pages in jsdom takes seconds; the tests assert behaviour, not speed.
describe('sub-app lifecycle', { timeout: 60_000 }, () => {
  it('mounts, re-renders with a new token, and unmounts leaving nothing behind', async () => {
    const headStyles = document.head.querySelectorAll('style, link').length;
    const bodyChildren = document.body.children.length;
    const container = document.createElement('div');
    document.body.append(container);

    const app = mount(container, props(PERMISSIONS));
    await app.ready;
    // What a person sees: the rendered app (the style holder beside it carries antd's CSS text).
    const seen = () => container.querySelector('.biz-root')?.textContent ?? '';
    await waitFor(() => expect(seen()).toContain('农夫山泉'), { timeout: 20_000 });
    // Gated by productBrand.add, which the props grant; edit and delete keys are not granted.
    expect(seen()).toContain('新增品牌');
    expect(seen()).not.toContain('编辑');
    expect(container.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
    expect(container.querySelector('.biz-table')).not.toBeNull();
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/product/brand/queryList?page=1&pageSize=10');
    expect(authOf(fetchMock.mock.calls[0])).toBe('Bearer tok-1');
    // antd's styles live inside the container, not in the document head.
    expect(document.head.querySelectorAll('style, link').length).toBe(headStyles);

    const calls = fetchMock.mock.calls.length;
    app.update(props(['productBrand.query'], { token: 'tok-2' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(calls));
    expect(authOf(fetchMock.mock.calls.at(-1)!)).toBe('Bearer tok-2');
    await waitFor(() => expect(seen()).not.toContain('新增品牌'));

    app.unmount();
    expect(container.innerHTML).toBe('');
    expect(container.childNodes.length).toBe(0);
    expect(document.head.querySelectorAll('style, link').length).toBe(headStyles);
    container.remove();
    expect(document.body.children.length).toBe(bodyChildren);
  });

  it('renders nothing when unmounted before the app finished loading', async () => {
    const container = document.createElement('div');
    const app = mount(container, props(PERMISSIONS));
    app.unmount();
    await app.ready;
    expect(container.innerHTML).toBe('');
  });

  it('hands a 600008 reply to the host after the notice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ code: 600008, message: '登录已失效', data: null }), { status: 401 }),
    );
    const onSessionExpired = vi.fn();
    const container = document.createElement('div');
    const app = mount(container, props(PERMISSIONS, { onSessionExpired }));
    await app.ready;
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(3_100);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    app.unmount();
    vi.useRealTimers();
  });

  it("a menu click's prefetch starts the page's first list before the mount, and the page does not ask again", async () => {
    const listUrl = '/api/product/brand/queryList?page=1&pageSize=10';
    const listCalls = () => fetchMock.mock.calls.filter((c) => String(c[0]) === listUrl).length;
    prefetch('/subapp/product/brand', props(PERMISSIONS));
    await waitFor(() => expect(listCalls()).toBe(1), { timeout: 20_000 });
    const container = document.createElement('div');
    const app = mount(container, props(PERMISSIONS));
    await app.ready;
    await waitFor(() => expect(container.querySelector('.biz-root')?.textContent).toContain('农夫山泉'), { timeout: 20_000 });
    expect(listCalls()).toBe(1);
    app.unmount();
  });

  it('a menu click on the order lists and the wallet starts their first list with the code', async () => {
    const perms = ['orderList.query', 'orderDx.query', 'walletBalance.query'];
    const called = () => fetchMock.mock.calls.map((c) => new URL(String(c[0]), 'http://x').pathname);
    for (const page of ['/subapp/order/list', '/subapp/order/dx', '/subapp/shop/wallet']) prefetch(page, props(perms));
    await waitFor(
      () =>
        expect(called()).toEqual(
          expect.arrayContaining(['/api/order/query/list', '/api/order/query/DX/list', '/api/shop/wall/balance/queryList']),
        ),
      { timeout: 20_000 },
    );
  });

  it('a menu click on 导出任务, 报表文件 and 任务调度 starts their first list with the code, the key each page reads', async () => {
    const perms = ['exportTask.query', 'reportFile.query', 'scheduleJob.query'];
    const called = () => fetchMock.mock.calls.map((c) => new URL(String(c[0]), 'http://x').pathname);
    for (const page of ['/subapp/report/exports', '/subapp/report/files', '/subapp/schedule/job']) prefetch(page, props(perms));
    const lists = ['/api/export/queryList', '/api/select/reportFile/queryList', '/api/schedule/job/data'];
    await waitFor(() => expect(called()).toEqual(expect.arrayContaining(lists)), { timeout: 20_000 });
    // The page then mounts on the answer the click fetched: no second call for it.
    history.replaceState(null, '', '/subapp/report/files');
    const container = document.createElement('div');
    const app = mount(container, props(perms));
    await app.ready;
    await waitFor(() => expect(container.querySelector('.biz-root .biz-table')).not.toBeNull(), { timeout: 20_000 });
    await new Promise((r) => setTimeout(r, 200));
    expect(
      called()
        .filter((p) => lists.includes(p))
        .sort(),
    ).toEqual([...lists].sort());
    app.unmount();
  });

  it('prefetches no data for a page the user may not open, only its code', async () => {
    prefetch('/subapp/product/brand', props(['productBrand.add']));
    prefetch('/subapp/product/brand');
    await new Promise((r) => setTimeout(r, 300));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
