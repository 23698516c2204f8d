// A V8 CPU profile (`node --cpu-prof`) as self time per named bucket: where a server's CPU per request goes
// (HTTP and the socket, Fastify, validation, our hooks, the pg driver, logging, GC…), so that the API and the
// bare route can be set side by side. Pure: the caller says where a frame's code comes from (`locate`, which
// for the server's bundle asks its source map), so a hand-made profile tests the bucketing.

export type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
export type ProfileNode = { id: number; callFrame: Frame; parent?: number; children?: number[] };
export type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };
/** The file a frame's code was written in: its URL, or the original source a bundle's source map names. */
export type Locate = (frame: Frame) => string;

const HTTP_NODE = /^node:(_http_|http$|https$|net$|stream$|internal\/(http|streams\/|stream_base_commons|js_stream_socket|net))/;
const HTTP = 'HTTP + socket I/O (node)';
const PG = 'pg driver: protocol, parsing, its socket writes';

// Packages by what they do for a request; any other package is "other packages".
const PACKAGES: Record<string, string[]> = {
  'Fastify: routing, hooks, reply': [
    'fastify',
    'find-my-way',
    'avvio',
    'light-my-request',
    'fastify-plugin',
    'abstract-logging',
    'process-warning',
    'toad-cache',
    'fast-querystring',
    'safe-regex2',
    'ret',
    'proxy-addr',
    'forwarded',
    'ipaddr.js',
    'content-type',
    'secure-json-parse',
    'fast-decode-uri-component',
    'rfdc',
    'semver',
    '@fastify/error',
    '@fastify/proxy-addr',
    '@fastify/forwarded',
    '@fastify/fast-json-stringify-compiler',
    '@fastify/ajv-compiler',
    '@fastify/merge-json-schemas',
  ],
  'validation (zod, ajv)': [
    'zod',
    'fastify-type-provider-zod',
    'ajv',
    'ajv-formats',
    'fast-uri',
    'fast-deep-equal',
    'json-schema-traverse',
  ],
  'serialisation (fast-json-stringify)': ['fast-json-stringify', 'json-schema-ref-resolver'],
  [PG]: [
    'pg',
    'pg-protocol',
    'pg-pool',
    'pg-types',
    'pg-int8',
    'pgpass',
    'pg-connection-string',
    'postgres-array',
    'postgres-bytea',
    'postgres-date',
    'postgres-interval',
    'buffer-writer',
    'packet-reader',
  ],
  'logging (pino)': [
    'pino',
    'pino-std-serializers',
    'sonic-boom',
    'fast-redact',
    '@pinojs/redact',
    'quick-format-unescaped',
    'thread-stream',
    'atomic-sleep',
    'on-exit-leak-free',
    'fast-safe-stringify',
    'safe-stable-stringify',
  ],
  // drizzle-orm is bundled into the server (scripts/build-server.mjs); its own source maps point at its src/, so
  // the bundle's map names its files node_modules/src/….
  'drizzle: SQL building, row mapping': ['drizzle-orm', 'src'],
  'compression (@fastify/compress)': ['@fastify/compress', 'minipass', 'pump', 'peek-stream', 'duplexify', 'mnemonist'],
};
const PACKAGE_BUCKET = new Map(Object.entries(PACKAGES).flatMap(([bucket, names]) => names.map((n) => [n, bucket] as const)));

/** The package a path inside node_modules belongs to (the last node_modules in the path: nested copies count as theirs). */
function packageOf(source: string): string | null {
  const i = source.lastIndexOf('node_modules/');
  if (i < 0) return null;
  const parts = source.slice(i + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** The server's own file a source path names ("plugins/auth.ts", "modules/users"), or null when it is not ours. */
function ownFile(source: string): string | null {
  const m = /apps\/server\/src\/(.+)$/.exec(source);
  if (!m) return /packages\/contract\//.test(source) ? 'contract' : null;
  const [first, second] = m[1].split('/');
  // An area's routes and service together: the handler; plugins and shared code by file.
  return first === 'modules' ? `modules/${second.replace(/\.ts$/, '')}` : m[1];
}

/**
 * The bucket of a frame with code (a URL), from the file that code was written in; null when its time goes to its
 * caller's bucket: a native frame (no URL: a builtin such as JSON.stringify) and node's modules other than HTTP
 * and the socket (crypto, buffers, events, timers: hashing a token is the work of the hook that asks for it).
 */
export function bucketOfSource(source: string): string | null {
  if (!source) return null;
  if (source.startsWith('node:')) return HTTP_NODE.test(source) ? HTTP : null;
  const pkg = packageOf(source);
  if (pkg) return PACKAGE_BUCKET.get(pkg) ?? `other packages (${pkg})`;
  const own = ownFile(source);
  if (own) return `ours: ${own}`;
  if (/\/bench\//.test(source)) return 'bench: the bare route and its replay';
  return 'other';
}

/** Node's own work with no caller above it but node (a timer's or an event's dispatch, the microtask loop). */
const NODE_ALONE = 'node: events, timers, microtasks';

const SPECIAL: Record<string, string | null> = {
  '(garbage collector)': 'GC (main thread)',
  '(program)': 'V8 and native, no JS frame',
  '(idle)': null,
  '(root)': null,
};

/**
 * Self time in µs per bucket for the samples taken in [from, to) (µs on the profile's clock, the same monotonic
 * clock as process.hrtime in every process of the machine); idle samples are left out. A sample lasts until the next.
 */
export function selfTimeByBucket(profile: CpuProfile, locate: Locate, from = -Infinity, to = Infinity): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const memo = new Map<number, string | null>();
  const bucketOfNode = (id: number): string | null => {
    if (memo.has(id)) return memo.get(id)!;
    const node = byId.get(id)!;
    const f = node.callFrame;
    let bucket: string | null;
    if (f.functionName in SPECIAL && !f.url) bucket = SPECIAL[f.functionName];
    else {
      const source = f.url ? locate(f) : '';
      bucket = bucketOfSource(source);
      const parent = node.parent ?? parentOf.get(id);
      // A write on pg's socket is the driver's (a reply's goes through node's HTTP modules first); a read cannot be
      // told apart: its callback runs the parser below it, so it stays HTTP + socket I/O.
      if (bucket === HTTP && !source.startsWith('node:_http') && parent !== undefined && bucketOfNode(parent) === PG) bucket = PG;
      if (bucket === null) {
        const up = parent === undefined ? null : bucketOfNode(parent);
        bucket = up && up !== SPECIAL['(program)'] ? up : source.startsWith('node:') ? NODE_ALONE : SPECIAL['(program)'];
      }
    }
    memo.set(id, bucket);
    return bucket;
  };
  const out = new Map<string, number>();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const next = i + 1 < profile.samples.length ? t + profile.timeDeltas[i + 1] : t;
    if (t < from || t >= to) continue;
    const bucket = bucketOfNode(profile.samples[i]);
    if (bucket) out.set(bucket, (out.get(bucket) ?? 0) + (next - t));
  }
  return out;
}
