import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type PartnerKey, partnerOf } from '@console/contract/partner';
import { type PartnerOrder, PARTNER_PATHS, type PartnerPaths, partnerSignature } from './connector.ts';

/**
 * A local partner platform for development, demos and the tests (`npm run partner:stub -- --port N`): a real
 * HTTP server answering every partner's paths — it serves orders (with external SKU codes) and takes quota
 * lines and stock. `--fail` answers 500 to everything, `--unknown-code` adds an order naming a code nobody
 * mapped, `--secret` checks the signature.
 */
export type StubOptions = {
  port?: number;
  fail?: boolean;
  unknownCode?: boolean;
  secret?: string;
  orders?: PartnerOrder[];
  /** Orders per partner (the command line's: each partner's own codes); `orders` otherwise. */
  ordersFor?: (partner: PartnerKey) => PartnerOrder[];
  /** Each answer waits this long (a slow partner). */
  delayMs?: number;
  log?: boolean;
};

export const UNKNOWN_CODE = 'NO-SUCH-CODE';

const routes = (Object.entries(PARTNER_PATHS) as [PartnerKey, PartnerPaths][]).flatMap(([partner, p]) => [
  { partner, path: p.allocations, what: 'allocations' as const },
  { partner, path: p.orders, what: 'orders' as const },
  { partner, path: p.stock, what: 'stock' as const },
]);

export async function startPartnerStub(o: StubOptions = {}) {
  let fail = o.fail ?? false;
  let unknownCode = o.unknownCode ?? false;
  let orders = o.orders ?? [];
  const received = { allocations: [] as unknown[], stock: [] as unknown[] };
  let requests = 0;
  const served = (partner: PartnerKey) => {
    const list = o.ordersFor?.(partner) ?? orders;
    return unknownCode
      ? [...list, { externalNo: 'BAD-1', retCode: orders[0]?.retCode ?? 'R0001', lines: [{ externalCode: UNKNOWN_CODE, quantity: 1 }] }]
      : list;
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      requests++;
      if (o.delayMs) await new Promise((r) => setTimeout(r, o.delayMs));
      const body = Buffer.concat(chunks).toString('utf8');
      const answer = (status: number, data: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      if (o.secret) {
        const want = Buffer.from(partnerSignature(o.secret, String(req.headers['x-timestamp'] ?? ''), body));
        const got = Buffer.from(String(req.headers['x-signature'] ?? ''));
        if (want.length !== got.length || !timingSafeEqual(want, got)) return answer(401, { message: 'bad signature' });
      }
      if (fail) return answer(500, { message: 'simulated failure' });
      const route = routes.find((r) => r.path === new URL(req.url ?? '/', 'http://stub').pathname);
      if (!route) return answer(404, { message: 'unknown path' });
      if (o.log) console.log(`${new Date().toISOString()} ${req.method} ${req.url}`);
      if (route.what === 'orders') return answer(200, { orders: served(route.partner) });
      received[route.what].push(JSON.parse(body || 'null'));
      return answer(200, { accepted: true });
    });
  });
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    requests: () => requests,
    setFail: (v: boolean) => {
      fail = v;
    },
    setUnknownCode: (v: boolean) => {
      unknownCode = v;
    },
    setOrders: (list: PartnerOrder[]) => {
      orders = list;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const flag = (name: string) => process.argv.includes(`--${name}`);

if (process.argv[1]?.endsWith('partner-stub.ts')) {
  // The demo's first shop and two SKUs each partner has a code for (stock.demo.ts maps `<SOURCE>-<last 5 of the SKU>`).
  const shop = arg('shop') ?? 'R000001';
  const codes = (arg('codes') ?? '00003,00053').split(',');
  const stamp = Date.now().toString(36).toUpperCase();
  const s = await startPartnerStub({
    port: Number(arg('port') ?? 4020),
    fail: flag('fail'),
    unknownCode: flag('unknown-code'),
    secret: arg('secret'),
    ordersFor: (partner) =>
      codes.map((c, i) => ({
        externalNo: `${partner.toUpperCase()}${stamp}${i}`,
        retCode: shop,
        lines: [{ externalCode: `${partnerOf(partner).source}-${c}`, quantity: 1 + i }],
      })),
    log: true,
  });
  console.log(`Partner stub on ${s.url}${flag('fail') ? ' (failing every call)' : ''}; set it as the partner's 接口地址`);
}
