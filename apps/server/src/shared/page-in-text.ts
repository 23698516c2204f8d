import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * A kept statement's page written into its text. A bound LIMIT or OFFSET is unknown to a generic plan, which then
 * costs the page as a tenth of the rows (the users list: 2,986 against 87 for its custom plan; the sales report by
 * SP: a name looked up for 50 of 500 SPs instead of 20), so PostgreSQL plans every run afresh. Written into the
 * text, the generic plan costs what the custom one does and is kept after five runs (issue 31). Only these sizes,
 * and only the first page's offset, so that the statements per connection stay few.
 */
const LITERAL_PAGE_SIZES = new Set([10, 20, 50, 100]);

/**
 * Each size (and the first page's offset) as SQL text, made once: `.limit()` and `.offset()` bind a number but take
 * an SQL chunk as written, and a chunk made per request cost the busiest lists ~1 µs each (Drizzle's SQL checks
 * every chunk it is given).
 */
const INLINED = new Map([...LITERAL_PAGE_SIZES, 0].map((n) => [n, sql.raw(String(n)) as unknown as Placeholder]));
const inlined = (n: number) => INLINED.get(n) as Placeholder;

/** Whether a page of this size is written into the text (else bound). */
export const pageSizeInText = (pageSize: number) => LITERAL_PAGE_SIZES.has(pageSize);

/**
 * The LIMIT and OFFSET of a kept statement: each written into the text where `pageSizeInText` allows it (the
 * offset on the first page), else `bound` (a placeholder, or the value as a parameter).
 */
export function pageInText<L extends SQL | Placeholder, O extends SQL | Placeholder>(
  pageSize: number,
  offset: number,
  bound: { limit: L; offset: O },
): { limit: L | Placeholder; offset: O | Placeholder } {
  const literal = pageSizeInText(pageSize);
  return { limit: literal ? inlined(pageSize) : bound.limit, offset: literal && offset === 0 ? inlined(0) : bound.offset };
}
