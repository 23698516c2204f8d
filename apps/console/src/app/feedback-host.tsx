import { getMessage, loadMessages, messageBridged } from '@console/web-kit';
import type { MessageInstance } from 'antd/es/message/interface';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ThemedFeedback } from './providers.tsx';

/**
 * The messages of a page drawn without the shell's providers (the login page's first load, issue 31: antd's
 * theme, message and CSS-in-JS stay off the entry chunk). When no bridge speaks yet, a themed one mounts in a
 * root of its own: it outlives the switch to the router, so that 登录成功 stays on screen while the shell (with
 * its own bridge, which then speaks) replaces the login page.
 * antd's message code starts loading here, while the sign-in request is out: loaded on 登录成功 itself, it came in
 * with the first page's code and competed with that page's first paint.
 */
export function pageMessage(): MessageInstance {
  if (!messageBridged()) {
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    // Synchronously: the bridge is registered before the request client can report a failure through it.
    flushSync(() => root.render(<ThemedFeedback />));
  }
  // Ignored if it fails: saying the message asks for the code again.
  loadMessages().catch(() => {});
  return getMessage();
}
