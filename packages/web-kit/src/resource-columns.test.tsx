import { brandApi } from '@console/contract/api/products-api';
import { fireEvent, render } from '@testing-library/react';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headerWidth } from './declared-columns.tsx';
import { type ActionsWiring, resourceColumns, STICKY_END_SHADOW, searchFields } from './resource-columns.tsx';
import type { ResourceColumn } from './resource-table-props.ts';
import { button, resetBrowser, stubBrowser } from './test-kit.tsx';

type Brand = { id: number; name: string; status: number };
const nike: Brand = { id: 7, name: '耐克', status: 1 };
const columns: ResourceColumn<Brand>[] = [
  { title: '品牌名称', dataIndex: 'name', search: true },
  { title: '备注', dataIndex: 'remark' },
];

const noActions = (): ActionsWiring<Brand> => ({ label: '品牌', has: () => true, openRowForm: vi.fn(), confirmDialog: vi.fn() });
const build = (o: Partial<Parameters<typeof resourceColumns<Brand>>[0]> = {}) =>
  resourceColumns<Brand>({ columns, page: { page: 1, pageSize: 10 }, status: null, actions: noActions(), ...o });
const keys = (cs: ReturnType<typeof build>) => cs.map((c) => c.key ?? (c as ColumnType<Brand>).dataIndex);
/** Renders one cell of a column for a row. */
const cell = (c: ReturnType<typeof build>[number], row: Brand, i = 0) =>
  render(<div>{(c as ColumnType<Brand>).render?.(undefined, row, i) as ReactNode}</div>);

beforeEach(stubBrowser);
afterEach(resetBrowser);

describe('searchFields', () => {
  it("turns the columns marked `search` into text filters first, then the page's own filters", () => {
    expect(searchFields(columns, [{ name: 'status', label: '状态', kind: 'select' }])).toEqual([
      { name: 'name', label: '品牌名称' },
      { name: 'status', label: '状态', kind: 'select' },
    ]);
  });
});

describe('resourceColumns', () => {
  it('numbers the rows across pages in 序号, and leaves the search mark off the columns', () => {
    const cs = build({ page: { page: 3, pageSize: 20 } });
    expect(keys(cs)).toEqual(['__index', 'name', 'remark']);
    expect(cell(cs[0], nike, 4).container.textContent).toBe('45');
    expect(cs.some((c) => 'search' in c)).toBe(false);
    expect(keys(build({ index: false }))).toEqual(['name', 'remark']);
  });

  it("puts the status switch last, or in the page's column keyed 'status' keeping its title and width", () => {
    const status = { spec: {}, rowKey: 'id', allowed: () => true, toggle: vi.fn(async () => {}) };
    expect(keys(build({ status }))).toEqual(['__index', 'name', 'remark', 'status']);
    const placed = build({ status, columns: [{ title: '是否启用', key: 'status', width: 120 }, ...columns] });
    expect(keys(placed)).toEqual(['__index', 'status', 'name', 'remark']);
    expect(placed[1]).toMatchObject({ title: '是否启用', width: 120 });
    fireEvent.click(cell(placed[1], nike).getByRole('switch'));
    expect(status.toggle).toHaveBeenCalledWith(nike, false, 2);
  });

  it('has no 操作 column when a row has no action', () => {
    expect(keys(build())).not.toContain('__actions');
  });

  it('shows the row forms the user holds, the page actions, 编辑 where the row may be edited, and 删除', () => {
    const actions: ActionsWiring<Brand> = {
      ...noActions(),
      width: 240,
      has: (k) => k === brandApi.update.permission,
      rowForms: [
        { button: '改名', call: brandApi.update, fields: [], title: () => '改名' },
        { button: '删掉', call: brandApi.delete, fields: [], title: () => '删掉' },
      ],
      rowActions: (row) => <a href={`#${row.id}`}>详情</a>,
      edit: vi.fn(),
      canEdit: (row) => row.status === 1,
      remove: vi.fn(async () => {}),
    };
    const cs = build({ actions, stickyEnd: 'end' });
    const column = cs.at(-1) as ColumnType<Brand>;
    expect(column).toMatchObject({ title: '操作', key: '__actions', className: 'end', width: 240 });
    // The cut-off column under it must not read as a squeezed one: the sticky cell draws its edge.
    for (const props of [column.onCell?.(nike), column.onHeaderCell?.(column)])
      expect(props?.style).toMatchObject({ insetInlineEnd: 0, boxShadow: STICKY_END_SHADOW });
    const shown = cell(column, nike).container;
    expect([...shown.querySelectorAll('button, a')].map((b) => (b.textContent ?? '').replace(/\s/g, ''))).toEqual([
      '改名',
      '详情',
      '编辑',
      '删除',
    ]);
    fireEvent.click(button('改名', shown));
    expect(actions.openRowForm).toHaveBeenCalledWith(actions.rowForms?.[0], nike);
    fireEvent.click(button('编辑', shown));
    expect(actions.edit).toHaveBeenCalledWith(nike);
    expect(cell(column, { ...nike, status: 2 }).container.textContent).not.toContain('编辑');
  });

  it('leaves 删除 off a row its page says may not be deleted (a document past its draft)', () => {
    const actions: ActionsWiring<Brand> = { ...noActions(), remove: vi.fn(async () => {}), canDelete: (row) => row.status === 1 };
    const column = build({ actions }).at(-1) as ColumnType<Brand>;
    expect(cell(column, nike).container.textContent).toContain('删除');
    expect(cell(column, { ...nike, status: 4 }).container.textContent).not.toContain('删除');
  });

  it("asks before deleting, naming the row by the confirm's field, and deletes on OK", () => {
    const actions: ActionsWiring<Brand> = { ...noActions(), remove: vi.fn(async () => {}), deleteConfirm: { name: 'name' } };
    const shown = cell(build({ actions }).at(-1) as ColumnType<Brand>, nike).container;
    fireEvent.click(button('删除', shown));
    const asked = vi.mocked(actions.confirmDialog).mock.calls[0][0];
    expect(asked).toMatchObject({ title: '提示', content: '确定删除品牌“耐克”吗？' });
    expect(actions.remove).not.toHaveBeenCalled();
    void asked.onOk?.();
    expect(actions.remove).toHaveBeenCalledWith(nike);
  });
});

describe('column widths', () => {
  it("widens a page's column narrower than its header and gives a column without width its header's", () => {
    const cs = build({
      columns: [
        { title: '零售商类型', dataIndex: 'type', width: 60 },
        { title: '品牌名称', dataIndex: 'name', width: 300 },
        { title: '备注', dataIndex: 'remark' },
      ],
    }) as ColumnType<Brand>[];
    const byKey = Object.fromEntries(cs.map((c) => [c.dataIndex ?? c.key, c]));
    expect(byKey.type.width).toBe(headerWidth('零售商类型'));
    expect(byKey.type.width).toBeGreaterThanOrEqual(5 * 14 + 32);
    expect(byKey.name.width).toBe(300);
    expect(byKey.remark.width).toBe(headerWidth('备注'));
  });
});
