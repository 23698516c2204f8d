import type { Endpoint } from '@console/contract/endpoint';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import { createCall } from './call.ts';
import { getMessage } from './feedback.tsx';
import { RequestError, SESSION_ENDED_CODE } from './request.ts';

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
 * (or `pageNum` where the contract says so) answers `{ data, total }`.
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

/**
 * `[area, 'list', resource path, params]`: the area root lets one invalidation refresh the whole area, the path
 * keeps the area's resources apart (two of its lists on the same page number are not one cache entry).
 */
export const listKey = (area: string, path?: string, params?: ListParams) => (params ? [area, 'list', path, params] : [area]);

export function useResourceList<T>(area: string, api: ResourceEndpoints, params: ListParams, enabled = true, options: ListOptions = {}) {
  const client = useApi();
  return useQuery({
    queryKey: listKey(area, api.queryList.path, params),
    queryFn: async (): Promise<ListData<T>> => {
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
