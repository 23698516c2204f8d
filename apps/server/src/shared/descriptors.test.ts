import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '@console/contract/endpoint';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { routeSchema } from './endpoint-routes.ts';

/**
 * The contract's descriptors are the one statement of each call: every endpoint they declare is registered on
 * the server with that method, path, permission key and input schema, and every API route is served from one
 * (through `serve`, `serveAll`, `serveResource`, `serveDownload` or `serveUpload`), never written by hand.
 */

const CONTRACT = path.resolve(import.meta.dirname, '../../../../packages/contract/src');
const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'permission' in v && 'input' in v;

async function descriptors() {
  const found: { name: string; e: Endpoint }[] = [];
  for (const file of readdirSync(CONTRACT).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const mod = (await import(path.join(CONTRACT, file))) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(mod)) {
      if (typeof value !== 'object' || value === null) continue;
      for (const [key, e] of Object.entries(value)) {
        if (isEndpoint(e)) found.push({ name: `${file} ${exported}.${key}`, e });
        // A record of areas made by one function (the partner platforms: one area per partner).
        else if (typeof e === 'object' && e !== null)
          for (const [inner, ie] of Object.entries(e))
            if (isEndpoint(ie)) found.push({ name: `${file} ${exported}.${key}.${inner}`, e: ie });
      }
    }
  }
  return found;
}

const json = (s: unknown) => (s ? JSON.stringify(z.toJSONSchema(s as z.ZodType, { unrepresentable: 'any', io: 'input' })) : undefined);
const fastifyUrl = (p: string) => `/api${p}`;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

it('every endpoint of every descriptor is registered with its method, path, key and schema', async () => {
  const all = await descriptors();
  expect(all.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const { name, e } of all) {
    const route = t.app.routeTable.find((r) => r.method === e.method && r.url === fastifyUrl(e.path));
    if (!route) {
      problems.push(`${name}: ${e.method} ${e.path} is not registered`);
      continue;
    }
    if (route.permission !== e.permission) problems.push(`${name}: key ${route.permission} ≠ ${e.permission}`);
    const want = routeSchema(e);
    for (const part of ['body', 'querystring', 'params'] as const) {
      if (json(route.schema?.[part]) !== json(want[part])) problems.push(`${name}: ${part} schema differs from the descriptor's`);
    }
  }
  expect(problems).toEqual([]);
});

/**
 * API routes that are not calls of the product, so not in the contract: the operations probes (plugins/ops.ts,
 * read by load balancers and Prometheus) and the API documentation. Growing this list needs a reason.
 */
const NOT_CALLS = [/^\/api\/(health|ready|metrics)$/, /^\/api\/docs(\/|$)/];

it('every API route is served from a descriptor endpoint, none registered by hand', async () => {
  const known = new Set((await descriptors()).map(({ e }) => `${e.method} ${fastifyUrl(e.path)}`));
  const api = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !NOT_CALLS.some((x) => x.test(r.url)));
  expect(api.length).toBeGreaterThan(100);
  const byHand = api
    .filter(
      (r) => !r.endpoint || r.endpoint.method !== r.method || fastifyUrl(r.endpoint.path) !== r.url || !known.has(`${r.method} ${r.url}`),
    )
    .map((r) => `${r.method} ${r.url}`);
  expect(byHand).toEqual([]);
});

/**
 * What the console's list sends without loading a schema (web-kit's resource-list: descriptors are data, zod
 * loads with the first form): the page number under the name `pageParam` gives, and the `cursor` a page's reply
 * handed out. Every paged input must take both.
 */
it('every paged endpoint takes its page number as pageParam names it, and a cursor', async () => {
  const problems: string[] = [];
  for (const { name, e } of await descriptors()) {
    if (!e.paged) continue;
    const shape = (e.input.schema as { shape?: Record<string, unknown> }).shape ?? {};
    for (const key of [e.pageParam ?? 'page', 'cursor']) if (!(key in shape)) problems.push(`${name}: no ${key} in its input`);
  }
  expect(problems).toEqual([]);
});
