import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import { lazy, type ReactNode, Suspense, useLayoutEffect, useState } from 'react';

// Static antd methods cannot read ConfigProvider (theme, prefixCls) and warn under React 19. The holder below,
// rendered inside ConfigProvider, hands a context-aware instance to code that runs outside React (the
// request client) and to pages. It uses message.useMessage rather than <App> so the login bundle does not
// carry Modal and notification.
// The shell and the sub-app share this module (one runtime, docs/sub-app-runtime.md) and each renders a
// bridge: the latest one mounted speaks (the sub-app's, in its own styles, while it is on screen), and the
// one before it speaks again once it unmounts.
// antd's message (with the notification list it is drawn by: ~8 KiB brotli, issue 31) shows on no first paint:
// it loads with the first message, or ahead once the page has settled (`loadMessages`, the console's prefetch).
export const loadMessages = () => import('./message-holder.tsx');
const MessageHolder = lazy(async () => ({ default: (await loadMessages()).MessageHolder }));

type Kind = keyof MessageInstance;
const KINDS: Kind[] = ['info', 'success', 'error', 'warning', 'loading', 'open', 'destroy'];

/**
 * An instance whose calls go to `real()`'s once it is there. A call answers at once as antd's does: a closer
 * that is also a promise of the message's end. antd's answer is a thenable itself, hence the box.
 */
function deferredMessage(real: () => Promise<MessageInstance>): MessageInstance {
  const call = (kind: Kind, args: unknown[]) => {
    const shown = real().then((api) => ({ type: (api[kind] as (...a: unknown[]) => MessageType | undefined)(...args) }));
    const close = () => void shown.then((box) => box.type?.());
    // biome-ignore lint/suspicious/noThenProperty: antd's MessageType is a thenable (the message's end)
    return Object.assign(close, { then: (ok: never, no: never) => shown.then((box) => box.type ?? true).then(ok, no) });
  };
  return Object.fromEntries(KINDS.map((kind) => [kind, (...args: unknown[]) => call(kind, args)])) as unknown as MessageInstance;
}

type Bridge = { api: MessageInstance; ready: (api: MessageInstance) => void };

/** One promise carries the bridge's state: its calls wait on it, asking for the holder to be drawn (`want`). */
function makeBridge(want: () => void): Bridge {
  let ready!: (api: MessageInstance) => void;
  const real = new Promise<MessageInstance>((resolve) => {
    ready = resolve;
  });
  const asked = () => {
    want();
    return real;
  };
  return { api: deferredMessage(asked), ready };
}

const bridges: Bridge[] = [];
/** antd's static message, for code that speaks while no bridge is mounted. */
const unbridged = deferredMessage(() => loadMessages().then((m) => m.staticMessage));

export function getMessage(): MessageInstance {
  return bridges.at(-1)?.api ?? unbridged;
}

/** Whether a bridge is mounted (else getMessage() answers with antd's static message, outside any theme). */
export const messageBridged = () => bridges.length > 0;

/** A context-aware message instance with its holder, speaking for code outside React while it is mounted. */
export function useBridgedMessage(maxCount = 3): [MessageInstance, ReactNode] {
  const [wanted, setWanted] = useState(false);
  const [bridge] = useState(() => makeBridge(() => setWanted(true)));
  // Layout effects run before any passive effect of the tree, so the bridge is in place before a page's
  // first request (started from an effect) can fail.
  useLayoutEffect(() => {
    bridges.push(bridge);
    return () => {
      const at = bridges.indexOf(bridge);
      if (at >= 0) bridges.splice(at, 1);
    };
  }, [bridge]);
  const holder = wanted && (
    <Suspense fallback={null}>
      <MessageHolder maxCount={maxCount} ready={bridge.ready} />
    </Suspense>
  );
  return [bridge.api, holder];
}

/** Render once inside ConfigProvider. */
export function FeedbackBridge({ maxCount = 3 }: { maxCount?: number }) {
  return useBridgedMessage(maxCount)[1];
}
