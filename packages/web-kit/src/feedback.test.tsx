import { act, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackBridge, getMessage, messageBridged } from './feedback.tsx';

// Counts the loads of antd's message (the bridge's lazy half): the factory runs when the module is first imported.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./message-holder.tsx', async (original) => {
  loads.count++;
  return original();
});

describe('FeedbackBridge', () => {
  it('the latest bridge mounted speaks; once it unmounts the one before it speaks again', () => {
    const unbridged = getMessage();
    expect(messageBridged()).toBe(false);
    const shell = render(
      <ConfigProvider>
        <FeedbackBridge />
      </ConfigProvider>,
    );
    const shellApi = getMessage();
    expect(shellApi).not.toBe(unbridged);
    // The sub-app mounts its own bridge (own prefix) into the same module, as the one runtime does.
    const subapp = render(
      <ConfigProvider prefixCls="biz">
        <FeedbackBridge />
      </ConfigProvider>,
    );
    expect(getMessage()).not.toBe(shellApi);
    subapp.unmount();
    expect(getMessage()).toBe(shellApi);
    shell.unmount();
    expect(getMessage()).toBe(unbridged);
    expect(messageBridged()).toBe(false);
  });

  it("antd's message loads with the first message, which then shows in the bridge's own prefix; the closer closes it", {
    timeout: 30_000,
  }, async () => {
    const view = render(
      <ConfigProvider prefixCls="biz">
        <FeedbackBridge />
      </ConfigProvider>,
    );
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(loads.count).toBe(0);
    let close: (() => void) | undefined;
    act(() => {
      close = getMessage().success('保存成功', 0);
    });
    await screen.findByText('保存成功', undefined, { timeout: 15_000 });
    expect(loads.count).toBe(1);
    expect(document.querySelector('.biz-message')).not.toBeNull();
    act(() => close?.());
    await vi.waitFor(() => expect(screen.queryByText('保存成功')).toBeNull(), { timeout: 5_000 });
    view.unmount();
  });
});
