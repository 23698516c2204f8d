import { giftOrderApi } from '@console/contract/api/gift-order';
import { TRANSFER_MACHINE, transferResource } from '@console/contract/api/stock';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DocumentPage } from './DocumentPage.tsx';
import { button, fakeClient, ok, renderWith, resetBrowser, stubBrowser, tableTexts } from './test-kit.tsx';

type Row = { id: number; orderNo: string } & Record<string, unknown>;
type Line = { skuCode: string; quantity: number };
type Detail = { orderNo: string; lines: Line[] };

async function mount(permissions: string[]) {
  const client = fakeClient({
    [giftOrderApi.queryList.path]: () => ok([{ id: 7, orderNo: 'GO-7' }], { total: 1 }),
    [giftOrderApi.detail.path]: () => ok({ orderNo: 'GO-7', lines: [{ skuCode: 'SKU-1', quantity: 3 }] }),
  });
  const view = await renderWith(
    <DocumentPage<Row, Detail, Line>
      area="doc-test"
      api={giftOrderApi}
      label="测试单"
      addText="新建测试单"
      search={[{ name: 'orderNo', label: '单号' }]}
      columns={[{ title: '单号', dataIndex: 'orderNo' }]}
      rowActions={() => <button type="button">审核</button>}
      actionsWidth={120}
      scrollX={800}
      addForm={(open, close) =>
        open && (
          <button type="button" onClick={close}>
            关闭新建
          </button>
        )
      }
      detail={{
        title: (d) => `测试单：${d?.orderNo ?? ''}`,
        size: 600,
        items: (d) => [{ key: 'no', label: '单号', children: d.orderNo }],
        lines: (d) => d.lines,
        lineColumns: [
          { title: 'SKU', dataIndex: 'skuCode' },
          { title: '件', dataIndex: 'quantity' },
        ],
      }}
    />,
    client,
    permissions,
  );
  await waitFor(() => expect(view.container.textContent).toContain('GO-7'));
  return view;
}
const buttons = () => [...document.querySelectorAll('button')].map((b) => (b.textContent ?? '').replace(/\s/g, ''));

beforeEach(stubBrowser);
afterEach(resetBrowser);

describe('DocumentPage', { timeout: 60_000 }, () => {
  it('lists the documents with 详情 before the page steps, and the add button for the add key only', async () => {
    await mount([giftOrderApi.queryList.permission]);
    const row = document.querySelector('tr[data-row-key]') as HTMLElement;
    expect([...row.querySelectorAll('button')].map((b) => (b.textContent ?? '').replace(/\s/g, ''))).toEqual(['详情', '审核']);
    expect(buttons()).not.toContain('新建测试单');
  });

  it('opens the add dialog and the detail drawer with its header and lines', async () => {
    await mount([giftOrderApi.queryList.permission, giftOrderApi.add.permission]);
    fireEvent.click(button('新建测试单'));
    await waitFor(() => expect(buttons()).toContain('关闭新建'));
    fireEvent.click(button('关闭新建'));
    await waitFor(() => expect(buttons()).not.toContain('关闭新建'));

    fireEvent.click(button('详情'));
    await waitFor(() => expect(document.body.textContent).toContain('测试单：GO-7'));
    const drawer = document.querySelector('.ant-drawer') as HTMLElement;
    expect(drawer.textContent).toContain('SKU-1');
    expect([...drawer.querySelectorAll('tr[data-row-key]')].map((tr) => tr.textContent)).toEqual(['SKU-13']);
  });

  it('given a declaration, lists from its endpoints with its columns, filters and the status as its machine tag', async () => {
    const row = { id: 3, transferNo: 'TR-3', fromWarehouseName: '北仓', toWarehouseName: '南仓', status: 20, totalQty: 5 };
    const client = fakeClient({ [transferResource.endpoints.queryList.path]: () => ok([row], { total: 1 }) });
    const view = await renderWith(
      <DocumentPage<typeof row & Record<string, unknown>, Detail, Line>
        resource={transferResource}
        addText="新增调拨单"
        scrollX={800}
        detail={{ title: () => '', size: 600, items: () => [], lines: (d) => d.lines, lineColumns: [] }}
      />,
      client,
      [transferResource.endpoints.queryList.permission],
    );
    await waitFor(() => expect(view.container.textContent).toContain('TR-3'));
    expect(tableTexts(view.container).headers).toEqual(expect.arrayContaining(['调拨单号', '调出仓库', '调入仓库', '状态', '调拨数量']));
    const tag = view.container.querySelector('tr[data-row-key] .ant-tag');
    expect(tag?.textContent).toBe(TRANSFER_MACHINE.states[20].label);
    expect(document.querySelector('form')?.textContent).toContain('调拨单号');
  });
});
