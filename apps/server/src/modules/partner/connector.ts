import { createHmac } from 'node:crypto';
import type { PartnerKey } from '@console/contract/partner';

/**
 * The one connector interface every partner platform answers: push our quota lines, pull its orders, push
 * our available stock. Each partner is one implementation (its own paths on its own host); what they share is
 * the signed JSON call below. A failure throws `PartnerError`: `retry` says whether another attempt may help
 * (the partner was down) or not (its data is wrong).
 */

export type PartnerTarget = { baseUrl: string; appKey: string; appSecret: string; timeoutMs: number };

export type AllocationLine = {
  planName: string;
  skuCode: string;
  externalCode: string | null;
  dimension: number;
  code: string;
  quota: number;
  used: number;
  remaining: number;
  periodStart: string;
  periodEnd: string;
};
export type StockLine = { skuCode: string; externalCode: string | null; available: number };
export type PartnerOrderLine = { externalCode: string; quantity: number };
export type PartnerOrder = {
  externalNo: string;
  retCode: string;
  receiver?: string;
  phone?: string;
  address?: string;
  remark?: string;
  lines: PartnerOrderLine[];
};

export interface PartnerConnector {
  pushAllocations(t: PartnerTarget, lines: AllocationLine[]): Promise<void>;
  pullOrders(t: PartnerTarget): Promise<PartnerOrder[]>;
  pushStock(t: PartnerTarget, lines: StockLine[]): Promise<void>;
}

export class PartnerError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/** The signature a partner checks: HMAC-SHA256 of `timestamp\nbody` with the app secret. */
export const partnerSignature = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}\n${body}`).digest('hex')}`;

/** One signed call; answers the parsed JSON body of a 2xx, throws a retryable PartnerError otherwise. */
async function call(t: PartnerTarget, method: 'GET' | 'POST', path: string, payload?: unknown): Promise<unknown> {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  const timestamp = String(Date.now());
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-app-key': t.appKey,
    'x-timestamp': timestamp,
    'x-signature': partnerSignature(t.appSecret, timestamp, body),
  };
  const url = `${t.baseUrl.replace(/\/+$/, '')}${path}`;
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: body || undefined, signal: AbortSignal.timeout(t.timeoutMs) });
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    if (e.name === 'TimeoutError') throw new PartnerError(`合作平台无响应（超过${t.timeoutMs / 1000}秒）`, true);
    if (e.cause?.code === 'ECONNREFUSED') throw new PartnerError('合作平台拒绝连接', true);
    throw new PartnerError(`合作平台请求失败：${e.cause?.code ?? e.message}`.slice(0, 200), true);
  }
  const text = await res.text();
  if (!res.ok) throw new PartnerError(`合作平台返回${res.status}${text ? `：${text.slice(0, 200)}` : ''}`, true);
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    throw new PartnerError('合作平台的回答不是JSON', true);
  }
}

/** A partner's order list as it answers it; anything else is its data being wrong (not retried). */
function ordersOf(answer: unknown): PartnerOrder[] {
  const list = (answer as { orders?: unknown } | null)?.orders;
  if (!Array.isArray(list)) throw new PartnerError('合作平台的订单数据格式不正确', false);
  return list.map((o, i) => {
    const r = o as Partial<PartnerOrder>;
    if (typeof r.externalNo !== 'string' || typeof r.retCode !== 'string' || !Array.isArray(r.lines))
      throw new PartnerError(`合作平台第${i + 1}个订单的数据格式不正确`, false);
    return r as PartnerOrder;
  });
}

/** Where a partner takes each call. */
export type PartnerPaths = { allocations: string; orders: string; stock: string };

/** A partner answering the shared wire format on its own paths. */
export function httpConnector(paths: PartnerPaths): PartnerConnector {
  return {
    pushAllocations: async (t, lines) => void (await call(t, 'POST', paths.allocations, { lines })),
    pullOrders: async (t) => ordersOf(await call(t, 'GET', paths.orders)),
    pushStock: async (t, lines) => void (await call(t, 'POST', paths.stock, { lines })),
  };
}

/** Each partner's paths (the stub serves all of them). */
export const PARTNER_PATHS: Record<PartnerKey, PartnerPaths> = {
  hipac: { allocations: '/open/alloc/quota', orders: '/open/alloc/orders', stock: '/open/alloc/stock' },
  fsct: { allocations: '/api/v1/quota/push', orders: '/api/v1/orders', stock: '/api/v1/stock/push' },
  dcc: { allocations: '/dcc/allocation', orders: '/dcc/order/list', stock: '/dcc/inventory' },
  yuou: { allocations: '/yuou/quota', orders: '/yuou/orders', stock: '/yuou/stock' },
};

export const connectors: Record<PartnerKey, PartnerConnector> = {
  hipac: httpConnector(PARTNER_PATHS.hipac),
  fsct: httpConnector(PARTNER_PATHS.fsct),
  dcc: httpConnector(PARTNER_PATHS.dcc),
  yuou: httpConnector(PARTNER_PATHS.yuou),
};
