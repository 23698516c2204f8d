import { Modal, type ModalFuncProps } from 'antd';
import { useEffect, useRef } from 'react';

/** useConfirm's lazy half: antd's modal hook and holder; opens each asked confirm once. */
export function ConfirmHost({ asked, opened }: { asked: ModalFuncProps[]; opened: (props: ModalFuncProps) => void }) {
  const [modal, holder] = Modal.useModal();
  // Effects may run twice (StrictMode): a confirm is opened once whatever the queue shows meanwhile.
  const shown = useRef(new WeakSet<ModalFuncProps>());
  useEffect(() => {
    for (const props of asked) {
      if (shown.current.has(props)) continue;
      shown.current.add(props);
      modal.confirm(props);
      opened(props);
    }
  }, [asked, modal, opened]);
  return holder;
}
