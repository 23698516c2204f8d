import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { RequestCtx } from '../../shared/request-context.ts';

/**
 * How the warehouse reaches orders without importing them: the orders area registers its port once at start
 * (`registerOrderPort` in its routes plugin). Until it does, calls that need an order answer 404.
 */
export type OrderForWarehouse = {
  orderNo: string;
  /** Only an approved order may be split, allocated and delivered. */
  approved: boolean;
  /** The order's state as the user knows it (for the 409 message), e.g. '待审核'. */
  statusName: string;
  channelCode: string;
  provinceCode: string;
  lines: { skuCode: string; quantity: number }[];
};

export type OrderPort = {
  /** The order inside the caller's data scope (undefined: unknown or out of scope), read in `tx`. */
  find(tx: Tx, ctx: RequestCtx, orderNo: string): Promise<OrderForWarehouse | undefined>;
  /** Every delivery of the order has shipped (same transaction): the order moves to shipped; 404 out of scope. */
  shipped(tx: Tx, ctx: RequestCtx, orderNo: string): Promise<void>;
  /** The WHERE keeping rows that name an order by `orderNo` to orders in the caller's scope (undefined: unlimited). */
  inScope(ctx: RequestCtx, orderNo: AnyColumn): Promise<SQL | undefined>;
};

let port: OrderPort | undefined;

export function registerOrderPort(p: OrderPort) {
  port = p;
}

export const orderPort = () => port;

/**
 * Warehouse rows naming an order (deliveries, splits) follow that order's scope in every dimension: they carry
 * no keys of their own to judge by. Without the orders area nothing is in scope.
 */
export const byOrderInScope = async (ctx: RequestCtx, orderNo: AnyColumn): Promise<SQL | undefined> =>
  port ? port.inScope(ctx, orderNo) : sql`false`;
