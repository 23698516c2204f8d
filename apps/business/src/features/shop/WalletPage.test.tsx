import { fireEvent, waitFor } from '@testing-library/react';
import { button, fakeClient, input, ok, renderWith, resetBrowser, settle, stubBrowser } from '@console/web-kit/test-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WalletPage from './WalletPage.tsx';

const shop = { retCode: 'R000254', retName: '闵行区胡记优选', balance: 125000, updateTime: '2026-11-23 09:00:00' };
const KEYS = ['walletBalance.query', 'walletBalance.recharge', 'walletBalance.deduct'];

/** The Idempotency-Key of each money move the page sent, in order. */
const keysSent = (client: ReturnType<typeof fakeClient>, path: string) =>
  client.post.mock.calls
    .filter(([url]) => url === path)
    .map((c) => (c as unknown as [string, unknown, { headers?: Record<string, string> } | undefined])[2]?.headers?.['Idempotency-Key']);

/** Opens the row's form (充值 / 扣款), types the move and clicks 确定. */
async function move(action: '充值' | '扣款', amount: string) {
  await waitFor(() => fireEvent.click(button(action)));
  await waitFor(() => input('modal-form_amount'));
  fireEvent.change(input('modal-form_amount'), { target: { value: amount } });
  fireEvent.change(input('modal-form_reason'), { target: { value: '门店活动' } });
  fireEvent.click(button('确定'));
}
const formOpen = () => document.querySelector('.ant-modal-wrap:not([style*="display: none"]) #modal-form_amount') !== null;

beforeEach(stubBrowser);
afterEach(resetBrowser);

describe('wallet page', { timeout: 60_000 }, () => {
  it('recharge and deduct send an Idempotency-Key: the same on a retry after a failure, a new one for the next move', async () => {
    let failNext = true;
    const answer = (message: string) => () => {
      if (failNext) {
        failNext = false;
        throw new Error('请求超时');
      }
      return ok({ balance: 0 }, { message });
    };
    const client = fakeClient({
      '/shop/wall/balance/queryList': () => ok([shop], { total: 1 }),
      '/shop/wall/balance/recharge': answer('充值成功'),
      '/shop/wall/balance/deduct': answer('扣款成功'),
    });
    await renderWith(<WalletPage />, client, KEYS);

    await move('充值', '12.5');
    await waitFor(() => expect(keysSent(client, '/shop/wall/balance/recharge')).toHaveLength(1));
    await settle();
    expect(formOpen()).toBe(true); // the try failed: the form keeps the input, 确定 again is the retry
    fireEvent.click(button('确定'));
    await waitFor(() => expect(keysSent(client, '/shop/wall/balance/recharge')).toHaveLength(2));
    const [first, retry] = keysSent(client, '/shop/wall/balance/recharge');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(client.post).toHaveBeenCalledWith(
      '/shop/wall/balance/recharge',
      { retCode: shop.retCode, amount: 1250, reason: '门店活动' },
      expect.anything(),
    );

    // The same move done again once it succeeded is a new action: a new key.
    await waitFor(() => expect(formOpen()).toBe(false));
    await move('充值', '12.5');
    await waitFor(() => expect(keysSent(client, '/shop/wall/balance/recharge')).toHaveLength(3));
    expect(keysSent(client, '/shop/wall/balance/recharge')[2]).not.toBe(first);

    failNext = true;
    await waitFor(() => expect(formOpen()).toBe(false));
    await move('扣款', '3');
    await waitFor(() => expect(keysSent(client, '/shop/wall/balance/deduct')).toHaveLength(1));
    await settle();
    fireEvent.click(button('确定'));
    await waitFor(() => expect(keysSent(client, '/shop/wall/balance/deduct')).toHaveLength(2));
    const [deduct, deductRetry] = keysSent(client, '/shop/wall/balance/deduct');
    expect(deduct).toMatch(/^[0-9a-f-]{36}$/);
    expect(deductRetry).toBe(deduct);
  });
});
