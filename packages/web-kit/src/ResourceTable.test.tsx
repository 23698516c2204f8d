// First: React must find the census' hook when it starts.
import { renderCensus } from './render-census.ts';
import { gradeAllApi } from '@console/contract/api/grades';
import { brandApi } from '@console/contract/api/products-api';
import { brandResource } from '@console/contract/api/products-resources';
import { STATUS_OPTIONS } from '@console/contract/api/resource';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceTable, type ResourceTableProps } from './ResourceTable.tsx';
import { useOptions } from './use-options.ts';
import { button, fakeClient, input, ok, queryOf, renderWith, resetBrowser, spyMessages, stubBrowser, tableTexts } from './test-kit.tsx';

// Counts the confirmation pop-ups created: a list's rows create none until one is opened.
const popconfirms = vi.hoisted(() => ({ made: 0 }));
vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof import('antd')>();
  const Counted = (props: React.ComponentProps<typeof antd.Popconfirm>) => {
    popconfirms.made++;
    return <antd.Popconfirm {...props} />;
  };
  return { ...antd, Popconfirm: Counted };
});

type Brand = { id: number; code: string; name: string; status: number };
const brands: Brand[] = [
  { id: 1, code: 'NIKE', name: '耐克', status: 1 },
  { id: 2, code: 'ANTA', name: '安踏', status: 2 },
];
const ALL = [
  'productBrand.query',
  'productBrand.add',
  'productBrand.edit',
  'productBrand.delete',
  'productBrand.enable',
  'productBrand.disable',
];

/** The table rendered with its list call held back, then the census started and the call answered: what the rows draw. */
async function drawnAsRowsCome(table: React.ReactElement, rows: Brand[] = brands) {
  let answer = () => {};
  const rowsCame = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const client = fakeClient({ [brandApi.queryList.path]: () => rowsCame.then(() => ok(rows, { total: rows.length })) });
  const view = await renderWith(table, client, ALL);
  await waitFor(() => expect(client.get).toHaveBeenCalled());
  renderCensus.start();
  answer();
  await waitFor(() => expect(view.container.textContent).toContain(rows.at(-1)?.code));
  return view;
}

/** The brands' table with their codes alone. */
const codeTable = (props: Partial<ResourceTableProps<Brand>>) => (
  <ResourceTable<Brand> area="products" api={brandApi} label="品牌" columns={[{ title: '品牌编码', dataIndex: 'code' }]} {...props} />
);

async function mount(permissions = ALL) {
  const client = fakeClient({
    [brandApi.queryList.path]: () => ok(brands, { total: 2 }),
    '/product/brand/disable': () => ok(null, { message: '停用成功' }),
    [brandApi.delete.path]: () => ok(null, { message: '删除成功' }),
  });
  const view = await renderWith(
    <ResourceTable<Brand>
      area="products"
      api={brandApi}
      label="品牌"
      columns={[
        { title: '品牌编码', dataIndex: 'code', search: true },
        { title: '品牌名称', dataIndex: 'name' },
      ]}
      form={{
        fields: [
          { name: 'code', label: '品牌编码' },
          { name: 'name', label: '品牌名称' },
        ],
      }}
      names={{ search: 'brand-search', form: 'brand' }}
    />,
    client,
    permissions,
  );
  await waitFor(() => expect(view.container.textContent).toContain('安踏'));
  return { client, view, lists: () => client.get.mock.calls.map(([url]) => queryOf(url)) };
}

beforeEach(stubBrowser);
afterEach(resetBrowser);

