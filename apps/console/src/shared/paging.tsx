import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@console/contract/paging';
import type { ListResult } from '@console/web-kit';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaginationProps } from 'antd';
import { useState } from 'react';

/** The pagination control of spec §2: the total, previous/next text, sizes 10/20/40/50/60/500. */
export function pagerProps(
  current: number,
  pageSize: number,
  total: number,
  onChange: (page: number, pageSize: number) => void,
  sizes: readonly number[] = PAGE_SIZE_OPTIONS,
): PaginationProps {
  return {
    current,
    pageSize,
    total,
    pageSizeOptions: [...sizes],
    showSizeChanger: true,
    showTotal: (t) => `共 ${t} 条`,
    itemRender: (_page, type, element) => {
      if (type === 'prev') return <a>上一页</a>;
      if (type === 'next') return <a>下一页</a>;
      return element;
    },
    onChange,
  };
}

/**
 * One list's state: applied filters, page and size, the query (kept while the next page loads) and the
 * pagination props. Searching or resetting goes back to page 1.
 */
export function usePagedList<F extends object, T>(
  key: readonly unknown[],
  fetch: (q: F & { page: number; pageSize: number }) => Promise<ListResult<T>>,
  initial: F,
  enabled = true,
) {
  const qc = useQueryClient();
  const [filters, setFilters] = useState<F>(initial);
  const [paging, setPaging] = useState({ page: DEFAULT_PAGE, pageSize: DEFAULT_PAGE_SIZE });
  const q = { ...filters, ...paging };
  const query = useQuery({ queryKey: [...key, q], queryFn: () => fetch(q), placeholderData: keepPreviousData, enabled });
  const rows = query.data?.list ?? [];
  const total = query.data?.total ?? 0;
  return {
    rows,
    total,
    loading: query.isFetching,
    paging,
    /** The applied filters (what an export of this list takes). */
    filters,
    search: (next: F) => {
      setFilters(next);
      setPaging((p) => ({ ...p, page: 1 }));
    },
    /** Row number of the i-th row of this page (1-based). */
    rowNo: (i: number) => (paging.page - 1) * paging.pageSize + i + 1,
    refresh: () => qc.invalidateQueries({ queryKey: key }),
    pagination: pagerProps(paging.page, paging.pageSize, total, (page, pageSize) => setPaging({ page, pageSize })),
  };
}
