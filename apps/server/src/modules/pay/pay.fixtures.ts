import { createHmac } from 'node:crypto';
import type { TestApp } from '../../test/build-app.ts';

/** Test helpers for payments: channels, payments started for orders, callbacks signed as a provider signs them. */
export function payFixtures(t: TestApp, token: () => string) {
  let n = 0;
  const channel = async (over: Record<string, unknown> = {}) => {
    n += 1;
    const body = { channelCode: `PC${Date.now().toString(36)}${n}`, name: `渠道${n}`, type: 1, apiKey: `key-${n}-secret-value`, ...over };
    const res = await t.post('/pay/channel/add', body, { token: token() });
    if (res.body.code !== 200) throw new Error(`channel: ${res.body.message}`);
    return { id: res.body.data.id as number, channelCode: body.channelCode, apiKey: body.apiKey };
  };
  const start = async (orderNo: string, channelCode: string) => {
    const res = await t.post('/pay/record/add', { orderNo, channelCode }, { token: token() });
    if (res.body.code !== 200) throw new Error(`pay: ${res.body.message}`);
    return res.body.data as { payNo: string; amount: number };
  };
  const sign = (apiKey: string, raw: string) => `sha256=${createHmac('sha256', apiKey).update(raw).digest('hex')}`;
  /** The callback as a provider sends it: `raw` signed with `key` (the channel's, unless forging). */
  const notify = (channelCode: string, body: object, key: string, raw = JSON.stringify(body)) =>
    t.call('POST', `/pay/notify/${channelCode}`, raw, {
      headers: { 'content-type': 'application/json', 'x-pay-signature': sign(key, raw) },
    });
  const record = async (payNo: string) => {
    const res = await t.get('/pay/record/queryList', { page: 1, pageSize: 10 }, { token: token() });
    if (res.body.code !== 200) throw new Error(`records: ${res.body.message}`);
    return res.body.data.find((r: { payNo: string }) => r.payNo === payNo);
  };
  return { channel, start, sign, notify, record };
}
