import { STATUS_OPTIONS } from '@console/contract/api/resource';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { linkedSearch, type SearchField, SearchForm } from './SearchForm.tsx';
import { button, input, resetBrowser, show, stubBrowser } from './test-kit.tsx';

const fields: SearchField[] = [
  { name: 'code', label: '品牌编码' },
  { name: 'name', label: '品牌名称', placeholder: '名称或拼音' },
  { name: 'status', label: '状态', kind: 'select', options: STATUS_OPTIONS },
];

async function mount() {
  const onSearch = vi.fn();
  await show(<SearchForm name="brand-search" fields={fields} onSearch={onSearch} />);
  return onSearch;
}

const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
/** Opens the select and picks the option with this text. */
async function choose(id: string, text: string) {
  fireEvent.mouseDown(input(id));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === text);
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  fireEvent.click(option);
}
/** The option the select shows as chosen. */
const chosen = () => document.querySelector('.ant-select-content-has-value')?.textContent;
const labels = () => [...document.querySelectorAll('label')].map((l) => l.textContent);

beforeEach(stubBrowser);
afterEach(resetBrowser);

describe('SearchForm', { timeout: 30_000 }, () => {
  it('shows each filter with its label and placeholder, and 查询 / 重置', async () => {
    await mount();
    expect(labels()).toEqual(['品牌编码', '品牌名称', '状态']);
    expect(input('brand-search_code').placeholder).toBe('请输入品牌编码');
    expect(input('brand-search_name').placeholder).toBe('名称或拼音');
    expect(document.querySelector('.ant-select')?.textContent).toContain('全部');
    expect(button('查询')).toBeTruthy();
    expect(button('重置')).toBeTruthy();
  });

  it('查询 answers the filled filters only, a chosen option by its value', async () => {
    const onSearch = await mount();
    type('brand-search_name', '耐克');
    await choose('brand-search_status', '停用');
    fireEvent.click(button('查询'));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch).toHaveBeenCalledWith({ name: '耐克', status: 2 });
  });

  it('a text cleared again is no filter', async () => {
    const onSearch = await mount();
    type('brand-search_code', 'NIKE');
    type('brand-search_code', '');
    fireEvent.click(button('查询'));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({}));
  });

  it('重置 empties every filter and searches with none', async () => {
    const onSearch = await mount();
    type('brand-search_code', 'NIKE');
    await choose('brand-search_status', '启用');
    await waitFor(() => expect(chosen()).toBe('启用'));
    fireEvent.click(button('重置'));
    expect(onSearch).toHaveBeenCalledWith({});
    await waitFor(() => expect(input('brand-search_code').value).toBe(''));
    expect(chosen()).toBeUndefined();
    fireEvent.click(button('查询'));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(2));
    expect(onSearch).toHaveBeenLastCalledWith({});
  });

  it('shows the filters a link gave; 重置 empties them too', async () => {
    const onSearch = vi.fn();
    await show(<SearchForm name="brand-search" fields={fields} onSearch={onSearch} initialValues={{ code: 'B01', status: 2 }} />);
    expect(input('brand-search_code').value).toBe('B01');
    expect(chosen()).toBe('停用');
    fireEvent.click(button('重置'));
    await waitFor(() => expect(input('brand-search_code').value).toBe(''));
    expect(chosen()).toBeUndefined();
    fireEvent.click(button('查询'));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({}));
  });

  it('is a form of the given name, each label pointing at its input', async () => {
    await mount();
    expect(document.querySelector('form')?.id).toBe('brand-search');
    expect([...document.querySelectorAll('label')].map((l) => l.htmlFor)).toEqual([
      'brand-search_code',
      'brand-search_name',
      'brand-search_status',
    ]);
  });
});

describe('linkedSearch', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('takes the named fields a link gives: a select as its option value, a text as written; nothing else', () => {
    window.history.replaceState(null, '', '/subapp/x?status=2&code=B01&name=耐&other=1');
    expect(linkedSearch(fields, ['status', 'code'])).toEqual({ status: 2, code: 'B01' });
    window.history.replaceState(null, '', '/subapp/x?status=7');
    expect(linkedSearch(fields, ['status'])).toEqual({});
    expect(linkedSearch(fields)).toEqual({});
  });
});
