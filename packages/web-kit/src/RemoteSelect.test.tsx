import { shopInfoApi } from '@console/contract/api/shop';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RemoteSelect } from './RemoteSelect.tsx';
import { fakeClient, ok, renderWith, resetBrowser, stubBrowser } from './test-kit.tsx';

type Shop = { retCode: string; retName: string };
const firstPage: Shop[] = Array.from({ length: 3 }, (_, i) => ({ retCode: `R${i}`, retName: `门店${i}` }));
const wanted: Shop = { retCode: 'R999', retName: '浦口区李记超市' };

beforeEach(stubBrowser);
afterEach(resetBrowser);

describe('RemoteSelect', { timeout: 60_000 }, () => {
  it('searches on the server for what was typed before the first page arrived', async () => {
    let releaseFirst: () => void = () => {};
    const client = fakeClient({
      [shopInfoApi.queryList.path]: (body) => {
        const { retCode } = body as { retCode?: string };
        if (retCode) return ok(retCode === wanted.retCode ? [wanted] : [], { total: retCode === wanted.retCode ? 1 : 0 });
        // The first page is slow: the user types before it comes.
        return new Promise((resolve) => {
          releaseFirst = () => resolve(ok(firstPage, { total: 500 }));
        });
      },
    });
    const view = await renderWith(
      <RemoteSelect
        choices={{
          area: 'shop',
          api: shopInfoApi,
          value: 'retCode',
          label: 'retName',
          pageSize: 3,
          search: (text) => ({ retCode: text }),
        }}
      />,
      client,
    );
    const box = view.container.querySelector('input') as HTMLInputElement;
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: wanted.retCode } });
    await act(async () => releaseFirst());
    await waitFor(() => expect(document.body.textContent).toContain(wanted.retName));
    const bodies = client.post.mock.calls.map(([, body]) => body as { retCode?: string });
    expect(bodies.some((b) => b.retCode === wanted.retCode)).toBe(true);
  });
});