describe('ResourceTable', { timeout: 60_000 }, () => {
  it('lists the rows with 序号, a status switch and 操作, under the search and toolbar the user may use', async () => {
    const { view } = await mount();
    const { rows } = tableTexts(view.container);
    expect(rows.map((r) => r.slice(0, 3))).toEqual([
      ['1', 'NIKE', '耐克'],
      ['2', 'ANTA', '安踏'],
    ]);
    expect(view.container.querySelectorAll('tr[data-row-key] [role=switch]')).toHaveLength(2);
    expect(rows[0].at(-1)?.replace(/\s/g, '')).toBe('编辑删除');
    expect(input('brand-search_code').placeholder).toBe('请输入品牌编码');
    expect(button('新增品牌')).toBeTruthy();
    expect(() => button('批量启用')).toThrow('only disabled ones');
    expect(view.container.textContent).toContain('共 2 条');
  });

  it('while its first page loads shows the spinner alone; 暂无数据 (Empty and its picture) once the answer is empty', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const client = fakeClient({ [brandApi.queryList.path]: () => answered.then(() => ok([], { total: 0 })) });
    const view = await renderWith(
      <ResourceTable<Brand> area="products" api={brandApi} label="品牌" columns={[{ title: '品牌编码', dataIndex: 'code' }]} />,
      client,
      ALL,
    );
    await waitFor(() => expect(view.container.querySelector('.ant-spin-spinning')).toBeTruthy());
    expect(view.container.querySelector('.ant-empty')).toBeNull();
    answer();
    await waitFor(() => expect(view.container.querySelector('.ant-empty')).toBeTruthy());
    expect(view.container.querySelector('.ant-spin-spinning')).toBeNull();
  });

  it('without the keys: no toolbar, no row selection, the status as a tag and no 操作', async () => {
    const { view } = await mount(['productBrand.query']);
    expect(view.container.textContent).not.toContain('新增品牌');
    expect(view.container.querySelector('tr[data-row-key] input[type=checkbox]')).toBeNull();
    expect(tableTexts(view.container).rows.map((r) => r.slice(0, 4))).toEqual([
      ['1', 'NIKE', '耐克', '启用'],
      ['2', 'ANTA', '安踏', '停用'],
    ]);
  });

  it('a search lists page 1 with the filter; switching a row off sends it and refreshes the list', async () => {
    const { success } = spyMessages();
    const { client, view, lists } = await mount();
    fireEvent.change(input('brand-search_code'), { target: { value: 'NI' } });
    fireEvent.click(button('查询'));
    await waitFor(() => expect(lists().at(-1)).toEqual({ page: '1', pageSize: '10', code: 'NI' }));
    const before = client.get.mock.calls.length;
    fireEvent.click(view.container.querySelector('tr[data-row-key="1"] [role=switch]') as HTMLElement);
    await waitFor(() => expect(success).toHaveBeenCalledWith('停用成功'));
    expect(client.post).toHaveBeenCalledWith('/product/brand/disable', { ids: [1] }, { silent: false });
    await waitFor(() => expect(client.get.mock.calls.length).toBeGreaterThan(before));
  });

  it("renders its rows' actions with no pop-up in the page; a row's 删除 asks before calling the server", async () => {
    popconfirms.made = 0;
    const { client, view } = await mount();
    expect(view.container.querySelectorAll('tr[data-row-key]')).toHaveLength(2);
    expect(popconfirms.made).toBe(0);
    // No Popconfirm per row: no trigger wrapped around the buttons, no pop-up until one is opened.
    expect(document.querySelector('.ant-popover, .ant-popconfirm')).toBeNull();
    const row = view.container.querySelector('tr[data-row-key="2"]') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(document.querySelector('.ant-popconfirm')?.textContent).toContain('确认删除该品牌吗？'));
    expect(document.querySelectorAll('.ant-popconfirm')).toHaveLength(1);
    expect(client.post).not.toHaveBeenCalled();
    fireEvent.click(within(document.querySelector('.ant-popconfirm') as HTMLElement).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(client.post).toHaveBeenCalledWith(brandApi.delete.path, { id: 2 }, { silent: true }));
  });

  it('does not draw its search form again when the rows arrive (its filters built anew on each render)', async () => {
    await drawnAsRowsCome(
      <ResourceTable<Brand>
        area="products"
        api={brandApi}
        columns={[{ title: '品牌编码', dataIndex: 'code', search: true }]}
        search={[{ name: 'status', label: '状态', kind: 'select', options: STATUS_OPTIONS }]}
      />,
    );
    expect(renderCensus.count('ResourceTable')).toBeGreaterThan(0);
    expect(renderCensus.count('SearchForm')).toBe(0);
    expect(renderCensus.count('InternalSelect')).toBe(0);
  });

  it('draws its rows once as they arrive: no hidden row measuring the columns; 操作 sticks to the end', async () => {
    const view = await drawnAsRowsCome(codeTable({ scrollX: 1200 }));
    // A browser measures each column there and draws every row again per width read; jsdom reads 0 and stops.
    expect(renderCensus.count('MeasureCell')).toBe(0);
    expect(view.container.querySelector('.ant-table-measure-row')).toBeNull();
    const action = [...view.container.querySelectorAll('th')].find((th) => th.textContent === '操作');
    expect(action?.className).toContain('ant-table-cell-fix-end');
    expect((view.container.querySelector('table') as HTMLElement).style.width).toBe('var(--table-x)');
    expect((view.container.querySelector('.ant-table-wrapper') as HTMLElement).style.getPropertyValue('--table-x')).toBe('1200px');
  });

  it('mounts a few plain components per row: no antd Space (and its Items) around the actions', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, code: `B${i + 1}`, name: `品牌${i + 1}`, status: (i % 2) + 1 }));
    const view = await drawnAsRowsCome(codeTable({ form: { fields: [{ name: 'code', label: '品牌编码' }] } }), ten);
    expect(view.container.querySelectorAll('tr[data-row-key]')).toHaveLength(10);
    expect(
      within(view.container.querySelector('tr[data-row-key="3"]') as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['编辑', '删除']);
    // antd's Space put a component and an Item per button around the actions: 239 mounted with it.
    expect(renderCensus.mountedCount('Space')).toBe(0);
    expect(renderCensus.mountedCount('Item')).toBe(0);
    expect(renderCensus.mountedTotal()).toBeLessThanOrEqual(190);
  });

  it('新增品牌 opens the add form', async () => {
    await mount();
    fireEvent.click(button('新增品牌'));
    await waitFor(() => expect(document.querySelector('.ant-modal-title')?.textContent).toBe('新增品牌'));
    expect(input('brand_code').value).toBe('');
  });
});

