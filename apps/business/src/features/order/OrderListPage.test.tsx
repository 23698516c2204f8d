// First: React must find the census' hook when it starts.
import { renderCensus } from '@console/web-kit/render-census';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../entry.ts';
import { resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { button, json, preloadAppBeforeAll, props } from '../../app/subapp-test-kit.ts';
import { order } from './page-test-kit.ts';

preloadAppBeforeAll();

const rows = [order(1, 10, '待审核', 1250), order(2, 10, '待审核', 99), order(3, 20, '已审核', 4990)];

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  stubBrowser();
  fetchMock = vi.fn(async (url: string) => {
    if (url.includes('/order/query/statusCount'))
      return json({
        code: 200,
        message: 'ok',
        data: [
          { status: 10, statusName: '待审核', count: 2, exact: true },
          { status: 20, statusName: '已审核', count: 1, exact: true },
          { status: 91, statusName: '已合并', count: 4, exact: true },
        ],
      });
    if (url.includes('/order/query/list')) return json({ code: 200, message: 'ok', data: rows, total: 3 });
    if (url.includes('/order/query/detail'))
      return json({
        code: 200,
        message: 'ok',
        data: {
          ...rows[0],
          receiver: '王五',
          phone: '13900139000',
          deliveryProvinceCode: '330000',
          cityCode: '330100',
          districtCode: '330106',
          address: '西湖大道1号',
          updateTime: '2026-01-02 03:04:05',
        },
      });
    if (url.includes('/order/opt/batch/approve/merge'))
      return json({
        code: 200,
        message: 'ok',
        data: [
          { id: 1, orderNo: 'SO20260001', ok: true, message: '合并审核成功', mergedInto: null },
          { id: 2, orderNo: 'SO20260002', ok: true, message: '已合并', mergedInto: 1 },
        ],
      });
    return json({ code: 200, message: 'ok', data: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  history.replaceState(null, '', '/subapp/order/list');
});
afterEach(resetBrowser);

describe('order list page', { timeout: 90_000 }, () => {
  it('counts per tab, shows yuan, and merge-approves the selected pending orders with a per-row result', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const app = mount(
      container,
      props(['orderList.query', 'orderList.detail', 'orderList.merge', 'orderList.cancel', 'orderList.approve']),
    );
    await app.ready;
    const root = () => container.querySelector('.biz-root') as HTMLElement;
    await waitFor(() => expect(root()?.textContent).toContain('SO20260003'), { timeout: 20_000 });
    // The counts are answered apart from the rows, and may paint after them.
    await waitFor(() => expect(root().textContent).toContain('全部 (7)'));

    const text = root().textContent ?? '';
    expect(text).toContain('待审核 (2)');
    expect(text).toContain('已合并 (4)');
    expect(text).toContain('已推送ERP (0)');
    expect(text).toContain('¥12.50');
    expect(text).toContain('¥0.99');
    // Without the remark / address / export keys their buttons are absent.
    expect(text).not.toContain('改地址');
    expect(text).not.toContain('导出');

    // A wide table that lays out from its declared widths (fixed layout, a width for every column), and cells as
    // text: the store code under its name is a plain span, no antd Typography per row.
    const listTable = root().querySelector('.biz-table table') as HTMLTableElement;
    expect(listTable.style.tableLayout).toBe('fixed');
    const cols = [...listTable.querySelectorAll('colgroup col')] as HTMLElement[];
    expect(cols.length).toBeGreaterThan(10);
    for (const col of cols) expect(col.style.width || col.className).toBeTruthy();
    const rowEls = root().querySelectorAll('tr[data-row-key]');
    expect(rowEls[0].textContent).toContain('R000254');
    expect(root().querySelector('tr[data-row-key] .biz-typography')).toBeNull();

    // Select all three; only the two pending ones go to the merge call.
    const table = root().querySelector('.biz-table') as HTMLElement;
    const boxes = [...table.querySelectorAll<HTMLInputElement>('tr[data-row-key] input[type=checkbox]')];
    expect(boxes).toHaveLength(3);
    for (const box of boxes) fireEvent.click(box);
    fireEvent.click(await waitFor(() => button(root(), /批量合并审核 \(2\)/)));
    fireEvent.click(await waitFor(() => button(document.querySelector('.biz-popconfirm') as HTMLElement, /确\s*定/)));

    const result = await waitFor(() => {
      const el = document.querySelector('.order-batch-result');
      expect(el?.textContent).toContain('共 2 个订单：成功 2 个，失败 0 个');
      return el as HTMLElement;
    });
    expect(result.textContent).toContain('并入订单 SO20260001');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/order/opt/batch/approve/merge'));
    expect(JSON.parse(call?.[1].body)).toEqual({ ids: [1, 2], reason: '' });
    expect(new Headers(call?.[1].headers).get('Idempotency-Key')).toBeTruthy();

    app.unmount();
    container.remove();
  });

  it('sends the address edit in a POST body, never in the address bar', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const app = mount(container, props(['orderList.query', 'orderList.detail', 'orderList.address']));
    await app.ready;
    const root = () => container.querySelector('.biz-root') as HTMLElement;
    await waitFor(() => expect(root()?.textContent).toContain('SO20260001'), { timeout: 20_000 });
    fireEvent.click(await waitFor(() => button(root(), /改地址/)));
    const dialog = await waitFor(
      () => {
        const el = [...document.querySelectorAll('.biz-modal')].find((m) => m.textContent?.includes('修改收货地址'));
        expect(el?.querySelector('input[value="王五"]')).toBeTruthy();
        return el as HTMLElement;
        // The dialog's form loads its schema module first: on a busy machine that is more than a second.
      },
      { timeout: 15_000 },
    );
    fireEvent.click(button(dialog, /确\s*定/));
    const sent = await waitFor(() => {
      const found = fetchMock.mock.calls.find(([url]) => String(url).includes('/order/opt/editAddress'));
      expect(found).toBeTruthy();
      return found as [string, RequestInit];
    });
    expect(sent[0]).not.toContain('?');
    expect(sent[1].method).toBe('POST');
    expect(JSON.parse(String(sent[1].body))).toMatchObject({ id: 1, receiver: '王五', phone: '13900139000', address: '西湖大道1号' });

    app.unmount();
    container.remove();
  });

  // Mounted closed, the drawer, the dialogs and 批量合并审核's Popconfirm each wrote antd's CSS for their kind and
  // mounted their portals before the rows showed (issue 31): each mounts when first opened, and still opens.
  it('mounts no drawer, dialog or pop-up with the rows, and each opens when asked', async () => {
    const answer = fetchMock.getMockImplementation() as (url: string) => Promise<Response>;
    fetchMock.mockImplementation(async (url: string) => {
      if (!url.includes('/order/query/detail')) return answer(url);
      const detail = await (await answer(url)).json();
      return json({ ...detail, data: { ...detail.data, lines: [], log: [] } });
    });
    const container = document.createElement('div');
    document.body.append(container);
    renderCensus.start();
    const app = mount(
      container,
      props(['orderList.query', 'orderList.detail', 'orderList.merge', 'orderList.cancel', 'orderList.remark', 'orderList.address']),
    );
    await app.ready;
    const root = () => container.querySelector('.biz-root') as HTMLElement;
    await waitFor(() => expect(root()?.textContent).toContain('SO20260003'), { timeout: 20_000 });
    for (const name of ['OrderDetailDrawer', 'CancelDialog', 'ModalForm', 'BatchResultModal', 'Popconfirm'])
      expect(renderCensus.mountedCount(name), name).toBe(0);

    fireEvent.click(button(root().querySelector('tr[data-row-key="1"]') as HTMLElement, /取消/));
    await waitFor(() => expect(document.querySelector('.biz-modal')?.textContent).toContain('取消订单 SO20260001'));
    fireEvent.click(button(root().querySelector('tr[data-row-key="1"]') as HTMLElement, /详情/));
    await waitFor(() => expect(document.querySelector('.biz-drawer')?.textContent).toContain('西湖大道1号'));

    app.unmount();
    container.remove();
  });

  // The tab counts are the pages' slowest call (on a million orders, before their index, 1.5 s for the DX list's):
  // the rows paint from the list's own answer, the tabs read their names until the counts come.
  it('paints the rows while the tab counts are still on their way', async () => {
    const answer = fetchMock.getMockImplementation() as (url: string) => Promise<Response>;
    fetchMock.mockImplementation((url: string) =>
      url.includes('/order/query/statusCount') ? new Promise<Response>(() => {}) : answer(url),
    );
    const container = document.createElement('div');
    document.body.append(container);
    const app = mount(container, props(['orderList.query']));
    await app.ready;
    const root = () => container.querySelector('.biz-root') as HTMLElement;
    await waitFor(() => expect(root()?.textContent).toContain('SO20260003'), { timeout: 20_000 });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/order/query/statusCount'))).toBe(true);
    const text = root().textContent ?? '';
    expect(text).toContain('全部');
    expect(text).not.toContain('全部 (');
    expect(text).not.toContain('待审核 (');

    app.unmount();
    container.remove();
  });

  /**
   * Mounts the list with the answers `later` gives (by URL) held back until the rows are on screen, then
   * releases them with the census counting, and waits until the page shows each of `shows`.
   */
  async function answerAfterRows(
    later: (url: string, answer: (url: string) => Promise<Response>) => Promise<Response> | undefined,
    shows: string[],
  ) {
    const answer = fetchMock.getMockImplementation() as (url: string) => Promise<Response>;
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    fetchMock.mockImplementation(async (url: string) => {
      const late = later(url, answer);
      if (!late) return answer(url);
      await held;
      return late;
    });
    const container = document.createElement('div');
    document.body.append(container);
    const app = mount(container, props(['orderList.query', 'orderList.detail', 'orderList.cancel']));
    await app.ready;
    const root = () => container.querySelector('.biz-root') as HTMLElement;
    await waitFor(() => expect(root()?.textContent).toContain('SO20260003'), { timeout: 20_000 });
    const before = root().textContent;
    renderCensus.start();
    release();
    for (const text of shows) await waitFor(() => expect(root().textContent).toContain(text));
    for (const name of ['OrderTable', 'ResourceTable', 'BodyRow', 'LinkAction']) expect(renderCensus.count(name), name).toBe(0);
    app.unmount();
    container.remove();
    return before;
  }

  // The counts mostly come after the rows: their answer draws the tab names, not the list's rows and cells again.
  it('draws only the tab names when the counts come after the rows', async () => {
    await answerAfterRows((url, answer) => (url.includes('/order/query/statusCount') ? answer(url) : undefined), ['待审核 (2)']);
    expect(renderCensus.count('StatusTabLabel')).toBeGreaterThan(0);
  });

  // The warehouse and region lists may come after the rows: their answers draw the name cells, not the list.
  it('draws only the name cells (and the filters) when the warehouse and region lists come after the rows', async () => {
    const before = await answerAfterRows(
      (url) =>
        url.includes('/wms/base/queryAll')
          ? Promise.resolve(json({ code: 200, message: 'ok', data: [{ warehouseCode: 'WH-SH01', warehouseName: '上海一仓' }] }))
          : url.includes('/base/area/queryAll')
            ? Promise.resolve(json({ code: 200, message: 'ok', data: [{ code: '310000', name: '上海市' }] }))
            : undefined,
      ['上海一仓（WH-SH01）', '上海市'],
    );
    expect(before).toContain('WH-SH01');
    expect(renderCensus.count('WarehouseName')).toBeGreaterThan(0);
  });
});
