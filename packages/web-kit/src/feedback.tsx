import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

// Static antd methods cannot read ConfigProvider (theme, prefixCls) and warn under React 19. The holder below,
// rendered once inside ConfigProvider, hands a context-aware instance to code that runs outside React (the
// request client) and to pages. It uses message.useMessage rather than <App> so the login bundle does not
// carry Modal and notification.
let current: MessageInstance | null = null;

export function getMessage(): MessageInstance {
  return current ?? staticMessage;
}

/** Render once inside ConfigProvider. */
export function FeedbackBridge({ maxCount = 3 }: { maxCount?: number }) {
  const [api, holder] = staticMessage.useMessage({ maxCount });
  // Assigned during render so it is in place before any child effect starts a request.
  current = api;
  return holder;
}
