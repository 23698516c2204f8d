import { getMessage, getToken } from '@console/web-kit';
import { CONFIRM_WORDS, useConfirm } from '@console/web-kit/resource';
import { type ReactNode, useCallback } from 'react';
import { authApi } from '@console/contract/api/auth';
import { call } from '../../shared/api.ts';
import { endSession } from '../../shared/session-events.ts';

/**
 * Ask, tell the server (its failure must not keep anyone signed in), then end the session locally.
 * Returns the trigger and the holder element the caller renders (so the dialog gets the app's theme).
 */
export function useLogout(): [() => void, ReactNode] {
  const [confirm, holder] = useConfirm();
  const logout = useCallback(() => {
    confirm({
      ...CONFIRM_WORDS,
      content: 'confirm logout',
      onOk: async () => {
        const token = getToken() ?? undefined;
        await call(authApi.exit, { token }, { silent: true, ignoreSessionEnd: true }).catch(() => undefined);
        endSession();
        getMessage().success('退出成功');
      },
    });
  }, [confirm]);
  return [logout, holder];
}
