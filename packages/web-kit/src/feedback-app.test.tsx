import { act, render, screen } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { getMessage } from './feedback.tsx';
import { FeedbackApp } from './feedback-app.tsx';

type Api = ReturnType<typeof App.useApp>;

function Capture({ into }: { into: { api?: Api } }) {
  into.api = App.useApp();
  return null;
}

describe('FeedbackApp: App.useApp() without antd Modal in the first load', () => {
  it("message is the bridge's; a modal asked before its code is in opens once it is, and answers its caller", {
    timeout: 30_000,
  }, async () => {
    const got: { api?: Api } = {};
    const view = render(
      <ConfigProvider prefixCls="biz">
        <FeedbackApp>
          <Capture into={got} />
        </FeedbackApp>
      </ConfigProvider>,
    );
    const api = got.api as Api;
    expect(api.message).toBe(getMessage());
    // Nothing of the modal is rendered until a dialog is asked for.
    expect(document.querySelector('.biz-modal')).toBeNull();
    let answer: boolean | undefined;
    act(() => {
      void api.modal.confirm({ title: '确认删除？' }).then((ok) => {
        answer = ok;
      });
    });
    await screen.findAllByText('确认删除？', undefined, { timeout: 15_000 });
    // Opened once, in the app's own prefix (the holder sits inside its ConfigProvider).
    expect(document.querySelectorAll('.biz-modal-confirm')).toHaveLength(1);
    act(() => document.querySelector<HTMLElement>('.biz-modal-confirm .biz-btn-primary')?.click());
    await vi.waitFor(() => expect(answer).toBe(true));
    // Once loaded, a further dialog is antd's own instance at once.
    let later: ReturnType<Api['modal']['info']> | undefined;
    act(() => {
      later = api.modal.info({ title: '说明' });
    });
    await screen.findAllByText('说明');
    act(() => later?.destroy());
    view.unmount();
  });
});
