import type { LoginResult } from '@console/contract/auth';
import { clearSession, saveSession } from '@console/web-kit';
import { goTo } from './navigation.ts';

// Closing tabs and unmounting the sub-app belong to the app shell; features only say "a session began/ended".
type Listener = () => void;
const startListeners = new Set<Listener>();
const endListeners = new Set<Listener>();

const subscribe = (set: Set<Listener>) => (listener: Listener) => {
  set.add(listener);
  return () => void set.delete(listener);
};

export const onSessionStart = subscribe(startListeners);
export const onSessionEnd = subscribe(endListeners);

/** Store the login result (token, name, loginId, roleName, menus) and start from a clean shell. */
export function startSession(result: LoginResult): void {
  saveSession(result);
  for (const listener of startListeners) listener();
}

/** Clear session storage, let the shell close tabs and the sub-app, and go to the login page. */
export function endSession(): void {
  clearSession();
  for (const listener of endListeners) listener();
  goTo('/login', { replace: true });
}
