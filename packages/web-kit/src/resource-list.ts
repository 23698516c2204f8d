import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { Endpoint } from '@console/contract/endpoint';
import { createCall } from './call.ts';
import type { RequestClient } from './request.ts';

/**
 * A resource's calls as contract descriptors (`shopInfoApi`): when given, the list and the actions go
 * through them (their paths, methods and bodies: batches as `{ ids }`) instead of `<path>/<action>`.
 */
export type ResourceEndpoints = { queryList: Endpoint } & Partial<Record<'add' | 'update' | 'delete' | 'enable' | 'disable', Endpoint>>;

/**
 * The one list protocol every resource speaks: GET `<path>/queryList` with `{ page, pageSize, ...filters }`
 * answers `{ data, total }`. The query key root is the area name, so one invalidation refreshes the area.
 */
export type ListParams = { page: number; pageSize: number } & Record<string, unknown>;
export type ListData<T> = { data: T[]; total: number };

export async function fetchList<T>(client: RequestClient, path: string, params: ListParams): Promise<ListData<T>> {
  const reply = await client.get<T[]>(`${path}/queryList`, params);
  const data = Array.isArray(reply.data) ? reply.data : [];
  return { data, total: Number(reply.total ?? data.length) };
}

export const listKey = (area: string, params?: ListParams) => (params ? [area, 'list', params] : [area]);

export function useResourceList<T>(area: string, path: string, params: ListParams, enabled = true, api?: ResourceEndpoints) {
  const client = useApi();
  return useQuery({
    queryKey: listKey(area, params),
    queryFn: async () => {
      if (!api) return fetchList<T>(client, path, params);
      const reply = await createCall(client)(api.queryList, params as never);
      const data = (Array.isArray(reply.data) ? reply.data : []) as T[];
      return { data, total: Number(reply.total ?? data.length) };
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
