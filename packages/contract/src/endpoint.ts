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

/**
 * A schema of an area's schema module, named before that module is loaded. Descriptors are data without zod
 * (`api/<area>.ts`): a page lists and calls through them while zod and the schemas load with its first form
 * (web-kit), and the server loads every schema before it registers a route (`loadSchemas()`).
 */
export type SchemaRef<S extends z.ZodType = z.ZodType> = {
  /** The schema; throws until its module is loaded (`load()` or `loadSchemas`). */
  readonly schema: S;
  /** Loads the schema's module (once) and answers the schema (always the same promise). */
  readonly load: () => Promise<S>;
  /** Whether `schema` answers at once. */
  readonly loaded: boolean;
};

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
  input: SchemaRef<I>;
  /** The reply's `data`. For a paged list, the schema of one row (`paged: true`). */
  output: SchemaRef<O>;
  /** A paged list: `data` is an array of `output` rows, with `total` (and `exact: false` when estimated). */
  paged?: boolean;
  /**
   * A paged list's page number as its input names it: `page` (the default) or `pageNum` where the
   * specification spells it so (the content lists). Every paged input also takes the neighbour page's `cursor`.
   */
  pageParam?: 'page' | 'pageNum';
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

/** A schema module's export as a descriptor names it: a schema, or a function making one (`dictCreate(COMMON_LABELS.platform)`). */
type RefOf<T> = T extends z.ZodType
  ? SchemaRef<T>
  : T extends (...args: infer A) => infer R
    ? R extends z.ZodType
      ? (...args: A) => SchemaRef<R>
      : never
    : never;
/** The exports of a schema module, each as a reference to load later. */
export type SchemaRefs<M> = { readonly [K in keyof M]: RefOf<M[K]> };

/** A schema module: loaded once, then at hand synchronously. */
type SchemaModule = { load: () => Promise<Record<string, unknown>>; current?: Record<string, unknown> };
/** Every schema module a descriptor names: `loadSchemas()` loads them all (the server, before its routes). */
const modules = new Set<SchemaModule>();

/** Marks a promise fulfilled where React's use() looks: once it settles, or at once for a value at hand. */
function settled<T>(p: Promise<T> | { value: T }): Promise<T> {
  if (!(p instanceof Promise)) return Object.assign(Promise.resolve(p.value), { status: 'fulfilled', value: p.value });
  // The handlers answer nothing: answering the tagged promise itself would chain its rejection on, unhandled.
  p.then(
    (value) => void Object.assign(p, { status: 'fulfilled', value }),
    (reason) => void Object.assign(p, { status: 'rejected', reason }),
  );
  return p;
}

function schemaRef<S extends z.ZodType>(module: SchemaModule, pick: (m: Record<string, unknown>) => unknown, what: string): SchemaRef<S> {
  let schema: S | undefined;
  let loading: Promise<S> | undefined;
  const from = (m: Record<string, unknown>) => {
    schema ??= pick(m) as S;
    if (!schema) throw new Error(`schema ${what} is not an export of its module`);
    return schema;
  };
  return {
    get schema(): S {
      if (!module.current) throw new Error(`schema ${what} is not loaded yet: await loadSchemas(…) (or the ref's load()) first`);
      return from(module.current);
    },
    // One promise per reference: React's use() may wait on it across renders. Once settled it says so the way
    // use() reads (`status`, `value`), so a component can always call use() — never only while not yet loaded,
    // which changes what it calls between a suspended render and its replay.
    load: () => (loading ??= settled(module.current ? { value: from(module.current) } : module.load().then(from))),
    get loaded() {
      return module.current !== undefined;
    },
  };
}

/**
 * References to the exports of a schema module that `load` imports, for a descriptor to name without loading
 * it: `const s = schemas(() => import('../users.ts'))`, then `input: s.userListQuery`, or `s.dictCreate(COMMON_LABELS.platform)`
 * for an export that makes a schema.
 */
export function schemas<M>(load: () => Promise<M>): SchemaRefs<M> {
  let pending: Promise<Record<string, unknown>> | undefined;
  const module: SchemaModule = {
    load: () =>
      (pending ??= (load() as Promise<Record<string, unknown>>).then((m) => {
        module.current = m;
        return m;
      })),
  };
  modules.add(module);
  const refs = new Map<string, unknown>();
  return new Proxy({} as SchemaRefs<M>, {
    get(_, name) {
      // Not a thenable: awaiting the references must not call an export named `then`.
      if (typeof name !== 'string' || name === 'then') return undefined;
      let ref = refs.get(name);
      if (!ref) {
        const plain = schemaRef(module, (m) => m[name], name);
        // Callable for an export that makes a schema (`s.dictCreate(COMMON_LABELS.platform)`); a plain reference otherwise.
        const made = (...args: unknown[]) => schemaRef(module, (m) => (m[name] as (...a: unknown[]) => unknown)(...args), `${name}(…)`);
        ref = Object.defineProperties(made, {
          schema: { get: () => plain.schema },
          load: { value: plain.load },
          loaded: { get: () => plain.loaded },
        });
        refs.set(name, ref);
      }
      return ref;
    },
  });
}

/**
 * Loads the schemas of the given descriptors or endpoints (every schema module descriptors name, when none is
 * given): afterwards `e.input.schema` and `e.output.schema` answer at once.
 */
export async function loadSchemas(...of: (Endpoint | Record<string, Endpoint>)[]): Promise<void> {
  if (!of.length) {
    await Promise.all([...modules].map((m) => m.load()));
    return;
  }
  const endpoints = of.flatMap((x) => (isEndpoint(x) ? [x] : Object.values(x)));
  await Promise.all(endpoints.flatMap((e) => [e.input.load(), e.output.load()]));
}

const isEndpoint = (x: unknown): x is Endpoint => typeof x === 'object' && x !== null && 'method' in x && 'path' in x;

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
