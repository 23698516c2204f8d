import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';

export { message as staticMessage };

/** The bridge's lazy half (feedback.tsx): antd's message hook and its holder, handing the instance back. */
export function MessageHolder({ maxCount, ready }: { maxCount: number; ready: (api: MessageInstance) => void }) {
  const [api, holder] = message.useMessage({ maxCount });
  // A passive effect: the holder's own ref is set by then, so that the calls waiting for it can show.
  useEffect(() => ready(api), [api, ready]);
  return holder;
}
