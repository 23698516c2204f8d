import { getMessage } from '@console/web-kit';
import { useState } from 'react';
import { type Kind, setStatus } from './content-api.ts';

/** The status switch: one call at a time per row, 启用成功 / 禁用成功 on success. */
export function useStatusToggle(kind: Kind, onDone: () => void) {
  const [pending, setPending] = useState<number | null>(null);
  const run = async (id: number, status: 1 | 2) => {
    setPending(id);
    try {
      await setStatus(kind, id, status);
      getMessage().success(status === 1 ? '启用成功' : '禁用成功');
    } catch {
      // the request client has shown the server's message
    } finally {
      setPending(null);
      onDone();
    }
  };
  return { pending, run };
}
