import http from 'node:http';

/**
 * The fault bench's load: `clients` loops, each on its own keep-alive connection, sending a mix of the
 * console's real reads and writes and keeping every outcome (what was sent, when, what came back), so that
 * the faults can be judged afterwards: which answers fell in an outage, what was in flight at SIGTERM,
 * which writes were acknowledged (and must be in the database).
 */

export type Kind = 'userList' | 'inventoryList' | 'currentMenu' | 'adjust' | 'brandAdd';
export type Outcome = {
  kind: Kind;
  /** Inventory row an adjust aimed at, or the code of a brand added. */
  target: string;
  start: number;
  end: number;
  /** HTTP status, or 0 when no answer came (then `error` says why: ECONNREFUSED, ECONNRESET, …). */
  status: number;
  error?: string;
  message?: string;
};

/** Reads three in four, writes one in four: the lists an operator pages through, stocktakes, new brands. */
const MIX: [Kind, number][] = [
  ['userList', 35],
  ['inventoryList', 20],
  ['currentMenu', 20],
  ['adjust', 15],
  ['brandAdd', 10],
];
const pick = (r: number): Kind => {
  let acc = 0;
  for (const [kind, weight] of MIX) {
    acc += weight / 100;
    if (r < acc) return kind;
  }
  return 'userList';
};

export type LoadTarget = { port: number; token: string; inventoryIds: number[] };

let brandSeq = 0;
function requestFor(kind: Kind, t: LoadTarget): { method: string; path: string; body?: string; target: string } {
  switch (kind) {
    case 'userList':
      return { method: 'GET', path: `/api/user/queryList?page=${1 + Math.floor(Math.random() * 20)}&pageSize=10`, target: '' };
    case 'inventoryList':
      return { method: 'GET', path: '/api/wms/inv/queryList?page=1&pageSize=20', target: '' };
    case 'currentMenu':
      return { method: 'GET', path: '/api/user/currentMenu', target: '' };
    case 'adjust': {
      const id = t.inventoryIds[Math.floor(Math.random() * t.inventoryIds.length)];
      return { method: 'POST', path: '/api/wms/inv/adjust', body: JSON.stringify({ id, delta: 1, reason: '盘点' }), target: String(id) };
    }
    case 'brandAdd': {
      const code = `FLT${process.pid}_${++brandSeq}`;
      return { method: 'POST', path: '/api/product/brand/add', body: JSON.stringify({ code, name: `压测品牌${brandSeq}` }), target: code };
    }
  }
}

function send(agent: http.Agent, t: LoadTarget, kind: Kind): Promise<Outcome> {
  const r = requestFor(kind, t);
  const start = performance.now();
  return new Promise((resolve) => {
    const done = (o: Partial<Outcome>) => resolve({ kind, target: r.target, start, end: performance.now(), status: 0, ...o });
    const req = http.request(
      {
        host: '127.0.0.1',
        port: t.port,
        method: r.method,
        path: r.path,
        agent,
        timeout: 30_000,
        headers: { authorization: `Bearer ${t.token}`, ...(r.body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let message: string | undefined;
          if (res.statusCode !== 200) {
            try {
              message = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { message?: string }).message;
            } catch {
              message = Buffer.concat(chunks).toString('utf8').slice(0, 200);
            }
          }
          done({ status: res.statusCode ?? 0, message });
        });
        res.on('error', (e: NodeJS.ErrnoException) => done({ error: e.code ?? e.message }));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (e: NodeJS.ErrnoException) => done({ error: e.code ?? e.message }));
    req.end(r.body);
  });
}

export type LoadRun = { outcomes: Outcome[]; stop: () => Promise<void> };

/** Starts the load; `stop()` lets every client finish its current request and resolves when they have. */
export function startLoad(t: LoadTarget, clients: number): LoadRun {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const outcomes: Outcome[] = [];
  let running = true;
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      const o = await send(agent, t, pick(Math.random()));
      outcomes.push(o);
      // A refused connection comes back at once: do not spin on a server that is gone.
      if (o.status === 0) await new Promise((r) => setTimeout(r, 50));
    }
  });
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}

/** p50 / p95 per kind of request: which kinds make the mix's tail (a write takes more round trips than a read). */
export function percentilesByKind(outcomes: Outcome[]) {
  const kinds = [...new Set(outcomes.map((o) => o.kind))];
  return Object.fromEntries(kinds.map((k) => [k, percentiles(outcomes.filter((o) => o.kind === k))])) as Partial<
    Record<Kind, ReturnType<typeof percentiles>>
  >;
}

export function percentiles(outcomes: Outcome[]) {
  const ms = Float64Array.from(outcomes.map((o) => o.end - o.start)).sort();
  const at = (q: number) => (ms.length ? Math.round(ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)] * 10) / 10 : Number.NaN);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}
