import AppContext from 'antd/es/app/context';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useBridgedMessage } from './feedback.tsx';

/** What the lazy half hands back once antd's modal and notification hooks run. */
export type FeedbackApis = { modal: ModalApi; notification: NotificationInstance };

// antd's <App> runs Modal.useModal and notification.useNotification when it mounts: Modal with its Skeleton
// (~11 KiB brotli, two requests) on every sub-app first paint, for a dialog no list shows. Here they load on
// the first call (a click), and the call is answered once they are in.
const loadHost = () => import('./feedback-host.tsx');
const FeedbackHost = lazy(async () => ({ default: (await loadHost()).FeedbackHost }));

type ModalKind = 'info' | 'success' | 'error' | 'warning' | 'confirm';
type ModalInstance = ReturnType<ModalApi['confirm']>;
const MODAL_KINDS: ModalKind[] = ['info', 'success', 'error', 'warning', 'confirm'];
const NOTICE_KINDS = ['open', 'success', 'info', 'warning', 'error', 'destroy'] as const;

/**
 * Stands in for an instance until the real one exists: its calls are replayed on it. The real one comes boxed:
 * it is a thenable itself (the confirm's answer), which a promise would otherwise wait for.
 */
function deferredInstance(made: Promise<{ real: ModalInstance }>): ModalInstance {
  let real: ModalInstance | undefined;
  const later: ((i: ModalInstance) => void)[] = [];
  void made.then((box) => {
    real = box.real;
    for (const f of later) f(box.real);
  });
  const on = (f: (i: ModalInstance) => void) => (real ? f(real) : later.push(f));
  return {
    destroy: () => on((i) => i.destroy()),
    update: (config) => on((i) => i.update(config)),
    // biome-ignore lint/suspicious/noThenProperty: antd's instance is itself a thenable (the confirm's answer)
    then: (resolve, reject) => made.then((box) => new Promise<boolean>((r, no) => box.real.then(r, no))).then(resolve, reject),
  } as ModalInstance;
}

/**
 * `<App>`'s context (what `App.useApp()` returns: message, modal, notification) without antd's Modal in the
 * first load. The message instance is the bridge's (getMessage), so there is one message holder.
 */
export function FeedbackApp({ maxCount = 3, children }: { maxCount?: number; children: ReactNode }) {
  const [message, messageHolder] = useBridgedMessage(maxCount);
  const [wanted, setWanted] = useState(false);
  const apis = useRef<FeedbackApis | null>(null);
  const waiting = useRef<((a: FeedbackApis) => void)[]>([]);
  const ready = useCallback((a: FeedbackApis) => {
    apis.current = a;
    for (const f of waiting.current.splice(0)) f(a);
  }, []);
  const value = useMemo(() => {
    const when = (): Promise<FeedbackApis> =>
      apis.current
        ? Promise.resolve(apis.current)
        : new Promise((resolve) => {
            waiting.current.push(resolve);
            setWanted(true);
          });
    const modal = Object.fromEntries(
      MODAL_KINDS.map((kind) => [
        kind,
        (config: Parameters<ModalApi['confirm']>[0]) =>
          apis.current ? apis.current.modal[kind](config) : deferredInstance(when().then((a) => ({ real: a.modal[kind](config) }))),
      ]),
    ) as unknown as ModalApi;
    const notification = Object.fromEntries(
      NOTICE_KINDS.map((kind) => [
        kind,
        (...args: unknown[]) => void when().then((a) => (a.notification[kind] as (...x: unknown[]) => void)(...args)),
      ]),
    ) as unknown as NotificationInstance;
    return { message, modal, notification };
  }, [message]);
  return (
    <AppContext.Provider value={value}>
      {messageHolder}
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackHost ready={ready} />
        </Suspense>
      )}
      {children}
    </AppContext.Provider>
  );
}
