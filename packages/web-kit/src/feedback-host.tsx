import { Modal, notification } from 'antd';
import { useEffect } from 'react';
import type { FeedbackApis } from './feedback-app.tsx';

/** FeedbackApp's lazy half: antd's modal and notification hooks and their holders. */
export function FeedbackHost({ ready }: { ready: (apis: FeedbackApis) => void }) {
  const [modal, modalHolder] = Modal.useModal();
  const [notice, noticeHolder] = notification.useNotification();
  useEffect(() => ready({ modal, notification: notice }), [modal, notice, ready]);
  return (
    <>
      {modalHolder}
      {noticeHolder}
    </>
  );
}
