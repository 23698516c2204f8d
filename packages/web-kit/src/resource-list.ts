import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { Endpoint } from '@console/contract/endpoint';
import type { PageCursors } from '@console/contract/paging';
import { createCall } from './call.ts';
import type { RequestClient } from './request.ts';

/**
 * A resource's calls as contract descriptors (`shopInfoApi`): when given, the list and the actions go
 * through them (their paths, methods and bodies: batches as `{ ids }`) instead of `<path>/<action>`.
 */
export type ResourceEndpoints = { queryList: Endpoint } & Partial<Record<'add' | 'update' | 'delete' | 'enable' | 'disable', Endpoint>>;

/**
 * The one list protocol every resource speaks: GET `<path>/queryList` with `{ page, pageSize, ...filters }`
 * answers `{ data, total }` (`exact: false` when the total is an estimate past the count cap, and the
 * page's `cursor`s). The query key root is the area name, so one invalidation refreshes the area.
 */
export type ListParams = { page: number; pageSize: number } & Record<string, unknown>;
export type ListData<T> = { data: T[]; total: number; exact: boolean; cursor?: PageCursors };

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

export async function fetchList<T>(client: RequestClient, path: string, params: ListParams): Promise<ListData<T>> {
  return toListData<T>(await client.get<T[]>(`${path}/queryList`, params));
}

export const listKey = (area: string, params?: ListParams) => (params ? [area, 'list', params] : [area]);

export function useResourceList<T>(area: string, path: string, params: ListParams, enabled = true, api?: ResourceEndpoints) {
  const client = useApi();
  const qc = useQueryClient();
  return useQuery({
    queryKey: listKey(area, params),
    queryFn: async () => {
      const near = (page: number) => qc.getQueryData<ListData<unknown>>(listKey(area, { ...params, page }));
      const cursor = cursorFor(near(params.page - 1), near(params.page + 1));
      const input = cursor ? { ...params, cursor } : params;
      if (!api) return fetchList<T>(client, path, input);
      return toListData<T>(await createCall(client)(api.queryList, input as never));
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Calls `<path>/<action>` (add, update, delete, enable, disable); every success refreshes the area's queries. */
export function useResourceAction(area: string, path: string, api?: ResourceEndpoints) {
  const client = useApi();
  const qc = useQueryClient();
  return useMutation({
    // Deletes report failure themselves (删除失败), so their call stays quiet.
    mutationFn: ({ action, body }: { action: string; body: unknown }) => {
      const e = api?.[action as keyof ResourceEndpoints];
      if (e) return createCall(client)(e, body as never, { silent: action === 'delete' });
      return client.post(`${path}/${action}`, body, { silent: action === 'delete' });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: [area] }),
  });
}
