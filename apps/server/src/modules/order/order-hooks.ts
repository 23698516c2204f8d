import type { Tx } from '../../db/client.ts';
import type { RequestCtx } from '../../shared/request-context.ts';
import type { OrderRow } from './order-kit.ts';

/**
 * Where other areas take part in an order's life without the order importing them: risk refuses an approval
 * and scores a new order, the ERP push queues an approved order. Each hook runs in the order's transaction
 * (throwing refuses the whole write). Areas register once at start, by name (a second app in the same process
 * replaces, never doubles, a hook).
 */
export type OrderHooks = {
  /** Before an order is approved: throw to refuse it (a risk review pending). */
  approving?(tx: Tx, ctx: RequestCtx, order: OrderRow): Promise<void>;
  /** The order was approved (status 20 written). */
  approved?(tx: Tx, ctx: RequestCtx, order: OrderRow): Promise<void>;
  /** A new order was placed (its header and lines written). */
  created?(tx: Tx, ctx: RequestCtx, orderId: number): Promise<void>;
};

const hooks = new Map<string, OrderHooks>();

export function registerOrderHooks(name: string, h: OrderHooks) {
  hooks.set(name, h);
}

export async function runOrderHooks<K extends keyof OrderHooks>(event: K, ...args: Parameters<NonNullable<OrderHooks[K]>>) {
  for (const h of hooks.values()) {
    const fn = h[event] as ((...a: typeof args) => Promise<void>) | undefined;
    if (fn) await fn(...args);
  }
}
