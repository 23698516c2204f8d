import { getSessionUser, hasPermission } from '@console/web-kit';
import type { PaginationProps } from 'antd';

/** The operator value the server will record: name followed by the loginId in brackets (spec §3). */
export function currentOperator() {
  const u = getSessionUser();
  return `${u.name}(${u.loginId})`;
}

/** Buttons whose key the user lacks are not rendered (spec §6). Both tabs are the one 'content' page. */
export const can = (action: 'query' | 'add' | 'edit' | 'delete' | 'status') => hasPermission(`content.${action}`);

export const ARTICLE_PAGE_SIZES = [10, 20, 30, 100];
export const DEFAULT_PAGE_SIZES = [10, 20, 40, 50, 60, 500];

/** The pagination control: total, previous/next text, the given page sizes. */
export function pager(
  current: number,
  pageSize: number,
  total: number,
  sizes: number[],
  onChange: (p: number, s: number) => void,
): PaginationProps {
  return {
    current,
    pageSize,
    total,
    pageSizeOptions: sizes,
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

export const STATUS_OPTIONS = [
  { label: '启用', value: 1 },
  { label: '禁用', value: 2 },
];
