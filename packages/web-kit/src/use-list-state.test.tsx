import { brandApi } from '@console/contract/api/products-api';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, ok, providers, queryOf, resetBrowser } from './test-kit.tsx';
import { useListState } from './use-list-state.tsx';

const LIST = brandApi.queryList.path;
const rows = [
  { id: 1, name: '耐克' },
  { id: 2, name: '阿迪达斯' },
];

function setup(props: Partial<Parameters<typeof useListState>[0]> = {}, reply = ok(rows, { total: 2 })) {
  const client = fakeClient({ [LIST]: () => reply });
  const onRefilter = vi.fn();
  const hook = renderHook(() => useListState({ area: 'products', api: brandApi, ...props }, onRefilter), {
    wrapper: providers(client),
  });
  /** The query string of each list call so far. */
  const calls = () => client.get.mock.calls.map(([url]) => queryOf(url));
  return { hook, client, onRefilter, calls, state: () => hook.result.current };
}

afterEach(resetBrowser);

describe('useListState', () => {
  it("calls the list's first page with the first tab's, the tree root's and the fixed filters, and answers its rows", async () => {
    const { state, calls } = setup({
      tabs: [
        { key: 'on', label: '启用', filters: { status: 1 } },
        { key: 'off', label: '停用', filters: { status: 2 } },
      ],
      sideTree: { title: '分类', tree: [], root: 'ALL', filter: 'category' },
      filters: { code: 'N' },
    });
    await waitFor(() => expect(state().rows).toEqual(rows));
    expect(calls()).toEqual([{ page: '1', pageSize: '10', status: '1', category: 'ALL', code: 'N' }]);
    expect(state().query).toEqual({ page: 1, pageSize: 10, status: 1, category: 'ALL', code: 'N' });
    expect(state().pagination).toMatchObject({ current: 1, pageSize: 10, total: 2 });
  });

  it('pages on; a new page size starts again at page 1', async () => {
    const { state, calls } = setup();
    await waitFor(() => expect(state().rows).toHaveLength(2));
    act(() => state().pagination.onChange?.(3, 10));
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ page: '3', pageSize: '10' }));
    expect(state().pagination.current).toBe(3);
    act(() => state().pagination.onChange?.(3, 20));
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ page: '1', pageSize: '20' }));
  });

  it('a search replaces the filters, tells the page, goes back to page 1 with the same page size and clears the choice', async () => {
    const onSearch = vi.fn();
    const { state, calls, onRefilter } = setup({ onSearch });
    await waitFor(() => expect(state().rows).toHaveLength(2));
    act(() => state().pagination.onChange?.(4, 20));
    act(() => state().search({ name: '耐' }));
    await waitFor(() => expect(calls().at(-1)).toEqual({ page: '1', pageSize: '20', name: '耐' }));
    expect(onSearch).toHaveBeenCalledWith({ name: '耐' });
    expect(onRefilter).toHaveBeenCalledTimes(1);
    act(() => state().search({}));
    await waitFor(() => expect(calls().at(-1)).toEqual({ page: '1', pageSize: '20' }));
  });

  it('查询 with the filters the list already has calls the list again (fresh rows), also back from another page', async () => {
    const { state, calls } = setup();
    await waitFor(() => expect(state().rows).toHaveLength(2));
    act(() => state().search({ name: '耐' }));
    await waitFor(() => expect(calls()).toHaveLength(2));
    act(() => state().search({ name: '耐' }));
    await waitFor(() => expect(calls()).toHaveLength(3));
    expect(calls().at(-1)).toEqual({ page: '1', pageSize: '10', name: '耐' });
    act(() => state().pagination.onChange?.(2, 10));
    await waitFor(() => expect(calls()).toHaveLength(4));
    // Page 1 of these filters is cached, yet 查询 reads it again.
    act(() => state().search({ name: '耐' }));
    await waitFor(() => expect(calls()).toHaveLength(5));
    expect(calls().at(-1)).toEqual({ page: '1', pageSize: '10', name: '耐' });
  });

  it('another tab or tree node filters by it, from page 1, keeping the search', async () => {
    const { state, calls, onRefilter } = setup({
      tabs: [
        { key: 'on', label: '启用', filters: { status: 1 } },
        { key: 'off', label: '停用', filters: { status: 2 } },
      ],
      sideTree: { title: '分类', tree: [], root: 'ALL', filter: 'category' },
    });
    await waitFor(() => expect(state().rows).toHaveLength(2));
    act(() => state().search({ name: '耐' }));
    act(() => state().pagination.onChange?.(2, 10));
    act(() => state().chooseTab('off'));
    await waitFor(() => expect(calls().at(-1)).toEqual({ page: '1', pageSize: '10', name: '耐', status: '2', category: 'ALL' }));
    expect(state().tab).toBe('off');
    act(() => state().chooseNode('SHOES'));
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ page: '1', category: 'SHOES' }));
    expect(state().node).toBe('SHOES');
    expect(onRefilter).toHaveBeenCalledTimes(3);
  });

  it('opens on the tab a link names (initialTab), or on the first when it names none of them', async () => {
    const tabs = [
      { key: 'on', label: '启用', filters: { status: 1 } },
      { key: 'off', label: '停用', filters: { status: 2 } },
    ];
    const named = setup({ tabs, initialTab: 'off' });
    await waitFor(() => expect(named.calls()).toEqual([{ page: '1', pageSize: '10', status: '2' }]));
    expect(named.state().tab).toBe('off');
    const unknown = setup({ tabs, initialTab: 'gone' });
    await waitFor(() => expect(unknown.calls()).toEqual([{ page: '1', pageSize: '10', status: '1' }]));
  });

  it("shows an estimated total as 10,000+ and offers the page's own page sizes", async () => {
    const { state } = setup({ pageSizes: [20, 50] }, ok(rows, { total: 990_001, exact: false }));
    await waitFor(() => expect(state().pagination.total).toBe(990_001));
    const { showTotal, pageSizeOptions } = state().pagination;
    expect(showTotal?.(990_001, [1, 10])).toBe('共 10,000+ 条');
    expect(pageSizeOptions).toEqual(['20', '50']);
    expect(state().loading).toBe(false);
  });
});
