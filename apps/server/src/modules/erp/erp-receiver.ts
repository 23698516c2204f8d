import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signature } from './erp-client.ts';

/**
 * A small ERP receiver for development, demos and the tests (`npm run erp:receiver -- --port N --fail-rate 0.3`):
 * it takes order pushes, fails a share of them with 500 on purpose, and records what it took, once per
 * `Idempotency-Key` (a repeat of a taken order is answered 200 without taking it again). It also counts how
 * many requests for one order were in flight at once, which must never exceed one.
 */
export type ReceiverOptions = { port?: number; failRate?: number; secret?: string; delayMs?: number; log?: boolean };

export async function startReceiver(o: ReceiverOptions = {}) {
  const taken = new Map<string, { order: unknown; at: Date; count: number }>();
  const inFlight = new Map<string, number>();
  let requests = 0;
  let maxInFlight = 0;
  let refused = 0;
  let failRate = o.failRate ?? 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      requests++;
      const body = Buffer.concat(chunks).toString('utf8');
      const key = String(req.headers['idempotency-key'] ?? '');
      const answer = (status: number, data: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      if (req.method !== 'POST' || !key) return answer(400, { message: 'POST with Idempotency-Key expected' });
      if (o.secret) {
        const want = Buffer.from(signature(body, o.secret));
        const got = Buffer.from(String(req.headers['x-signature'] ?? ''));
        if (want.length !== got.length || !timingSafeEqual(want, got)) return answer(401, { message: 'bad signature' });
      }
      inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
      maxInFlight = Math.max(maxInFlight, inFlight.get(key) ?? 0);
      try {
        if (o.delayMs) await new Promise((r) => setTimeout(r, o.delayMs));
        if (Math.random() < failRate) {
          refused++;
          return answer(500, { message: 'simulated failure' });
        }
        const had = taken.get(key);
        if (had) {
          had.count++;
          return answer(200, { duplicate: true });
        }
        taken.set(key, { order: JSON.parse(body), at: new Date(), count: 1 });
        if (o.log) console.log(`${new Date().toISOString()} took ${key}`);
        return answer(200, { received: key });
      } finally {
        inFlight.set(key, (inFlight.get(key) ?? 1) - 1);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/orders`,
    port,
    taken,
    stats: () => ({ requests, refused, maxInFlight }),
    setFailRate: (rate: number) => {
      failRate = rate;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

if (process.argv[1]?.endsWith('erp-receiver.ts')) {
  const r = await startReceiver({
    port: Number(arg('port') ?? 4010),
    failRate: Number(arg('fail-rate') ?? 0),
    secret: arg('secret') ?? process.env.ERP_SECRET,
    log: true,
  });
  console.log(`ERP receiver on ${r.url} (fail rate ${arg('fail-rate') ?? 0}); set ERP_URL=${r.url}`);
}
