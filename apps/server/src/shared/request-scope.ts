import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of work belongs to, carried through every await and timer it starts. Node runs an
 * `unhandledRejection` or `uncaughtException` listener in the async context of the failed promise or
 * callback, so the process guards can name the request whose stray work failed.
 */
export const requestScope = new AsyncLocalStorage<{ reqId: string }>();

export const currentRequestId = (): string | undefined => requestScope.getStore()?.reqId;
