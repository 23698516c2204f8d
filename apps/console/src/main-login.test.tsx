import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Every ConfigProvider that renders, counted: antd's theme and CSS-in-JS come with it.
const themed = vi.hoisted(() => ({ renders: 0 }));
vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof import('antd')>();
  const Counted = (props: Parameters<typeof antd.ConfigProvider>[0]) => {
    themed.renders++;
    return <antd.ConfigProvider {...props} />;
  };
  const { ConfigContext, config, useConfig } = antd.ConfigProvider;
  return { ...antd, ConfigProvider: Object.assign(Counted, { ConfigContext, config, useConfig }) };
});
// A sign-in that answers without a token: the page reports it through its message.
vi.mock('./shared/api.ts', () => ({ call: vi.fn(async () => ({ data: {} })) }));

describe('/login on its first load (issue 31)', () => {
  it('draws the form without antd’s providers; its first message mounts the themed holder', async () => {
    window.history.replaceState(null, '', '/login');
    document.body.innerHTML = '<div id="root"></div>';
    await import('./main.tsx');
    const loginId = await screen.findByPlaceholderText('请输入账号', undefined, { timeout: 10_000 });
    expect(themed.renders).toBe(0);

    fireEvent.change(loginId, { target: { value: 'admin' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'Secret-123' } });
    fireEvent.submit(loginId.closest('form') as HTMLFormElement);
    // The message's code loads with it (feedback.tsx): room on a busy machine.
    await waitFor(() => expect(screen.getByText('Network Error')).toBeTruthy(), { timeout: 20_000 });
    expect(themed.renders).toBeGreaterThan(0);
    expect(window.location.pathname).toBe('/login');
  }, 45_000);
});
