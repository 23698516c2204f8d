import type { Endpoint } from '@console/contract/endpoint';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import { createCall } from './call.ts';
import { getMessage } from './feedback.tsx';
import { RequestError, type RequestClient, SESSION_ENDED_CODE } from './request.ts';

/**
 * A resource's calls as contract descriptors (`shopInfoApi`): when given, the list and the actions go
 * through them (their paths, methods, bodies and permission keys) instead of `<path>/<action>`.
 * `status` is the one-row switch call (`{ <key>, status }`); `enable` / `disable` take batches.
 */
export type ResourceEndpoints = { queryList: Endpoint } & Partial<
  Record<'add' | 'update' | 'delete' | 'enable' | 'disable' | 'status', Endpoint>
>;

/**
 * The one list protocol every resource speaks: `queryList` with `{ page, pageSize, ...filters }` (or
 * `pageNum` where the contract says so) answers `{ data, total }`. The query key root is the area name, so
 * one invalidation refreshes the area.
 */
export type ListParams = { page: number; pageSize: number } & Record<string, unknown>;
export type ListData<T> = { data: T[]; total: number };
export type ListOptions = {
  /** Shown instead of the server's message when the list call fails (spec §8: the menu list says 'Fail!'). */
  failure?: string;
};

/** The field names of an endpoint's object input, when it is one. */
export const inputKeys = (e: Endpoint | undefined): string[] => {
  const shape = (e?.input as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};

export async function fetchList<T>(client: RequestClient, path: string, params: ListParams): Promise<ListData<T>> {
  const reply = await client.get<T[]>(`${path}/queryList`, params);
  const data = Array.isArray(reply.data) ? reply.data : [];
  return { data, total: Number(reply.total ?? data.length) };
}

export const listKey = (area: string, params?: ListParams, list?: string) => (params ? [area, 'list', list ?? '', params] : [area]);

export function useResourceList<T>(
  area: string,
  path: string | undefined,
  params: ListParams,
  enabled = true,
  api?: ResourceEndpoints,
  options: ListOptions = {},
) {
  const client = useApi();
  return useQuery({
    queryKey: listKey(area, params, api?.queryList.path ?? path),
    queryFn: async (): Promise<ListData<T>> => {
      if (!api) return fetchList<T>(client, path ?? '', params);
      const { page, ...rest } = params;
      const input = inputKeys(api.queryList).includes('pageNum') ? { pageNum: page, ...rest } : params;
      try {
        const reply = await createCall(client)(api.queryList, input as never, { silent: Boolean(options.failure) });
        const data = (Array.isArray(reply.data) ? reply.data : []) as T[];
        return { data, total: Number(reply.total ?? data.length) };
      } catch (e) {
        // A failed list shows as empty (spec §8); the request client has told why, or the list's own words do.
        if (options.failure && !(e instanceof RequestError && e.code === SESSION_ENDED_CODE)) getMessage().error(options.failure);
        return { data: [], total: 0 };
      }
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Calls `<path>/<action>` (add, update, delete, enable, disable, status); every success refreshes the area's queries. */
export function useResourceAction(area: string, path: string | undefined, api?: ResourceEndpoints) {
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
