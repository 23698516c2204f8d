import type { Endpoint, InputOf, OutputOf } from '@console/contract/endpoint';
import { paginationText, useCall } from '@console/web-kit/resource';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** One paged log list: filters, page, the query (kept while the next page loads) and the table's pagination. */
export function usePaged<E extends Endpoint>(key: string, e: E, options: { refetchInterval?: number } = {}) {
  const call = useCall();
  const [params, setParams] = useState<Record<string, unknown>>({ page: 1, pageSize: 10 });
  const query = useQuery({
    queryKey: ['logs', key, params],
    queryFn: () => call(e, params as InputOf<E>),
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval,
  });
  return {
    /** The applied filters (what an export of this list takes). */
    params,
    rows: (query.data?.data ?? []) as OutputOf<E>,
    loading: query.isFetching,
    refetch: query.refetch,
    search: (filters: Record<string, unknown>) => setParams({ ...filters, page: 1, pageSize: params.pageSize }),
    pagination: {
      ...paginationText,
      current: params.page as number,
      pageSize: params.pageSize as number,
      total: query.data?.total ?? 0,
      onChange: (page: number, pageSize: number) => setParams((p) => ({ ...p, page, pageSize })),
    },
  };
}

/** A [start, end] picked in a RangePicker as the list's startTime / endTime. */
export function rangeFilters(filters: Record<string, unknown>) {
  const { range, ...rest } = filters as { range?: [{ format(f: string): string }, { format(f: string): string }] };
  if (!range) return rest;
  return { ...rest, startTime: range[0].format('YYYY-MM-DD HH:mm:ss'), endTime: range[1].format('YYYY-MM-DD HH:mm:ss') };
}
