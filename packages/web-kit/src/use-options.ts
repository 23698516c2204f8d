import type { Endpoint, InputOf, OutputOf } from '@console/contract/endpoint';
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from './permissions.tsx';
import { useCall } from './use-call.ts';

type Rows<E extends Endpoint> = OutputOf<E> extends readonly (infer R)[] ? R[] : never;

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
  const open = e.permission === 'authenticated' || e.permission === 'public';
  const query = useQuery({
    queryKey: [area, 'options', e.path, input],
    queryFn: async () => {
      const data = (await call(e, input, { silent: true }).catch(() => null))?.data;
      return (Array.isArray(data) ? data : []) as Rows<E>;
    },
    enabled: open || has(e.permission),
    staleTime: 30_000,
  });
  return query.data ?? (NONE as unknown as Rows<E>);
}
