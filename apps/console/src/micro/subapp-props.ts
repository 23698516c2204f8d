import { getPermissionKeys, getToken } from '@console/web-kit';
import { API_BASE } from '../shared/api.ts';
import { goTo } from '../shared/navigation.ts';
import { endSession } from '../shared/session-events.ts';
import type { SubappProps } from './subapp-loader.ts';

export const SUBAPP_BASENAME = '/subapp';

/** What the shell hands the sub-app, read now: the session's token and keys, and the shell's navigation. */
export function subappProps(): SubappProps {
  return {
    token: getToken() ?? '',
    permissions: [...getPermissionKeys()].sort(),
    apiBase: API_BASE,
    basename: SUBAPP_BASENAME,
    onSessionExpired: endSession,
    navigate: (path) => goTo(path),
  };
}
