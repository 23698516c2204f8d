import type { Envelope } from '@console/contract/envelope';
import { type Endpoint, type InputOf, type OutputOf, requestOf } from '@console/contract/endpoint';
import type { CallOptions, RequestClient } from './request.ts';

/** `form`: a multipart body (an upload); the input then travels in the query string as the descriptor says. */
export type CallWithOptions = CallOptions & { form?: FormData };
export type Call = <E extends Endpoint>(e: E, input?: InputOf<E>, options?: CallWithOptions) => Promise<Envelope<OutputOf<E>>>;

/**
 * `call(endpoint, input)`: the only way the apps reach the server. The path, method and where the input
 * travels come from the contract's descriptor, and a wrong input type does not compile.
 */
export function createCall(client: RequestClient): Call {
  return (e, input, options) => {
    const { url, body } = requestOf(e, (input ?? {}) as Record<string, unknown>);
    if (options?.form) return client.upload(url, options.form, undefined, options) as never;
    return (e.method === 'GET' ? client.get(url, undefined, options) : client.post(url, body, options)) as never;
  };
}
