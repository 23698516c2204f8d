/** The list protocol's constants, without zod (the paging schemas: ../paging.ts). */
import { formatQuantity } from '../format.ts';

export const DEFAULT_PAGE = 1;
/** Lists count exactly up to here; past it the total is an estimate (`exact: false`). */
export const COUNT_CAP = 10_000;

/**
 * The pager's total: `共 37 条`, or `共 10,000+ 条` when the server only estimated it (past the cap). Grouped by
 * formatQuantity, not toLocaleString: a page's first toLocaleString loads ICU's number data, 16–40 ms of the
 * capped list's first paint (issue 31).
 */
export const totalText = (total: number, exact = true) => (exact ? `共 ${total} 条` : `共 ${formatQuantity(COUNT_CAP)}+ 条`);
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 40, 50, 60, 500] as const;
export const ARTICLE_PAGE_SIZE_OPTIONS = [10, 20, 30, 100] as const;
