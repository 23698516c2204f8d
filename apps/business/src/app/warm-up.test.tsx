import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../entry.ts';
import { resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { json, props } from './subapp-test-kit.ts';

beforeEach(() => {
  stubBrowser();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ code: 200, message: 'ok', data: [], total: 0 })),
  );
  // The browser is idle at once here.
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
  history.replaceState(null, '', '/subapp/no-such-page');
});
afterEach(resetBrowser);

describe('style warm-up', { timeout: 60_000 }, () => {
  it('writes the CSS of the list components before any page shows one, showing nothing itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const app = mount(container, props([]));
    await app.ready;
    const css = () => [...container.querySelectorAll('[data-biz-styles] style')].map((s) => s.textContent).join('\n');
    await waitFor(() => expect(container.querySelector('.biz-result')).not.toBeNull(), { timeout: 20_000 });
    // The page on screen (页面不存在) has no table, select or picker; their CSS is there all the same.
    await waitFor(
      () => {
        for (const cls of ['.biz-table', '.biz-select', '.biz-picker', '.biz-pagination', '.biz-tag', '.biz-switch'])
          expect(css()).toContain(cls);
      },
      { timeout: 20_000 },
    );
    expect(container.querySelector('.biz-table, .biz-select, .biz-picker')).toBeNull();
    expect(document.body.querySelector('.biz-table, .biz-select')).toBeNull();
    app.unmount();
    container.remove();
  });
});
