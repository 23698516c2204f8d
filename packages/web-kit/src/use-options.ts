import type { Endpoint, InputOf, OutputOf } from '@console/contract/endpoint';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type Call, createCall } from './call.ts';
import { usePermissions } from './permissions.tsx';
import type { RequestClient } from './request.ts';
import { prefetchOnce } from './resource-list.ts';
import { useCall } from './use-call.ts';

type Rows<E extends Endpoint> = OutputOf<E> extends readonly (infer R)[] ? R[] : never;

/** One option list: the call, its input and the area its key starts with (the hook and a menu click agree on it). */
export type OptionList<E extends Endpoint = Endpoint> = { area: string; api: E; input: InputOf<E> };
export const optionList = <E extends Endpoint>(area: string, api: E, input: InputOf<E>): OptionList<E> => ({ area, api, input });

const mayCall = (e: Endpoint, has: (key: string | readonly string[]) => boolean) =>
  e.permission === 'authenticated' || e.permission === 'public' || has(e.permission);

const optionsQuery = <E extends Endpoint>(call: Call, { area, api, input }: OptionList<E>) => ({
  queryKey: [area, 'options', api.path, input],
  queryFn: async () => {
    const data = (await call(api, input, { silent: true }).catch(() => null))?.data;
    return (Array.isArray(data) ? data : []) as Rows<E>;
  },
  staleTime: 30_000,
});

/**
 * The rows of a call that feeds dropdowns and trees (all roles, the menu tree, every category). Keys start
 * with the area's name, so any change in the area refreshes them too. A call whose key the user lacks is not
 * made (it would only answer 403); a failed one gives no rows and says nothing (the form still opens).
 */
// One empty list while loading: a new one each render would re-run every effect that depends on the options.
const NONE: readonly never[] = [];

export function useOptions<E extends Endpoint>(area: string, e: E, input?: InputOf<E>): Rows<E> {
  const call = useCall();
  const { has } = usePermissions();
  const query = useQuery({ ...optionsQuery(call, { area, api: e, input: input as InputOf<E> }), enabled: mayCall(e, has) });
  return query.data ?? (NONE as unknown as Rows<E>);
}

/**
 * Starts a page's option lists on a menu click, next to its first list, under the keys its useOptions calls
 * read: the page's dropdowns and cascaders then fill with its rows instead of after them. Lists the user may
 * not call are skipped, as the hook skips them.
 */
export function prefetchOptions(qc: QueryClient, client: RequestClient, permissions: readonly string[], lists: readonly OptionList[]) {
  const call = createCall(client);
  for (const list of lists)
    if (mayCall(list.api, (k) => (typeof k === 'string' ? [k] : k).some((x) => permissions.includes(x))))
      prefetchOnce(qc, optionsQuery(call, list));
}
