import { createRequest, type RequestClient } from '@console/web-kit';
import { QueryClient } from '@tanstack/react-query';
import type { SubappProps } from '@console/contract/subapp';

/**
 * The request client and query cache of the sub-app, one per page load rather than one per mount, so that a
 * prefetch before the mount (a menu click in the host) fills the cache the page then reads. Both read the
 * latest props the host passed: token, session end.
 */
let latest: SubappProps | null = null;
let state: { apiBase: string; client: RequestClient; queryClient: QueryClient } | null = null;

export function appState(props: SubappProps) {
  latest = props;
  if (state?.apiBase !== props.apiBase)
    state = {
      apiBase: props.apiBase,
      client: createRequest({
        baseURL: props.apiBase,
        getToken: () => latest?.token ?? '',
        onSessionExpired: () => latest?.onSessionExpired(),
      }),
      queryClient: new QueryClient({
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
      }),
    };
  return state;
}

/** At unmount: nothing of this session's lists outlives the mount (the host may sign another user in). */
export function forgetData(): void {
  state?.queryClient.clear();
}
