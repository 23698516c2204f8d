import { z } from 'zod';

import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from './api/paging.ts';

export * from './api/paging.ts';

/**
 * One build per argument, shared by every list that asks: zod schemas never change once built, and building
 * them is slow (a page/pageSize pair ~2 ms; ~75 lists and ~100 text filters ask as the server's modules load, issue 31).
 */
function perArg<A, R>(make: (a: A) => R): (a: A) => R {
  const made = new Map<A, R>();
  return (a) => {
    if (!made.has(a)) made.set(a, make(a));
    return made.get(a) as R;
  };
}

const positiveInt = (max: number, label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .min(1, `${label}不能小于1`)
    .max(max, `${label}不能大于${max}`);

/**
 * Optional on every list: the previous reply's `cursor.next` (or `.prev`) when moving to the adjacent page.
 * The server then seeks from that page's edge row instead of skipping rows; a cursor that does not fit the
 * request is ignored and the page is read by its number.
 */
export const pageCursor = z.string().max(1000).optional();

/** A paged reply's cursors: send `next` with page + 1, `prev` with page - 1. */
export const pageCursors = z.object({ prev: z.string().optional(), next: z.string().optional() });
export type PageCursors = z.infer<typeof pageCursors>;

const pageNumber = positiveInt(1_000_000, '页码').default(DEFAULT_PAGE);
const pageSize = perArg((max: number) => positiveInt(max, '每页条数').default(DEFAULT_PAGE_SIZE));

/** `page`/`pageSize` paging; `maxPageSize` is the largest page the list allows. */
export const pageQuery = (maxPageSize = 500) => ({ page: pageNumber, pageSize: pageSize(maxPageSize), cursor: pageCursor });

/** `pageNum`/`pageSize` paging, as the content lists use it. */
export const pageNumQuery = (maxPageSize = 500) => ({ pageNum: pageNumber, pageSize: pageSize(maxPageSize), cursor: pageCursor });

/** Optional text filter: blank means "no filter". */
const optionalTexts = perArg((max: number) =>
  z
    .string()
    .max(max, `查询条件不能超过${max}个字符`)
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim())),
);
export const optionalText = (max = 100) => optionalTexts(max);
