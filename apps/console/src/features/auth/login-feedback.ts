import type { MessageInstance } from 'antd/es/message/interface';

/** The login page's messages, whose code (antd's message, its theme) loads when it first speaks. */
export const loginMessage = (): Promise<MessageInstance> => import('../../app/feedback-host.tsx').then((m) => m.pageMessage());
