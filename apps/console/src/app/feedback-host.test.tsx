import { describe, expect, it, vi } from 'vitest';
import { loadMessages, messageBridged } from '@console/web-kit';
import { pageMessage } from './feedback-host.tsx';

vi.mock('@console/web-kit', async (original) => ({ ...(await original<object>()), loadMessages: vi.fn(async () => ({})) }));

describe('the login page’s messages (pageMessage)', () => {
  it('mount a bridge and fetch antd’s message code before anything is said: 登录成功 then needs no code of its own', () => {
    expect(messageBridged()).toBe(false);
    pageMessage();
    expect(messageBridged()).toBe(true);
    expect(loadMessages).toHaveBeenCalledOnce();
  });
});
