import { brandApi } from '@console/contract/api/products-api';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RequestError } from './request.ts';
import { fakeClient, ok, providers, resetBrowser, spyMessages } from './test-kit.tsx';
import { useResourceCalls } from './use-resource-calls.ts';

let messages: ReturnType<typeof spyMessages>;
beforeEach(() => {
  messages = spyMessages();
});
afterEach(resetBrowser);

function setup(client = fakeClient(), permissions = ['productBrand.delete', 'productBrand.enable', 'productBrand.add']) {
  const { result } = renderHook(() => useResourceCalls('products', brandApi, 'id'), { wrapper: providers(client, permissions) });
  return { calls: () => result.current, client };
}

describe('useResourceCalls', () => {
  it('allows a call only when the descriptor has it and the user holds its key', () => {
    const { calls } = setup();
    expect(calls().allowed('delete')).toBe(true);
    expect(calls().allowed('enable')).toBe(true);
    expect(calls().allowed('update')).toBe(false); // productBrand.edit not held
    expect(calls().allowed('status')).toBe(false); // brands have no one-row switch call
  });

  it("sends one row as a batch where the call takes ids, otherwise by the row's key", async () => {
    const { calls } = setup();
    expect(await calls().one('enable', 7)).toEqual({ ids: [7] });
    expect(await calls().one('delete', 7)).toEqual({ id: 7 });
  });

  it("runs a call and tells the server's success message", async () => {
    const client = fakeClient({ '/product/brand/enable': () => ok(null, { message: '启用成功' }) });
    const { calls } = setup(client);
    await act(() => calls().run('enable', { ids: [7] }));
    expect(client.post).toHaveBeenCalledWith('/product/brand/enable', { ids: [7] }, { silent: false });
    expect(messages.success).toHaveBeenCalledWith('启用成功');
  });

  it('deletes quietly and tells 删除成功', async () => {
    const { calls, client } = setup();
    let gone = false;
    await act(async () => {
      gone = await calls().remove(7);
    });
    expect(gone).toBe(true);
    expect(client.post).toHaveBeenCalledWith('/product/brand/delete', { id: 7 }, { silent: true });
    expect(messages.success).toHaveBeenCalledWith('删除成功');
  });

  it("tells a failed delete with the server's reason", async () => {
    const client = fakeClient({
      '/product/brand/delete': () => Promise.reject(new RequestError('品牌已被商品使用', 409, 409)),
    });
    const { calls } = setup(client);
    let gone = true;
    await act(async () => {
      gone = await calls().remove(7);
    });
    expect(gone).toBe(false);
    expect(messages.error).toHaveBeenCalledWith('删除失败：品牌已被商品使用');
  });
});
