import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

// Static antd methods cannot read ConfigProvider (theme, prefixCls) and warn under React 19. The holder below,
// rendered inside ConfigProvider, hands a context-aware instance to code that runs outside React (the
// request client) and to pages. It uses message.useMessage rather than <App> so the login bundle does not
// carry Modal and notification.
// The shell and the sub-app share this module (one runtime, docs/sub-app-runtime.md) and each renders a
// bridge: the latest one mounted speaks (the sub-app's, in its own styles, while it is on screen), and the
// one before it speaks again once it unmounts.
const bridges: { api: MessageInstance }[] = [];

export function getMessage(): MessageInstance {
  return bridges.at(-1)?.api ?? staticMessage;
}

/** A context-aware message instance with its holder, speaking for code outside React while it is mounted. */
export function useBridgedMessage(maxCount = 3): [MessageInstance, ReactNode] {
  const [api, holder] = staticMessage.useMessage({ maxCount });
  const slot = useRef({ api });
  slot.current.api = api;
  // Layout effects run before any passive effect of the tree, so the bridge is in place before a page's
  // first request (started from an effect) can fail.
  useLayoutEffect(() => {
    const mine = slot.current;
    bridges.push(mine);
    return () => {
      const at = bridges.indexOf(mine);
      if (at >= 0) bridges.splice(at, 1);
    };
  }, []);
  return [api, holder];
}

/** Render once inside ConfigProvider. */
export function FeedbackBridge({ maxCount = 3 }: { maxCount?: number }) {
  return useBridgedMessage(maxCount)[1];
}
