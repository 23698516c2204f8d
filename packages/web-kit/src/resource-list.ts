import type { Endpoint } from '@console/contract/endpoint';
import { hashKey, keepPreviousData, type QueryClient, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { PageCursors } from '@console/contract/paging';
import { createCall } from './call.ts';
import { getMessage } from './feedback.tsx';
import { type RequestClient, RequestError, SESSION_ENDED_CODE } from './request.ts';

/**
 * A resource's calls as contract descriptors (`shopInfoApi`, `brandApi`): the list and the row actions go
 * through them (their paths, methods, bodies and permission keys). `status` is the one-row switch call
 * (`{ <key>, status }`); `enable` / `disable` take batches.
 */
export type ResourceEndpoints = { queryList: Endpoint } & Partial<
  Record<'add' | 'update' | 'delete' | 'enable' | 'disable' | 'status', Endpoint>
>;

/**
 * The one list protocol every resource speaks: its `queryList` descriptor with `{ page, pageSize, ...filters }`
 * (or `pageNum` where the contract says so) answers `{ data, total }` (`exact: false` when the total is an
 * estimate past the count cap, and the page's `cursor`s).
 */
export type ListParams = { page: number; pageSize: number } & Record<string, unknown>;
export type ListData<T> = { data: T[]; total: number; exact: boolean; cursor?: PageCursors };
export type ListOptions = {
  /** Shown instead of the server's message when the list call fails (spec §8: the menu list says 'Fail!'). */
  failure?: string;
  /** Polls the list every n ms; as a function of the shown rows, `false` stops polling. */
  refetchInterval?: number | ((rows: unknown[]) => number | false);
};

/**
 * The cursor to send for `page`: the cached page before it gives its `next`, else the page after it its
 * `prev`. Moving to the next or previous page thus seeks from the edge row instead of skipping rows
 * (page 10,000 by "next" costs what page 1 does); a jump, a new filter or page size (another query key)
 * finds no neighbour and goes by page number alone.
 */
export function cursorFor(before: ListData<unknown> | undefined, after: ListData<unknown> | undefined): string | undefined {
  return before?.cursor?.next ?? after?.cursor?.prev;
}

const toListData = <T>(reply: { data: unknown; total?: number; exact?: boolean; cursor?: PageCursors }): ListData<T> => {
  const data = (Array.isArray(reply.data) ? reply.data : []) as T[];
  return { data, total: Number(reply.total ?? data.length), exact: reply.exact !== false, cursor: reply.cursor };
};

/** The field names of an endpoint's object input, when it is one (its schema, and zod, load first if need be). */
export const inputKeys = async (e: Endpoint | undefined): Promise<string[]> => {
  const shape = e && ((await e.input.load()) as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
};

/**
 * `[area, 'list', resource path, params]`: the area root lets one invalidation refresh the whole area, the path
 * keeps the area's resources apart (two of its lists on the same page number are not one cache entry).
 */
export const listKey = (area: string, path?: string, params?: ListParams) => (params ? [area, 'list', path, params] : [area]);

/** The first page a list shows before the user pages or filters (ResourceTable starts here). */
export const FIRST_PAGE = { page: 1, pageSize: 10 } as const;

/** A page's first list, as its ResourceTable asks for it: what a menu click may fetch ahead of the page's code. */
export type FirstList = { area: string; api: Pick<ResourceEndpoints, 'queryList'>; filters?: Record<string, unknown>; failure?: string };

/** Query key and function of one page of a list: the hook and the prefetch below share them, so they share one cache entry. */
function listQuery<T>(
  qc: QueryClient,
  client: RequestClient,
  area: string,
  api: Pick<ResourceEndpoints, 'queryList'>,
  params: ListParams,
  options: ListOptions,
) {
  return {
    queryKey: listKey(area, api.queryList.path, params),
    queryFn: async (): Promise<ListData<T>> => {
      const near = (page: number) => qc.getQueryData<ListData<unknown>>(listKey(area, api.queryList.path, { ...params, page }));
      // Only a list that answered cursors gives one, and every paged input takes it back (descriptors.test.ts).
      const cursor = cursorFor(near(params.page - 1), near(params.page + 1));
      const { page, ...rest } = params;
      const input = {
        ...(api.queryList.pageParam === 'pageNum' ? { pageNum: page, ...rest } : params),
        ...(cursor ? { cursor } : {}),
      };
      try {
        return toListData<T>(await createCall(client)(api.queryList, input as never, { silent: Boolean(options.failure) }));
      } catch (e) {
        // A failed list shows as empty (spec §8); the request client has told why, or the list's own words do.
        if (options.failure && !(e instanceof RequestError && e.code === SESSION_ENDED_CODE)) getMessage().error(options.failure);
        return { data: [], total: 0, exact: true };
      }
    },
  };
}

// A list fetched ahead by prefetchFirstList is fresh for the page that mounts right after: it must not ask again.
const PREFETCH_FRESH_MS = 5_000;
const prefetched = new Map<string, number>();

/**
 * Starts a page's first list call ahead of the page (on a menu click, next to the page's code), under exactly
 * the key its ResourceTable will read. Nothing is fetched when the list is already cached or on its way.
 */
export function prefetchFirstList(qc: QueryClient, client: RequestClient, list: FirstList): void {
  const params: ListParams = { ...FIRST_PAGE, ...list.filters };
  prefetchOnce(qc, listQuery(qc, client, list.area, list.api, params, { failure: list.failure }));
}

/**
 * Starts a query ahead of the page that reads it (a menu click): nothing when it is cached or on its way. The
 * page's own query takes `refetchOnMount: freshAfterPrefetch`, so that its mount does not ask a second time.
 */
export function prefetchOnce(qc: QueryClient, query: { queryKey: QueryKey; queryFn: () => Promise<unknown> }): void {
  const state = qc.getQueryState(query.queryKey);
  if (state?.data !== undefined || state?.fetchStatus === 'fetching') return;
  const hash = hashKey(query.queryKey);
  prefetched.set(hash, Date.now());
  void qc.prefetchQuery(query).finally(() => prefetched.set(hash, Date.now()));
}

/** False right after a prefetch filled the entry (the page's mount would fetch the same page twice). */
export const freshAfterPrefetch = (query: { queryHash: string }) => {
  const at = prefetched.get(query.queryHash);
  return at === undefined || Date.now() - at > PREFETCH_FRESH_MS;
};

export function useResourceList<T>(area: string, api: ResourceEndpoints, params: ListParams, enabled = true, options: ListOptions = {}) {
  const client = useApi();
  const qc = useQueryClient();
  const poll = options.refetchInterval;
  return useQuery({
    ...listQuery<T>(qc, client, area, api, params, options),
    placeholderData: keepPreviousData,
    enabled,
    refetchOnMount: freshAfterPrefetch,
    refetchInterval: typeof poll === 'function' ? (q) => poll(q.state.data?.data ?? []) : poll,
  });
}

/** Runs one of the resource's actions (add, update, delete, enable, disable, status); every success refreshes the area. */
export function useResourceAction(area: string, api: ResourceEndpoints) {
  const client = useApi();
  const qc = useQueryClient();
  return useMutation({
    // Deletes report failure themselves (删除失败), so their call stays quiet.
    mutationFn: ({ action, body }: { action: keyof ResourceEndpoints; body: unknown }) => {
      const e = api[action];
      if (!e) throw new Error(`this resource has no ${action} call`);
      return createCall(client)(e, body as never, { silent: action === 'delete' });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: [area] }),
  });
}
