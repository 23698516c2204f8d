import { hash } from 'node:crypto';

/**
 * The cursor of a paged list: the sort key of a page's edge row, the page it leads to and the filter it
 * was made under. Opaque to clients (base64url JSON); one that does not fit the request (another filter,
 * page size or page) is ignored and the page is read by number, so a stale cursor can never show wrong rows.
 */
export type CursorKey = { dir: 'next' | 'prev'; page: number; filter: string; keys: unknown[] };

/** A short digest of the list's filter (its count SQL and parameters) and page size. */
export function fingerprint(filterSql: string, pageSize: number): string {
  const key = `${pageSize}\u0000${filterSql}`;
  let digest = digests.get(key);
  if (digest === undefined) {
    digest = hash('sha1', key, 'base64url').slice(0, 12);
    if (digests.size >= DIGESTS_MAX) digests.clear();
    digests.set(key, digest);
  }
  return digest;
}

// A list is asked for with the same few filters again and again: each filter's digest is worked out once, not per
// request (issue 31: the sha1 was ~1 % of a list request's CPU).
const digests = new Map<string, string>();
const DIGESTS_MAX = 2000;

export const encodeCursor = (c: CursorKey) =>
  Buffer.from(JSON.stringify([c.dir === 'next' ? 'n' : 'p', c.page, c.filter, c.keys])).toString('base64url');

export function decodeCursor(token: string, page: number, filter: string): CursorKey | undefined {
  try {
    const [d, p, f, keys] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown[];
    if ((d !== 'n' && d !== 'p') || p !== page || f !== filter || !Array.isArray(keys) || keys.length === 0) return undefined;
    if (!keys.every((k) => typeof k === 'string')) return undefined;
    return { dir: d === 'n' ? 'next' : 'prev', page, filter, keys };
  } catch {
    return undefined;
  }
}
