import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { mount, prefetch } from './entry.ts';
import { resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { expectFirstAnswers, json, preloadAppBeforeAll, props } from './app/subapp-test-kit.ts';
import { loadPage, PAGES } from './app/routes.tsx';

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

preloadAppBeforeAll();

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  stubBrowser();
  fetchMock = vi.fn(async () => json({ code: 200, message: 'ok', data: [brand], total: 1 }));
  vi.stubGlobal('fetch', fetchMock);
  history.replaceState(null, '', '/subapp/product/brand');
});
afterEach(resetBrowser);

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

  // Every list page shares the one mechanism (pages-*.ts `list`/`options`/`data`): a page of each kind of table,
  // with the option lists its filters and forms read as it mounts.
  it.each([
    ['/subapp/product/brand', 'productBrand.query', ['/api/product/brand/queryList'], '农夫山泉'],
    [
      '/subapp/order/list',
      'orderList.query',
      ['/api/order/query/list', '/api/wms/base/queryAll', '/api/base/area/queryAll', '/api/order/query/statusCount'],
      undefined,
    ],
    [
      '/subapp/order/dx',
      'orderDx.query',
      ['/api/order/query/DX/list', '/api/wms/base/queryAll', '/api/base/area/queryAll', '/api/order/query/DX/statusCount'],
      undefined,
    ],
    [
      '/subapp/shop/info',
      'shopInfo.query',
      [
        '/api/shop/info/queryList',
        '/api/base/area/queryAll',
        '/api/base/gradeInfo/queryAll',
        '/api/base/retailerType/queryAll',
        '/api/base/sysPlatform/queryAll',
        '/api/shop/spInfo/queryAll',
      ],
      undefined,
    ],
    ['/subapp/shop/wallet', 'walletBalance.query', ['/api/shop/wall/balance/queryList'], undefined],
    ['/subapp/report/files', 'reportFile.query', ['/api/select/reportFile/queryList'], undefined],
    ['/subapp/schedule/job', 'scheduleJob.query', ['/api/schedule/job/data'], undefined],
    ['/subapp/log/online', 'onlineUser.query', ['/api/log/online/queryList'], undefined],
    ['/subapp/log/login', 'loginLog.query', ['/api/log/login/queryList'], undefined],
    ['/subapp/pay/record', 'payRecord.query', ['/api/pay/record/queryList'], undefined],
  ])(
    'a menu click on %s fetches its first list and option lists before the mount, and the page does not ask again',
    (path, key, urls, shows) => expectFirstAnswers(fetchMock, { path, permissions: [key], urls, shows }),
  );

  it("settles once the page's code has arrived (the host's background prefetch runs a few pages at a time by it)", async () => {
    const page = PAGES.find((p) => p.path === '/product/sku')!;
    let arrived = false;
    void loadPage(page).then(() => {
      arrived = true;
    });
    await prefetch('/subapp/product/sku');
    expect(arrived).toBe(true);
  });

  it('prefetches no data for a page the user may not open, only its code', async () => {
    prefetch('/subapp/product/brand', props(['productBrand.add']));
    prefetch('/subapp/product/brand');
    await new Promise((r) => setTimeout(r, 300));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
