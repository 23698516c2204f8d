import { stockTransferApi } from '@console/contract/api/stock';
import { transferCreate, transferUpdate } from '@console/contract/stock';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DocumentPage } from './DocumentPage.tsx';
import { docLineColumns, type LinesFormSpec } from './document-parts.tsx';
import { button, fakeClient, ok, renderWith, resetBrowser, spyMessages, stubBrowser } from './test-kit.tsx';

type Row = { id: number; transferNo: string; status: number } & Record<string, unknown>;
type Line = { skuCode: string; skuName: string; quantity: number };
type Detail = Row & { lines: Line[] };
const api = stockTransferApi;
const rows: Row[] = [
  { id: 1, transferNo: 'TF-1', status: 10 },
  { id: 2, transferNo: 'TF-2', status: 30 },
];

const editable: LinesFormSpec<Row> = {
  header: [{ name: 'remark', label: '备注', kind: 'textarea' }],
  skus: [{ value: 'SKU-1', label: '测试商品' }],
  schemas: async () => ({ create: transferCreate, update: transferUpdate }),
  editTitle: (doc) => `编辑调拨单 ${String(doc.transferNo)}`,
  canEdit: (row) => row.status === 10,
};

async function mount(linesForm: LinesFormSpec<Row> = editable) {
  const client = fakeClient({
    [api.queryList.path]: () => ok(rows, { total: rows.length }),
    [api.detail.path]: () => ok({ ...rows[0], lines: [{ skuCode: 'SKU-1', skuName: '测试商品', quantity: 2 }] }),
  });
  await renderWith(
    <DocumentPage<Row, Detail, Line>
      area="doc-parts-test"
      api={api}
      label="调拨单"
      addText="新增调拨单"
      search={[]}
      columns={[{ title: '单号', dataIndex: 'transferNo' }]}
      linesForm={linesForm}
      rowActions={(row, doc) =>
        row.status === 10 && doc.step({ label: '审核', confirm: '确认审核吗？', run: async () => ok(null, { message: '审核成功' }) })
      }
      scrollX={800}
      detail={{
        title: (d) => `调拨单 ${d?.transferNo ?? ''}`,
        size: 'large',
        items: (d) => [{ key: 'no', label: '单号', children: d.transferNo }],
        lines: (d) => d.lines,
        lineColumns: docLineColumns('已入库'),
      }}
    />,
    client,
    [api.queryList.permission, api.add.permission],
  );
  await waitFor(() => expect(document.body.textContent).toContain('TF-2'));
  return client;
}
const rowButtons = (key: number) =>
  [...(document.querySelector(`tr[data-row-key="${key}"]`) as HTMLElement).querySelectorAll('button')].map((b) =>
    (b.textContent ?? '').replace(/\s/g, ''),
  );
const listCalls = (client: Awaited<ReturnType<typeof mount>>) =>
  [...client.get.mock.calls, ...client.post.mock.calls].filter(([url]) => String(url).startsWith(api.queryList.path)).length;

beforeEach(stubBrowser);
afterEach(resetBrowser);

describe('DocumentPage with a lines form and steps', { timeout: 60_000 }, () => {
  it('编辑 and the steps show only where the row allows them, after 详情', async () => {
    await mount();
    expect(rowButtons(1)).toEqual(['详情', '编辑', '审核']);
    expect(rowButtons(2)).toEqual(['详情']);
  });

  it('the add button opens the lines dialog for a new document, 编辑 opens it on the document', async () => {
    await mount();
    fireEvent.click(button('新增调拨单'));
    await waitFor(() => expect(document.querySelector('.ant-modal-title')?.textContent).toBe('新增调拨单'));
    fireEvent.click(button('编辑'));
    await waitFor(() => expect([...document.querySelectorAll('.ant-modal-title')].map((t) => t.textContent)).toContain('编辑调拨单 TF-1'));
  });

  it('a confirmed step tells the server’s message and reads the list again', async () => {
    const messages = spyMessages();
    const client = await mount();
    const before = listCalls(client);
    fireEvent.click(button('审核'));
    fireEvent.click(await waitFor(() => button('确定')));
    await waitFor(() => expect(messages.success).toHaveBeenCalledWith('审核成功'));
    await waitFor(() => expect(listCalls(client)).toBeGreaterThan(before));
  });

  it('the drawer lists the lines with what has arrived where the page asks for it', async () => {
    await mount();
    fireEvent.click(rowButtonsEl(1, '详情'));
    await waitFor(() => expect(document.body.textContent).toContain('调拨单 TF-1'));
    const drawer = document.querySelector('.ant-drawer') as HTMLElement;
    expect([...drawer.querySelectorAll('.ant-table th')].map((t) => t.textContent)).toEqual(['SKU编码', 'SKU名称', '数量', '已入库']);
  });

  it('a page that only adds documents: its add title, no 编辑', async () => {
    await mount({ header: [], skus: [], schemas: async () => ({ create: transferCreate }), addTitle: '新增调拨单（只增不改）' });
    expect(rowButtons(1)).toEqual(['详情', '审核']);
    fireEvent.click(button('新增调拨单'));
    await waitFor(() => expect(document.querySelector('.ant-modal-title')?.textContent).toBe('新增调拨单（只增不改）'));
  });
});

function rowButtonsEl(key: number, text: string) {
  return button(text, document.querySelector(`tr[data-row-key="${key}"]`) as HTMLElement);
}