describe('ResourceTable from a declaration', { timeout: 60_000 }, () => {
  it('takes its calls, label, columns, filters and form fields from the resource alone', async () => {
    const client = fakeClient({ [brandResource.endpoints.queryList.path]: () => ok(brands, { total: 2 }) });
    const view = await renderWith(
      <ResourceTable<Brand> resource={brandResource} form={{}} names={{ search: 'declared-search', form: 'declared' }} />,
      client,
      ALL,
    );
    await waitFor(() => expect(view.container.textContent).toContain('安踏'));
    expect(tableTexts(view.container).headers).toEqual(
      expect.arrayContaining(['品牌编码', '品牌名称', 'SPU数', '排序', '备注', '状态', '更新时间', '创建时间', '操作']),
    );
    expect(input('declared-search_name').placeholder).toBe('请输入品牌名称');
    fireEvent.click(button('新增品牌'));
    await waitFor(() => expect(document.querySelector('.ant-modal-title')?.textContent).toBe('新增品牌'));
    expect(input('declared_logo').placeholder).toBe('请输入Logo地址');
    expect(document.querySelector('textarea#declared_remark')).toBeTruthy();
  });

  it('offers 导出 of its page’s list with the page’s export key, the page passing nothing more; none without the key', async () => {
    const mountWith = async (keys: string[]) => {
      const client = fakeClient({ [brandResource.endpoints.queryList.path]: () => ok(brands, { total: 2 }) });
      const view = await renderWith(<ResourceTable<Brand> resource={brandResource} />, client, keys);
      await waitFor(() => expect(view.container.textContent).toContain('安踏'));
      const texts = [...view.container.querySelectorAll('button')].map((b) => (b.textContent ?? '').replace(/\s/g, ''));
      return { client, view, has: texts.includes('导出') };
    };
    const without = await mountWith(['productBrand.query']);
    expect(without.has).toBe(false);
    without.view.unmount();
    const { client, has } = await mountWith(['productBrand.query', 'productBrand.export']);
    expect(has).toBe(true);
    fireEvent.click(button('导出'));
    await waitFor(() => expect(client.post).toHaveBeenCalledWith('/export/create', { resource: 'productBrand', query: {} }, undefined));
  });
});

const optionTexts = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);

describe('ResourceTable with choices read by a hook', { timeout: 60_000 }, () => {
  it('an option list answered after the rows draws its select and no cell of the table; the form opens with it', async () => {
    let answer = () => {};
    const gradesCame = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const client = fakeClient({
      [brandApi.queryList.path]: () => ok(brands, { total: 2 }),
      [gradeAllApi.queryAll.path]: () => gradesCame.then(() => ok([{ gradeCode: 'A', gradeName: 'A级', status: 1 }])),
    });
    const useGrades = () => useOptions('base', gradeAllApi.queryAll, {}).map((g) => ({ value: g.gradeCode, label: g.gradeName }));
    let cells = 0;
    const countedCode = (code: string) => {
      cells++;
      return code;
    };
    const view = await renderWith(
      codeTable({
        columns: [{ title: '品牌编码', dataIndex: 'code', render: countedCode }],
        search: [{ name: 'grade', label: '等级', kind: 'select', options: useGrades }],
        form: { fields: [{ name: 'grade', label: '等级', kind: 'select', options: useGrades }] },
        names: { search: 'graded-search', form: 'graded' },
      }),
      client,
      ALL,
    );
    await waitFor(() => expect(view.container.textContent).toContain('ANTA'));
    expect(client.get.mock.calls.map(([url]) => url)).toContain(gradeAllApi.queryAll.path);
    const drawn = cells;
    renderCensus.start();
    answer();
    await waitFor(() => expect(renderCensus.count('Subscribed')).toBeGreaterThan(0));
    expect(renderCensus.count('ResourceTable')).toBe(0);
    expect(cells).toBe(drawn);
    fireEvent.mouseDown(input('graded-search_grade'));
    await waitFor(() => expect(optionTexts()).toEqual(['A级']));
    fireEvent.click(button('新增品牌'));
    await waitFor(() => expect(input('graded_grade')).toBeTruthy());
    fireEvent.mouseDown(input('graded_grade'));
    await waitFor(() => expect(optionTexts()).toEqual(['A级', 'A级']));
  });
});
