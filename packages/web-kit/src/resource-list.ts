import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { Endpoint } from '@console/contract/endpoint';
import { createCall } from './call.ts';

/** A resource's calls as contract descriptors (`shopInfoApi`, `brandApi`): the list and the row actions go through them. */
export type ResourceEndpoints = { queryList: Endpoint } & Partial<Record<'add' | 'update' | 'delete' | 'enable' | 'disable', Endpoint>>;

/**
 * The one list protocol every resource speaks: its `queryList` descriptor with `{ page, pageSize, ...filters }`
 * answers `{ data, total }`.
 */
export type ListParams = { page: number; pageSize: number } & Record<string, unknown>;
export type ListData<T> = { data: T[]; total: number };

/**
 * `[area, 'list', resource path, params]`: the area root lets one invalidation refresh the whole area, the path
 * keeps the area's resources apart (two of its lists on the same page number are not one cache entry).
 */
export const listKey = (area: string, path?: string, params?: ListParams) => (params ? [area, 'list', path, params] : [area]);

export function useResourceList<T>(area: string, api: ResourceEndpoints, params: ListParams, enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: listKey(area, api.queryList.path, params),
    queryFn: async () => {
      const reply = await createCall(client)(api.queryList, params as never);
      const data = (Array.isArray(reply.data) ? reply.data : []) as T[];
      return { data, total: Number(reply.total ?? data.length) };
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
