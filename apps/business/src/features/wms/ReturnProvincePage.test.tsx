// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { fakeClient, ok, renderWith, resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ReturnProvincePage from './ReturnProvincePage.tsx';

beforeEach(stubBrowser);
afterEach(resetBrowser);

describe('province returns page', { timeout: 60_000 }, () => {
  it('an empty list (a user limited in a dimension other than the province sees none) says why', async () => {
    const client = fakeClient({ '/wms/return/province/queryList': () => ok([], { total: 0 }) });
    await renderWith(<ReturnProvincePage />, client, ['wmsReturnProvince.query']);
    await waitFor(() =>
      expect(document.querySelector('.ant-empty-description')?.textContent).toMatch(
        /^暂无退货单。退货单只按省份归属：.*门店.*看不到退货单$/,
      ),
    );
  });
});
