import { createCall, createRequest, getToken } from '@console/web-kit';
import { endSession } from './session-events.ts';

/** API base: the server announces it in /runtime-config.js; the console and API normally share an origin. */
export const API_BASE = window.__API_BASE__ ?? '/api';

export const api = createRequest({
  baseURL: API_BASE,
  getToken,
  onSessionExpired: endSession,
});

/** `call(endpoint, input)` through the console's client (for code outside the shell's providers). */
export const call = createCall(api);
