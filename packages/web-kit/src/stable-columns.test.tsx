import { brandApi } from '@console/contract/api/products-api';
import { fireEvent, renderHook, waitFor } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceTable } from './ResourceTable.tsx';
import { useStableColumns } from './stable-columns.ts';
import { fakeClient, ok, renderWith, resetBrowser, stubBrowser } from './test-kit.tsx';

// Every columns array the table was given, in order.
const given = vi.hoisted(() => ({ columns: [] as unknown[] }));
vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof import('antd')>();
  const Recorded = (props: React.ComponentProps<typeof antd.Table>) => {
    given.columns.push(props.columns);
    return <antd.Table {...props} />;
  };
  return { ...antd, Table: Recorded };
});

type Row = { id: number; name: string };
const cell = (columns: TableColumnsType<Row>, i: number, row: Row) =>
  (columns[i] as { render: (v: unknown, r: Row, n: number) => unknown }).render(undefined, row, 0);

beforeEach(() => {
  stubBrowser();
  given.columns = [];
});
afterEach(resetBrowser);

describe('useStableColumns', () => {
  it('keeps the columns while their shape holds, and each render function calls the latest render’s', () => {
    const { result, rerender } = renderHook(
      ({ word }) => useStableColumns<Row>([{ title: '名称', dataIndex: 'name', render: () => word }]),
      {
        initialProps: { word: 'a' },
      },
    );
    const first = result.current;
    rerender({ word: 'b' });
    expect(result.current).toBe(first);
    expect(cell(result.current, 0, { id: 1, name: 'x' })).toBe('b');
  });

  it('gives a cell the table alone draws again the very element it drew; after the owner renders, a new one from the latest render', () => {
    let drawn = 0;
    const { result, rerender } = renderHook(
      ({ word }) =>
        useStableColumns<Row>([
          {
            title: '名称',
            dataIndex: 'name',
            render: (_: unknown, row: Row) => {
              drawn++;
              return <span>{`${word}${row.name}`}</span>;
            },
          },
        ]),
      { initialProps: { word: 'a' } },
    );
    const row = { id: 1, name: 'x' };
    const first = cell(result.current, 0, row);
    expect(cell(result.current, 0, row)).toBe(first);
    expect(drawn).toBe(1);
    expect(cell(result.current, 0, { ...row })).not.toBe(first);
    rerender({ word: 'b' });
    const after = cell(result.current, 0, row) as { props: { children: string } };
    expect(after).not.toBe(first);
    expect(after.props.children).toBe('bx');
  });

  it('gives new columns when a column, its words or the deps change', () => {
    const { result, rerender } = renderHook(
      ({ title, extra, allowed }) =>
        useStableColumns<Row>([{ title, dataIndex: 'name' }, ...(extra ? [{ title: '编号', dataIndex: 'id' }] : [])], [allowed]),
      { initialProps: { title: '名称', extra: false, allowed: true } },
    );
    const seen = [result.current];
    rerender({ title: '品牌名称', extra: false, allowed: true });
    seen.push(result.current);
    rerender({ title: '品牌名称', extra: true, allowed: true });
    seen.push(result.current);
    rerender({ title: '品牌名称', extra: true, allowed: false });
    seen.push(result.current);
    expect(new Set(seen).size).toBe(4);
    expect(result.current.map((c) => c.title)).toEqual(['品牌名称', '编号']);
  });
});

const BRANDS = () => ok([{ id: 1, name: '耐克' }], { total: 1 });
const NAME_COLUMN = [{ title: '品牌名称', dataIndex: 'name' }];
const opened: string[] = [];
const VIEW = (row: Row) => (
  <button type="button" onClick={() => opened.push(row.name)}>
    查看
  </button>
);

describe('ResourceTable columns', { timeout: 60_000 }, () => {
  it('keep their identity through the list’s own renders: loading, the rows’ arrival, a row chosen', async () => {
    const client = fakeClient({ [brandApi.queryList.path]: BRANDS });
    const view = await renderWith(
      <ResourceTable<Row>
        area="products"
        api={brandApi}
        label="品牌"
        statusToggle={false}
        selectable
        columns={NAME_COLUMN}
        rowActions={VIEW}
      />,
      client,
      ['productBrand.query'],
    );
    await waitFor(() => expect(view.container.textContent).toContain('耐克'));
    const rendered = given.columns.length;
    fireEvent.click(view.container.querySelector('tr[data-row-key] input[type=checkbox]') as HTMLElement);
    await waitFor(() => expect(given.columns.length).toBeGreaterThan(rendered));
    fireEvent.click(view.container.querySelector('tr[data-row-key] button') as HTMLElement);
    expect(opened).toEqual(['耐克']);
    expect(new Set(given.columns).size).toBe(1);
  });

  it('show what the page’s latest columns read: names looked up after the rows came', async () => {
    const client = fakeClient({ [brandApi.queryList.path]: BRANDS });
    function Page() {
      const [names, setNames] = useState<Record<string, string>>({});
      return (
        <>
          <button type="button" onClick={() => setNames({ 耐克: 'NIKE 耐克' })}>
            查名称
          </button>
          <ResourceTable<Row>
            area="products"
            api={brandApi}
            label="品牌"
            statusToggle={false}
            columns={[{ title: '品牌名称', dataIndex: 'name', render: (n: string) => names[n] ?? n }]}
          />
        </>
      );
    }
    const view = await renderWith(<Page />, client, ['productBrand.query']);
    await waitFor(() => expect(view.container.textContent).toContain('耐克'));
    fireEvent.click(view.getByText('查名称'));
    await waitFor(() => expect(view.container.querySelector('tr[data-row-key]')?.textContent).toContain('NIKE 耐克'));
  });
});
