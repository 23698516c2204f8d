import { PAGE_SIZE_OPTIONS, totalText } from '@console/contract/api/paging';
import type { TablePaginationConfig } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { FIRST_PAGE, type ListParams, listKey, type ResourceEndpoints, useResourceList } from './resource-list.ts';
import type { ResourceTableBase } from './resource-table-props.ts';

type Row = Record<string, unknown>;

/** Pagination control of spec §2: total shown, 上一页/下一页 text, the agreed page sizes. */
export const paginationText = {
  showTotal: (total: number) => totalText(total),
  itemRender: (_page: number, type: string, node: ReactNode) => (type === 'prev' ? <a>上一页</a> : type === 'next' ? <a>下一页</a> : node),
  pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
  showSizeChanger: true,
  showQuickJumper: true,
};

type ListStateProps<T extends Row> = { area: string; api: ResourceEndpoints } & Pick<
  ResourceTableBase<T>,
  'filters' | 'tabs' | 'initialTab' | 'sideTree' | 'refetchInterval' | 'listFailure' | 'pageSizes' | 'onSearch'
>;

/**
 * What a ResourceTable lists: its page, tab, tree node and search filters, the list call they make, and the
 * table's pagination. A new search, tab or tree node goes back to page 1 and calls `onRefilter` (nothing chosen).
 */
export function useListState<T extends Row>(props: ListStateProps<T>, onRefilter: () => void, initialSearch: Record<string, unknown> = {}) {
  const [params, setParams] = useState<ListParams>({ ...FIRST_PAGE, ...initialSearch });
  const [tab, setTab] = useState(props.tabs?.some((t) => t.key === props.initialTab) ? props.initialTab : props.tabs?.[0]?.key);
  const [node, setNode] = useState(props.sideTree?.root);
  const qc = useQueryClient();
  const filters = {
    ...props.tabs?.find((t) => t.key === tab)?.filters,
    ...(props.sideTree ? { [props.sideTree.filter]: node } : {}),
    ...props.filters,
  };
  const poll = props.refetchInterval;
  const list = useResourceList<T>(props.area, props.api, { ...params, ...filters }, true, {
    failure: props.listFailure,
    refetchInterval: typeof poll === 'function' ? (rows) => poll(rows as T[]) : poll,
  });
  const refilter = (next?: Record<string, unknown>) => {
    setParams((p) => ({ ...(next ?? p), page: 1, pageSize: p.pageSize }));
    onRefilter();
  };
  // One function for the list's life, running the latest render's: the search form, drawn again only when its
  // fields change, keeps the handler it was first given.
  const searchNow = useRef((_f: Record<string, unknown>) => {});
  searchNow.current = (f) => {
    props.onSearch?.(f);
    const next = { ...f, page: 1, pageSize: params.pageSize, ...filters };
    void qc.invalidateQueries({ queryKey: listKey(props.area, props.api.queryList.path, next), exact: true });
    refilter(f);
  };
  const search = useCallback((f: Record<string, unknown>) => searchNow.current(f), []);
  const pagination: TablePaginationConfig = {
    ...paginationText,
    ...(props.pageSizes ? { pageSizeOptions: props.pageSizes.map(String) } : {}),
    current: params.page,
    pageSize: params.pageSize,
    total: list.data?.total ?? 0,
    // Past the count cap the total is an estimate: 共 10,000+ 条, and deep pages stay reachable.
    showTotal: (total) => totalText(total, list.data?.exact ?? true),
    onChange: (page, pageSize) => setParams((p) => ({ ...p, page: pageSize === p.pageSize ? page : 1, pageSize })),
  };
  return {
    list,
    rows: list.data?.data ?? [],
    params,
    /** The page and every filter of the list as it is called (the add form's defaults, export, the toolbar). */
    query: { ...params, ...filters },
    tab,
    chooseTab: (key: string) => {
      setTab(key);
      refilter();
    },
    node,
    chooseNode: (key: string) => {
      setNode(key);
      refilter();
    },
    /**
     * The search form's filters replace the previous ones (the page is told first). 查询 always reads fresh rows:
     * the page it opens is marked stale first, so the same filters (the same query key, which would otherwise
     * change nothing) are fetched again, and so is a page 1 still cached from before.
     */
    search,
    // A polled list does not flash its spinner at every poll.
    loading: list.isFetching && !(poll && list.data && !list.isPlaceholderData),
    pagination,
  };
}
