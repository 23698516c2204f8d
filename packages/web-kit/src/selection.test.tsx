import { act, fireEvent, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BatchStatus, batchStatusButtons, useSelection } from './selection.tsx';
import { button, resetBrowser, show, spyMessages, stubBrowser } from './test-kit.tsx';

type Brand = { id: number; name: string; status: number };
const rows: Brand[] = [
  { id: 1, name: '耐克', status: 1 },
  { id: 2, name: '阿迪达斯', status: 2 },
  { id: 3, name: '李宁', status: 2 },
];

beforeEach(stubBrowser);
afterEach(resetBrowser);

describe('useSelection', () => {
  it('gives the table no selection when rows may not be chosen', () => {
    const { result } = renderHook(() => useSelection<Brand>());
    expect(result.current.rowSelection(false)).toBeUndefined();
  });

  it('keeps the chosen keys and rows; a deleted row drops out; clear forgets all', () => {
    const { result } = renderHook(() => useSelection<Brand>());
    act(() => result.current.rowSelection(true)?.onChange?.([1, 2], rows.slice(0, 2), { type: 'multiple' }));
    expect(result.current.keys).toEqual([1, 2]);
    expect(result.current.rows).toEqual(rows.slice(0, 2));
    expect(result.current.rowSelection(true)?.selectedRowKeys).toEqual([1, 2]);
    act(() => result.current.drop(1));
    expect(result.current.keys).toEqual([2]);
    act(() => result.current.clear());
    expect(result.current.keys).toEqual([]);
    expect(result.current.rows).toEqual([]);
  });
});

describe('batchStatusButtons', () => {
  async function mount(b: Partial<BatchStatus<Brand>> = {}) {
    const wiring = {
      rows,
      chosen: [1, 2],
      keyOf: (r: Brand) => r.id,
      allowed: () => true,
      run: vi.fn(async () => ({})),
      clear: vi.fn(),
      ...b,
    };
    await show(<div>{batchStatusButtons(wiring)}</div>);
    return wiring;
  }

  it('sends only the chosen rows not already in the target state, then clears the choice', async () => {
    const b = await mount();
    fireEvent.click(button('批量启用'));
    await waitFor(() => expect(b.clear).toHaveBeenCalledTimes(1));
    expect(b.run).toHaveBeenCalledWith('enable', { ids: [2] });
    fireEvent.click(button('批量停用'));
    await waitFor(() => expect(b.clear).toHaveBeenCalledTimes(2));
    expect(b.run).toHaveBeenLastCalledWith('disable', { ids: [1] });
  });

  it('says so and sends nothing when every chosen row is already in that state', async () => {
    const { info } = spyMessages();
    const b = await mount({ chosen: [2, 3] });
    fireEvent.click(button('批量停用'));
    await waitFor(() => expect(info).toHaveBeenCalledWith('所选数据均已停用'));
    expect(b.run).not.toHaveBeenCalled();
    expect(b.clear).not.toHaveBeenCalled();
  });

  it('a failed call still clears the choice (the request client told why)', async () => {
    const b = await mount({ run: vi.fn(async () => Promise.reject(new Error('启用失败'))) });
    fireEvent.click(button('批量启用'));
    await waitFor(() => expect(b.clear).toHaveBeenCalledTimes(1));
  });

  it('is disabled until a row is chosen, and shows only the calls the user holds', async () => {
    await mount({ chosen: [], allowed: (a) => a === 'disable' });
    expect(() => button('批量停用')).toThrow('only disabled ones');
    expect(document.body.textContent).not.toContain('批量启用');
  });
});
