import type { Envelope } from '@console/contract/envelope';
import { type Endpoint, type InputOf, type OutputOf, requestOf } from '@console/contract/endpoint';
import type { CallOptions, RequestClient } from './request.ts';

export type Call = <E extends Endpoint>(e: E, input?: InputOf<E>, options?: CallOptions) => Promise<Envelope<OutputOf<E>>>;

/**
 * `call(endpoint, input)`: the only way the apps reach the server. The path, method and where the input
 * travels come from the contract's descriptor, and a wrong input type does not compile.
 */
export function createCall(client: RequestClient): Call {
  return (e, input, options) => {
    const { url, body } = requestOf(e, (input ?? {}) as Record<string, unknown>);
    return (e.method === 'GET' ? client.get(url, undefined, options) : client.post(url, body, options)) as never;
  };
}
