import type { RequestCtx } from './request-context.ts';

/**
 * How PostgreSQL plans a list's statements. Default (none): unnamed, planned afresh for each request's values.
 * `kept`: named, each pooled connection parses a shape's SQL once and plans it per run (custom plans), for a
 * list whose parse costs as much as its run (the orders list: a scope of hundreds of shop codes). `generic`:
 * named with a common page written into the text (page-in-text.ts), so that each connection keeps one generic
 * plan after five runs — for a shape with one good plan whatever its values (an index per filter).
 */
export type Plans = 'kept' | 'generic' | undefined;

/**
 * `generic` for an unlimited user (99/ALL), `scoped` for a shop scope. Unlimited, a scoped list's shape has one
 * good plan whatever its values (the index its filters name); planning every run cost more than the run (bench
 * "orders", 1,000,000 rows, a status tab and 30 days: planning 1.6 ms, executing 0.4 ms; 钱包余额 ~0.6 ms per
 * plan). A shop scope's best plan depends on the scope's size — a generic plan for a 200-shop scope walks the
 * shop index whatever its size, as it would for 10,000 shops — so each run is planned for its own scope. The
 * scope is cached per user and permission version: no extra I/O.
 */
export async function plansByScope(ctx: Pick<RequestCtx, 'scope'>, scoped: Plans = undefined): Promise<Plans> {
  return (await ctx.scope()).all ? 'generic' : scoped;
}
