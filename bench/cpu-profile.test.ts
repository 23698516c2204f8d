import { describe, expect, it } from 'vitest';
import { bucketOfSource, type CpuProfile, type Frame, selfTimeByBucket } from './cpu-profile.ts';

const frame = (functionName: string, url = '', lineNumber = 0): Frame => ({ functionName, url, lineNumber, columnNumber: 0 });
const BUNDLE = 'file:///repo/apps/server/dist/bundle/entry.mjs';

// A hand-made profile: (root) → HTTP parser → Fastify's routing → our auth hook (bundle line 10) → JSON.stringify
// (native) and node's crypto; Fastify → pino; our bundle line 20 (drizzle inlined); the pg driver; GC; idle; node's
// microtask loop with no caller above it; a write on pg's socket and one on the reply's.
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 8, 9, 10, 12] },
    { id: 2, callFrame: frame('parserOnHeadersComplete', 'node:_http_common'), children: [3] },
    { id: 3, callFrame: frame('runPreParsing', 'file:///repo/node_modules/fastify/lib/route.js'), children: [4, 6, 7, 14] },
    { id: 4, callFrame: frame('authHook', BUNDLE, 10), children: [5, 11] },
    { id: 5, callFrame: frame('stringify') },
    { id: 6, callFrame: frame('write', 'file:///repo/node_modules/pino/lib/proto.js') },
    { id: 7, callFrame: frame('mapRow', BUNDLE, 20) },
    { id: 8, callFrame: frame('parse', 'file:///repo/node_modules/pg-protocol/dist/parser.js'), children: [13] },
    { id: 9, callFrame: frame('(garbage collector)') },
    { id: 10, callFrame: frame('(idle)') },
    { id: 11, callFrame: frame('hash', 'node:internal/crypto/hash') },
    { id: 12, callFrame: frame('processTicksAndRejections', 'node:internal/process/task_queues') },
    { id: 13, callFrame: frame('writeGeneric', 'node:internal/stream_base_commons') },
    { id: 14, callFrame: frame('end', 'node:_http_outgoing'), children: [15] },
    { id: 15, callFrame: frame('writeGeneric', 'node:internal/stream_base_commons') },
  ],
  startTime: 1000,
  endTime: 2000,
  // Each sample lasts until the next: 100 µs apart, the last one 0.
  samples: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 3],
  timeDeltas: [0, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100],
};
// What the bundle's source map would say for lines 10 and 20.
const locate = (f: Frame) =>
  f.url !== BUNDLE
    ? f.url
    : f.lineNumber === 10
      ? 'file:///repo/apps/server/src/plugins/auth.ts'
      : 'file:///repo/node_modules/src/session.ts';

describe('a CPU profile by bucket', () => {
  it('gives every sample to the bucket of the file its code comes from, a native frame and node crypto to their caller, idle to none', () => {
    expect(Object.fromEntries(selfTimeByBucket(profile, locate))).toEqual({
      'HTTP + socket I/O (node)': 200, // the parser's sample and the reply's write
      'Fastify: routing, hooks, reply': 100,
      'ours: plugins/auth.ts': 300, // its own sample, JSON.stringify's and the hash's
      'logging (pino)': 100,
      'drizzle: SQL building, row mapping': 100,
      'pg driver: protocol, parsing, its socket writes': 200, // the parser's sample and the write on its socket
      'GC (main thread)': 100,
      'node: events, timers, microtasks': 100,
    });
  });

  it('counts only the samples taken within the window', () => {
    // Samples at 1000, 1100, …: [1100, 1300) holds the second and the third.
    expect(Object.fromEntries(selfTimeByBucket(profile, locate, 1100, 1300))).toEqual({
      'Fastify: routing, hooks, reply': 100,
      'ours: plugins/auth.ts': 100,
    });
  });

  it('names our files, packages and node internals', () => {
    expect(bucketOfSource('file:///r/apps/server/src/modules/users/users.service.ts')).toBe('ours: modules/users');
    expect(bucketOfSource('file:///r/apps/server/src/shared/prepared-list.ts')).toBe('ours: shared/prepared-list.ts');
    expect(bucketOfSource('file:///r/node_modules/@fastify/compress/index.js')).toBe('compression (@fastify/compress)');
    expect(bucketOfSource('file:///r/node_modules/zod/v4/core/parse.js')).toBe('validation (zod, ajv)');
    expect(bucketOfSource('file:///r/node_modules/fast-json-stringify/index.js')).toBe('serialisation (fast-json-stringify)');
    expect(bucketOfSource('file:///r/node_modules/left-pad/index.js')).toBe('other packages (left-pad)');
    expect(bucketOfSource('node:internal/streams/writable')).toBe('HTTP + socket I/O (node)');
    expect(bucketOfSource('node:events')).toBeNull();
    expect(bucketOfSource('file:///r/bench/bare-server.ts')).toBe('bench: the bare route and its replay');
    expect(bucketOfSource('')).toBeNull();
  });
});
