import type { Envelope } from '@console/contract/envelope';
import { type Endpoint, type InputOf, type OutputOf, requestOf } from '@console/contract/endpoint';
import type { CallOptions, RequestClient } from './request.ts';

/**
 * `form`: a multipart body (an upload); the input then travels in the query string as the descriptor says.
 * `idempotent`: send an `Idempotency-Key`, one per user action (see `actionKey`).
 */
export type CallWithOptions = CallOptions & { form?: FormData; idempotent?: boolean };
export type Call = <E extends Endpoint>(e: E, input?: InputOf<E>, options?: CallWithOptions) => Promise<Envelope<OutputOf<E>>>;

/**
 * `call(endpoint, input)`: the only way the apps reach the server. The path, method and where the input
 * travels come from the contract's descriptor, and a wrong input type does not compile.
 */
export function createCall(client: RequestClient): Call {
  return (e, input, options) => {
    const { url, body } = requestOf(e, (input ?? {}) as Record<string, unknown>);
    if (options?.form) return client.upload(url, options.form, undefined, options) as never;
    if (e.method === 'GET') return client.get(url, undefined, options) as never;
    if (!options?.idempotent) return client.post(url, body, options) as never;
    const action = `${url}\n${JSON.stringify(body)}`;
    const key = actionKey(action);
    return client.post(url, body, { ...options, headers: { ...options.headers, 'Idempotency-Key': key } }).then((reply) => {
      pendingKeys.delete(action);
      return reply;
    }) as never;
  };
}

/**
 * Keys of actions whose last try failed. The user's retry of the same action (same call, same input: after a
 * timeout the server may well have done it) reuses the key, so the server answers what it did instead of doing
 * it twice; an action that got its answer forgets the key, so doing it again later is a new action.
 */
const pendingKeys = new Map<string, string>();

function actionKey(action: string): string {
  let key = pendingKeys.get(action);
  if (!key) {
    key = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
    pendingKeys.set(action, key);
  }
  return key;
}
