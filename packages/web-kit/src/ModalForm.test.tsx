import { brandApi } from '@console/contract/api/products-api';
import { schemas } from '@console/contract/endpoint';
import { z } from 'zod';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldDef } from './form-values.ts';
import { ModalForm, type ModalFormProps } from './ModalForm.tsx';
import { RequestError } from './request.ts';
import { button, formErrors, input, resetBrowser, settle, show, stubBrowser } from './test-kit.tsx';

const fields: FieldDef[] = [
  { name: 'code', label: '品牌编码', lockOnEdit: true },
  { name: 'name', label: '品牌名称' },
  { name: 'status', label: '状态', kind: 'status' },
];
const brand = { id: 7, code: 'NIKE', name: '耐克', status: 2, updateTime: '2026-01-02 03:04:05' };

async function open(props: Partial<ModalFormProps> = {}) {
  const onSubmit = vi.fn(async (_values: Record<string, unknown>) => {});
  const onClose = vi.fn();
  await show(
    <ModalForm
      open
      title="新增品牌"
      schema={brandApi.add.input}
      fields={fields}
      name="brand"
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    />,
  );
  return { onSubmit, onClose };
}

const dialog = () => document.querySelector('.ant-modal') as HTMLElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const checkedStatus = () => document.querySelector<HTMLInputElement>('#brand_status input:checked')?.value;

beforeEach(stubBrowser);
afterEach(resetBrowser);

describe('ModalForm', { timeout: 30_000 }, () => {
  it('opens empty for a new row, with the status field on 启用', async () => {
    await open({ initial: {} });
    await waitFor(() => expect(input('brand_code').value).toBe(''));
    expect(dialog().textContent).toContain('新增品牌');
    expect(input('brand_name').value).toBe('');
    expect(checkedStatus()).toBe('1');
    expect(input('brand_code').disabled).toBe(false);
  });

  it('opens with the edited row: its values shown, the code locked', async () => {
    await open({ title: '编辑品牌', schema: brandApi.update.input, rules: brandApi.add.input, initial: brand });
    await waitFor(() => expect(input('brand_name').value).toBe('耐克'));
    expect(input('brand_code').value).toBe('NIKE');
    expect(input('brand_code').disabled).toBe(true);
    expect(checkedStatus()).toBe('2');
  });

  it("checks the fields with the descriptor's schema and shows its Chinese messages; nothing is sent", async () => {
    const { onSubmit } = await open({ initial: {} });
    await waitFor(() => expect(checkedStatus()).toBe('1'));
    fireEvent.click(button('确定'));
    await waitFor(() => expect(formErrors()).toEqual(['请输入品牌编码', '请输入品牌名称']));
    type('brand_code', 'bad code!');
    await waitFor(() => expect(formErrors()).toContain('品牌编码只能包含字母、数字、下划线和中划线'));
    fireEvent.click(button('确定'));
    await settle();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the filled values and closes', async () => {
    const { onSubmit, onClose } = await open({ initial: {} });
    await waitFor(() => expect(checkedStatus()).toBe('1'));
    type('brand_code', 'ADIDAS');
    type('brand_name', '阿迪达斯');
    fireEvent.click(button('确定'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ code: 'ADIDAS', name: '阿迪达斯', status: 1 });
  });

  it('sends an edit with the row key and the updateTime it read', async () => {
    const { onSubmit } = await open({ title: '编辑品牌', schema: brandApi.update.input, rules: brandApi.add.input, initial: brand });
    await waitFor(() => expect(input('brand_name').value).toBe('耐克'));
    type('brand_name', '耐克中国');
    fireEvent.click(button('确定'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ code: 'NIKE', name: '耐克中国', status: 2, id: 7, updateTime: brand.updateTime });
  });

  it("shows the server's 409 in the form and keeps it open with the user's input", async () => {
    const { onSubmit, onClose } = await open({ title: '编辑品牌', schema: brandApi.update.input, initial: brand });
    onSubmit.mockRejectedValueOnce(new RequestError('数据已被他人修改，请刷新后重试', 409, 409));
    await waitFor(() => expect(input('brand_name').value).toBe('耐克'));
    type('brand_name', '耐克中国');
    fireEvent.click(button('确定'));
    await waitFor(() => expect(dialog().querySelector('.ant-alert-error')?.textContent).toContain('数据已被他人修改，请刷新后重试'));
    expect(input('brand_name').value).toBe('耐克中国');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open without an alert of its own when another server error was told by the request client', async () => {
    const { onSubmit, onClose } = await open({ initial: {} });
    onSubmit.mockRejectedValueOnce(new RequestError('品牌编码已存在', 600001, 200));
    await waitFor(() => expect(checkedStatus()).toBe('1'));
    type('brand_code', 'NIKE');
    type('brand_name', '耐克');
    fireEvent.click(button('确定'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await settle();
    expect(dialog().querySelector('.ant-alert')).toBeNull();
    expect(input('brand_code').value).toBe('NIKE');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a value issued once instead of closing, then closes on 关闭', async () => {
    const { onClose } = await open({
      initial: {},
      fields: [...fields, { name: 'remark', label: '备注' }],
      result: { field: 'remark', label: '备注', hint: '只显示这一次' },
    });
    await waitFor(() => expect(checkedStatus()).toBe('1'));
    type('brand_code', 'NIKE');
    type('brand_name', '耐克');
    type('brand_remark', 'S3cret!');
    fireEvent.click(button('确定'));
    await waitFor(() => expect(dialog().querySelector('.ant-alert-success')?.textContent).toContain('备注：S3cret!'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(button('关闭'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on 取消 without sending', async () => {
    const { onSubmit, onClose } = await open({ initial: {} });
    await waitFor(() => expect(checkedStatus()).toBe('1'));
    fireEvent.click(button('取消'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens when its schemas load at once, while the first render waits (use() called the same way in the replay)', async () => {
    const shape = z.strictObject({ code: z.string().min(1, '请输入品牌编码'), name: z.string(), status: z.number() });
    // Modules already imported elsewhere: each import() settles in a microtask, so React replays the waiting render.
    const errors = vi.spyOn(console, 'error');
    await open({ schema: schemas(async () => ({ shape })).shape, rules: schemas(async () => ({ shape })).shape, initial: {} });
    await waitFor(() => expect(input('brand_code').value).toBe(''));
    expect(errors.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('hook'))).toEqual([]);
  });
});
