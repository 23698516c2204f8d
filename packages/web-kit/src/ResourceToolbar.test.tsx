import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceToolbar } from './ResourceToolbar.tsx';
import { button, fakeClient, renderWith, resetBrowser, stubBrowser } from './test-kit.tsx';

type Brand = { id: number; status: number };
type Props = Parameters<typeof ResourceToolbar<Brand>>[0];
const picked: Brand[] = [{ id: 1, status: 1 }];

function mount(props: Partial<Props> = {}, permissions: string[] = []) {
  const all: Props = {
    label: '品牌',
    query: { page: 1, pageSize: 10, name: '耐' },
    chosen: { rows: picked, clear: vi.fn() },
    onImported: vi.fn(),
    ...props,
  };
  return renderWith(<ResourceToolbar<Brand> {...all} />, fakeClient(), permissions);
}
const texts = () => [...document.querySelectorAll('button')].map((b) => (b.textContent ?? '').replace(/\s/g, ''));

beforeEach(stubBrowser);
afterEach(resetBrowser);

describe('ResourceToolbar', () => {
  it('takes no room without a button', async () => {
    const { container } = await mount({ importAs: 'brandList', exportAs: 'brandList' });
    expect(container.innerHTML).toBe('');
  });

  it('shows 新增<label>, the batch buttons, 导入 and 导出 in that order, each for the keys the user holds', async () => {
    const onAdd = vi.fn();
    const batch = { rows: picked, chosen: [1], keyOf: (r: Brand) => r.id, allowed: () => true, run: vi.fn(), clear: vi.fn() };
    await mount({ onAdd, batch, importAs: 'brandList', exportAs: 'brandList' }, ['brandList.import', 'brandList.export']);
    expect(texts()).toEqual(['新增品牌', '批量启用', '批量停用', '导入', '导出']);
    fireEvent.click(button('新增品牌'));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('leaves out import and export without their keys', async () => {
    await mount({ onAdd: vi.fn(), importAs: 'brandList', exportAs: 'brandList' }, ['brandList.export']);
    expect(texts()).toEqual(['新增品牌', '导出']);
  });

  it("gives the page's own buttons the list's filters and the chosen rows", async () => {
    const toolbar = vi.fn((filters: Record<string, unknown>, chosen: { rows: Brand[] }) => (
      <button type="button">{`打印 ${String(filters.name)} ${chosen.rows.length}`}</button>
    ));
    await mount({ toolbar });
    expect(texts()).toEqual(['打印耐1']);
    expect(toolbar).toHaveBeenCalledWith({ page: 1, pageSize: 10, name: '耐' }, expect.objectContaining({ rows: picked }));
  });
});
