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
  /** Every delivery of the order has shipped (same transaction): the order moves to shipped. */
  shipped(tx: Tx, ctx: RequestCtx, orderNo: string): Promise<void>;
};

let port: OrderPort | undefined;

export function registerOrderPort(p: OrderPort) {
  port = p;
}

export const orderPort = () => port;
