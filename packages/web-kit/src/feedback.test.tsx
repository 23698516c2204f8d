import { render } from '@testing-library/react';
import { ConfigProvider, message } from 'antd';
import { describe, expect, it } from 'vitest';
import { FeedbackBridge, getMessage } from './feedback.tsx';

describe('FeedbackBridge', () => {
  it('the latest bridge mounted speaks; once it unmounts the one before it speaks again', () => {
    expect(getMessage()).toBe(message);
    const shell = render(
      <ConfigProvider>
        <FeedbackBridge />
      </ConfigProvider>,
    );
    const shellApi = getMessage();
    expect(shellApi).not.toBe(message);
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
    expect(getMessage()).toBe(message);
  });
});
