import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { Endpoint } from '@console/contract/endpoint';
import type { PageCursors } from '@console/contract/paging';
import { createCall } from './call.ts';

/** A resource's calls as contract descriptors (`shopInfoApi`, `brandApi`): the list and the row actions go through them. */
export type ResourceEndpoints = { queryList: Endpoint } & Partial<Record<'add' | 'update' | 'delete' | 'enable' | 'disable', Endpoint>>;

/**
 * The one list protocol every resource speaks: its `queryList` descriptor with `{ page, pageSize, ...filters }`
 * answers `{ data, total }` (`exact: false` when the total is an estimate past the count cap, and the
 * page's `cursor`s).
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

/**
 * `[area, 'list', resource path, params]`: the area root lets one invalidation refresh the whole area, the path
 * keeps the area's resources apart (two of its lists on the same page number are not one cache entry).
 */
export const listKey = (area: string, path?: string, params?: ListParams) => (params ? [area, 'list', path, params] : [area]);

export function useResourceList<T>(area: string, api: ResourceEndpoints, params: ListParams, enabled = true) {
  const client = useApi();
  const qc = useQueryClient();
  return useQuery({
    queryKey: listKey(area, api.queryList.path, params),
    queryFn: async () => {
      const near = (page: number) => qc.getQueryData<ListData<unknown>>(listKey(area, api.queryList.path, { ...params, page }));
      const cursor = cursorFor(near(params.page - 1), near(params.page + 1));
      return toListData<T>(await createCall(client)(api.queryList, (cursor ? { ...params, cursor } : params) as never));
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Runs one of the resource's actions (add, update, delete, enable, disable); every success refreshes the area. */
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
