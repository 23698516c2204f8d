import { brandApi } from '@console/contract/api/products-api';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldDef } from './form-values.ts';
import { useResourceForms } from './resource-forms.tsx';
import type { ResourceTableProps, RowForm } from './resource-table-props.ts';
import { button, fakeClient, input, ok, renderWith, resetBrowser, spyMessages, stubBrowser } from './test-kit.tsx';

type Brand = { id: number; code: string; name: string; status: number; remark?: string };
const nike: Brand = { id: 7, code: 'NIKE', name: '耐克', status: 1 };
const fields: FieldDef[] = [
  { name: 'code', label: '品牌编码' },
  { name: 'name', label: '品牌名称' },
  { name: 'status', label: '状态', kind: 'status' },
];

/** Mounts the hook with its holder; answers what it opens forms with. */
async function mount(form: ResourceTableProps<Brand>['form'] = { fields }, client = fakeClient()) {
  const run = vi.fn(async () => ({}));
  let forms: ReturnType<typeof useResourceForms<Brand>> | undefined;
  function Harness() {
    forms = useResourceForms<Brand>({ area: 'products', api: brandApi, label: '品牌', rowKey: 'id', form, name: 'brand', run });
    return forms.holder;
  }
  await renderWith(<Harness />, client);
  /** Calls one of the hook's openers as a click would. */
  const open = (fn: (f: NonNullable<typeof forms>) => unknown) => act(async () => void (await fn(forms as NonNullable<typeof forms>)));
  return { run, open, client };
}
const title = () => document.querySelector('.ant-modal-title')?.textContent;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });

beforeEach(stubBrowser);
afterEach(resetBrowser);

describe('useResourceForms', { timeout: 30_000 }, () => {
  it("新增 opens with the form's defaults and those taken from the list's filters, and sends an add", async () => {
    const { run, open } = await mount({ fields, defaults: { status: 2 }, defaultsFrom: (f) => ({ code: `${f.prefix}-` }) });
    expect(document.querySelector('.ant-modal')).toBeNull();
    await open((f) => f.add({ prefix: 'CN' }));
    await waitFor(() => expect(input('brand_code').value).toBe('CN-'));
    expect(title()).toBe('新增品牌');
    type('brand_code', 'CN-01');
    type('brand_name', '安踏');
    fireEvent.click(button('确定'));
    await waitFor(() => expect(run).toHaveBeenCalledWith('add', { code: 'CN-01', name: '安踏', status: 2 }));
  });

  it("编辑 opens with the row (through toInitial) and sends an update with the row's key", async () => {
    const { run, open } = await mount({ fields, toInitial: (r) => ({ ...r, name: r.name.toUpperCase(), code: 'X1' }) });
    await open((f) => f.edit(nike));
    await waitFor(() => expect(input('brand_code').value).toBe('X1'));
    expect(title()).toBe('编辑品牌');
    fireEvent.click(button('确定'));
    await waitFor(() => expect(run).toHaveBeenCalledWith('update', { code: 'X1', name: '耐克', status: 1, id: 7 }));
  });

  it('a row form opens with what `load` read merged over the row, sends to its call and tells the reply', async () => {
    const { success } = spyMessages();
    const client = fakeClient({ '/product/brand/update': () => ok(null, { message: '备注已保存' }) });
    const rowForm: RowForm<Brand> = {
      button: '备注',
      call: brandApi.update,
      title: (row) => `备注：${row.name}`,
      fields: [{ name: 'remark', label: '备注' }],
      load: async () => ({ remark: '旧备注' }),
      toBody: (values, row) => ({ ...row, ...values }),
    };
    const { open } = await mount(undefined, client);
    await open((f) => f.openRowForm(rowForm, nike));
    await waitFor(() => expect(input('modal-form_remark').value).toBe('旧备注'));
    expect(title()).toBe('备注：耐克');
    type('modal-form_remark', '新备注');
    fireEvent.click(button('确定'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('备注已保存'));
    expect(client.post).toHaveBeenCalledWith('/product/brand/update', expect.objectContaining({ id: 7, remark: '新备注' }), undefined);
  });

  it('a row form whose load failed does not open (the edit form opened after it is the only one)', async () => {
    const rowForm: RowForm<Brand> = {
      button: '备注',
      call: brandApi.update,
      title: () => '备注',
      fields: [{ name: 'remark', label: '备注' }],
      load: () => Promise.reject(new Error('读取失败')),
    };
    const { open } = await mount();
    await open((f) => f.openRowForm(rowForm, nike));
    await open((f) => f.edit(nike));
    await waitFor(() => expect(input('brand_code').value).toBe('NIKE'));
    expect([...document.querySelectorAll('.ant-modal-title')].map((t) => t.textContent)).toEqual(['编辑品牌']);
  });
});
