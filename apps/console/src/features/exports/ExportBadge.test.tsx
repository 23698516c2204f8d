import { resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportBadge } from './ExportBadge.tsx';

// The badge's one call answers what `tasks` holds; every key is granted (no server, no stored menus here).
const tasks: { current: { fileName: string; status: string; progress: number }[] } = { current: [] };
vi.mock('@console/web-kit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@console/web-kit')>()),
  hasPermission: () => true,
  createCall: () => async () => ({ data: tasks.current }),
}));

beforeEach(stubBrowser);
afterEach(() => {
  resetBrowser();
  tasks.current = [];
});

function renderBadge() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ExportBadge />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe('ExportBadge', () => {
  it('keeps its one button while the tooltip and the count load and show: the focus stays on it', async () => {
    const client = renderBadge();
    const button = screen.getByRole('button', { name: '导出中心' });
    act(() => button.focus());
    fireEvent.pointerEnter(button);
    // The tooltip's code arrives and it opens, beside the button rather than around it.
    expect(await screen.findByRole('tooltip', {}, { timeout: 10_000 })).toHaveProperty('textContent', '导出中心');
    expect(screen.getByRole('button', { name: '导出中心' })).toBe(button);
    tasks.current = [{ fileName: '用户列表', status: 'running', progress: 40 }];
    await act(() => client.invalidateQueries());
    await waitFor(() => expect(document.querySelector('.export-badge-count .ant-badge-count')?.textContent).toBe('1'), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: '导出中心' })).toBe(button);
    expect(document.activeElement).toBe(button);
  });
});
