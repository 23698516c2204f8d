import { createHmac } from 'node:crypto';

/** What the ERP receives for one order (issue 27): header, delivery and lines; money in cents. */
export type ErpOrder = {
  orderNo: string;
  retCode: string;
  retName: string;
  spCode: string;
  warehouseCode: string;
  receiver: string;
  phone: string;
  address: string;
  payAmount: number;
  lines: { skuCode: string; quantity: number; price: number; amount: number; gift: boolean }[];
};

export type ErpTarget = { url: string; secret?: string; timeoutMs: number };

export const signature = (body: string, secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/**
 * One attempt: POST the order as JSON, keyed by its number (the ERP answers a repeat without taking the order
 * twice) and signed when a secret is set. Answers null on a 2xx, otherwise why it failed, in one line.
 */
export async function sendToErp(target: ErpTarget, order: ErpOrder): Promise<string | null> {
  const body = JSON.stringify(order);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': order.orderNo };
  if (target.secret) headers['x-signature'] = signature(body, target.secret);
  try {
    const res = await fetch(target.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(target.timeoutMs) });
    const text = (await res.text()).slice(0, 200);
    return res.ok ? null : `ERP返回${res.status}${text ? `：${text}` : ''}`;
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    if (e.name === 'TimeoutError') return `ERP无响应（超过${target.timeoutMs / 1000}秒）`;
    if (e.cause?.code === 'ECONNREFUSED') return 'ERP拒绝连接';
    return `ERP请求失败：${e.cause?.code ?? e.message}`.slice(0, 200);
  }
}
