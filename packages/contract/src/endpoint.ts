import type { z } from 'zod';

/**
 * The one protocol of every call: an area's contract file exports its endpoints as data (method, path as the
 * specification spells it, permission key, input and output schemas). The server registers its routes from
 * these descriptors and the clients call through them, so no path or key is ever written twice.
 */

/** A menu tree key: `pageName.action`. */
export type PermissionKey = `${string}.${string}`;
/**
 * What a call needs: a permission key (`userManagement.add`), any one of several keys (a call two pages share,
 * e.g. an order's detail opened from the order list and from the telesales list; the handler narrows what each
 * key shows), any signed-in user, or nobody.
 */
export type Permission = 'public' | 'authenticated' | PermissionKey | readonly [PermissionKey, ...PermissionKey[]];

/** The menu tree keys that open a call (none for 'public' and 'authenticated'). */
export const permissionKeys = (p: Permission | undefined): PermissionKey[] =>
  p === undefined || p === 'public' || p === 'authenticated' ? [] : typeof p === 'string' ? [p] : [...p];

/** Whether a holder of the keys `has` answers for may make a call that needs `p` (any one of its keys suffices). */
export const permits = (p: Permission, has: (key: string) => boolean): boolean =>
  p === 'public' || p === 'authenticated' || permissionKeys(p).some(has);

export type HttpMethod = 'GET' | 'POST';

export type Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  method: HttpMethod;
  /** Below the API base, e.g. '/user/queryList'; a `:name` segment is filled from the input field `name`. */
  path: string;
  permission: Permission;
  /** One line for the API documentation (Chinese). */
  summary: string;
  /** OpenAPI tag: the area's Chinese name (set by `area()`). */
  tag?: string;
  /**
   * Where the input (minus path parameters) travels. Default: the query string for GET, the JSON body for
   * POST; 'query' on a POST follows the specification where it sends query strings (`/order/opt/approve?id`).
   */
  inputIn?: 'query' | 'body';
  /** The request: an object schema (strict for bodies). */
  input: I;
  /** The reply's `data`. For a paged list, the schema of one row (`paged: true`). */
  output: O;
  /** A paged list: `data` is an array of `output` rows, with `total` (and `exact: false` when estimated). */
  paged?: boolean;
  /** The success message when the handler gives none (e.g. '修改成功'). */
  okMessage?: string;
};

/** Declares one endpoint (keeps its precise schema types). */
export const endpoint = <I extends z.ZodType, O extends z.ZodType, const P extends boolean = false>(
  e: Endpoint<I, O> & { paged?: P },
): Endpoint<I, O> & { paged: P } => ({ ...e, paged: (e.paged ?? false) as P });

/** An area's endpoints, each tagged with the area's Chinese name for the documentation. */
export function area<T extends Record<string, Endpoint>>(tag: string, endpoints: T): T {
  for (const e of Object.values(endpoints)) e.tag ??= tag;
  return endpoints;
}

/** What the caller sends (before defaults and transforms). */
export type InputOf<E> = E extends Endpoint<infer I, z.ZodType> ? z.input<I> : never;
/** What the server's handler receives (after parsing). */
export type ParsedInputOf<E> = E extends Endpoint<infer I, z.ZodType> ? z.output<I> : never;
/** The reply's `data`: the row array for a paged list, otherwise the output. */
export type OutputOf<E> = E extends Endpoint<z.ZodType, infer O> ? (E extends { paged: true } ? z.output<O>[] : z.output<O>) : never;

/** The names of the `:name` segments of a path. */
export const pathParams = (path: string): string[] => [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);

/**
 * Splits an input into the URL (path parameters filled, and the query string when the input travels there)
 * and the body. Values that are undefined, null or '' are left out of a query string; arrays are
 * comma-joined (the specification's `?ids=1,2,3`).
 */
export function requestOf(e: Endpoint, input: Record<string, unknown> = {}): { url: string; body?: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...input };
  let url = e.path;
  for (const name of pathParams(e.path)) {
    const value = rest[name];
    if (value === undefined || value === null || value === '') throw new Error(`${e.path}: missing path parameter ${name}`);
    url = url.replace(`:${name}`, encodeURIComponent(String(value)));
    delete rest[name];
  }
  const where = e.inputIn ?? (e.method === 'GET' ? 'query' : 'body');
  if (where === 'body') return { url, body: rest };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) search.append(key, value.join(','));
    } else if (typeof value !== 'object') search.append(key, String(value));
  }
  const qs = search.toString();
  return { url: qs ? `${url}?${qs}` : url, body: e.method === 'POST' ? {} : undefined };
}
