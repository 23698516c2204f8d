import type { ModalFuncProps } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';

/** Opens a confirm dialog (antd `modal.confirm`, themed by the app like `Modal.useModal`'s). */
export type Confirm = (props: ModalFuncProps) => void;

// antd's Modal (dialog, motion, its styles: ~7 KiB brotli) is not needed to show a page: it loads when a
// confirm is first asked for, or ahead (preloadConfirm) once the page is on screen or a menu that may ask opens.
const loadHost = () => import('./confirm-host.tsx');
const ConfirmHost = lazy(async () => ({ default: (await loadHost()).ConfirmHost }));

/** Fetches the dialog's code ahead, so that the first confirm opens at once. */
export const preloadConfirm = (): void => void loadHost().catch(() => {});

/**
 * `Modal.useModal()` for confirms, without antd's Modal in the page's first load: returns `confirm` and the
 * holder element the caller renders (where the dialogs get the app's theme and locale).
 */
export function useConfirm(): [Confirm, ReactNode] {
  const [asked, setAsked] = useState<ModalFuncProps[]>([]);
  const [used, setUsed] = useState(false);
  const confirm = useCallback<Confirm>((props) => {
    setUsed(true);
    setAsked((q) => [...q, props]);
  }, []);
  const opened = useCallback((props: ModalFuncProps) => setAsked((q) => q.filter((p) => p !== props)), []);
  const holder = used ? (
    <Suspense fallback={null}>
      <ConfirmHost asked={asked} opened={opened} />
    </Suspense>
  ) : null;
  return [confirm, holder];
}
