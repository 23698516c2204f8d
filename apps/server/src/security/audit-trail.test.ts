import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { operationLogs } from '../db/schema/logs.ts';
import { roleHolding } from '../modules/users/system-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { orderLifeBodies } from './audit-trail.order-life-bodies.ts';
import { catalogueBodies } from './audit-trail.catalogue-bodies.ts';
import { type Bodies, walkKit } from './audit-trail.kit.ts';
import { marketingBodies } from './audit-trail.marketing-bodies.ts';
import { promoBodies } from './audit-trail.promo-bodies.ts';
import { opsBodies } from './audit-trail.ops-bodies.ts';
import { orderBodies } from './audit-trail.order-bodies.ts';
import { erpBodies } from './audit-trail.erp-bodies.ts';
import { riskBodies } from './audit-trail.risk-bodies.ts';
import { giftBodies } from './audit-trail.gift-bodies.ts';
import { sellinBodies } from './audit-trail.sellin-bodies.ts';
import { NO_ROW, NOT_REACHED, READS } from './audit-trail.routes.ts';
import { shopBodies } from './audit-trail.shop-bodies.ts';
import { stockBodies } from './audit-trail.stock-bodies.ts';
import { partnerBodies } from './audit-trail.partner-bodies.ts';
import { dataxBodies } from './audit-trail.datax-bodies.ts';
import { systemBodies } from './audit-trail.system-bodies.ts';
import { wmsBodies } from './audit-trail.wms-bodies.ts';
import { asQuery, sampleOf } from './schema-sample.ts';

/**
 * The operation log, generated from the route table: every successful POST leaves exactly one
 * operation-log row (found by its request id), or is classified in audit-trail.routes.ts with a reason.
 * A route's input is the generic sample of its schema, or one of the area tables (audit-trail.*-bodies.ts)
 * where a sample cannot succeed: those make the rows it names, over one setup shared by the whole walk.
 */

let t: TestApp;
let token: string;
let BODIES: Bodies;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => app.addHook('onSend', async (req, reply) => void reply.header('x-test-request', String(req.id))));
  await roleHolding(t, '8801', ['userManagement.query']);
  const w = await walkKit(t);
  token = w.token;
  // One line per area: areas added side by side merge without touching each other's line.
  BODIES = {
    ...systemBodies(w),
    ...catalogueBodies(w),
    ...shopBodies(w),
    ...wmsBodies(w),
    ...orderBodies(w),
    ...erpBodies(w),
    ...giftBodies(w),
    ...sellinBodies(w),
    ...orderLifeBodies(w),
    ...stockBodies(w),
    ...marketingBodies(w),
    ...promoBodies(w),
    ...opsBodies(w),
    ...riskBodies(w),
    ...partnerBodies(w),
    ...dataxBodies(w),
  };
}, 120_000);
afterAll(() => t.close());

type Route = {
  method: string;
  url: string;
  schema?: { body?: z.ZodType; querystring?: z.ZodType };
  endpoint?: { paged?: boolean };
};
const path = (url: string) => url.replace(/^\/api/, '');
const SKIPPED = new Set([...Object.keys(NO_ROW), ...READS, ...Object.keys(NOT_REACHED)]);

/** The request a route's input makes: path parameters filled from it, the rest in the body or, where the route reads it, the query. */
function request(r: Route, input: Record<string, unknown>) {
  const rest = { ...input };
  const url = r.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name] ?? 1;
    delete rest[name];
    return String(value);
  });
  const inQuery = !r.schema?.body && r.schema?.querystring !== undefined;
  return { url, query: inQuery ? asQuery(rest) : undefined, payload: inQuery ? {} : rest };
}

describe('the operation log, generated from the route table', () => {
  const posts = () => (t.app.routeTable as Route[]).filter((r) => r.method === 'POST' && r.url.startsWith('/api/') && !r.endpoint?.paged);

  it('every successful POST leaves exactly one operation-log row, or is classified with a reason', async () => {
    const wrong: string[] = [];
    const proven: string[] = [];
    for (const r of posts()) {
      const url = path(r.url);
      if (SKIPPED.has(url)) continue;
      const schema = r.schema?.body ?? r.schema?.querystring;
      const input = BODIES[url] ? await BODIES[url]() : schema ? sampleOf(schema) : {};
      const res = await t.app.inject({
        method: 'POST',
        ...request(r, (input ?? {}) as Record<string, unknown>),
        headers: { authorization: `Bearer ${token}` },
      });
      const requestId = String(res.headers['x-test-request']);
      const rows = await t.db.select({ id: operationLogs.id }).from(operationLogs).where(eq(operationLogs.requestId, requestId));
      if (res.statusCode === 200 && rows.length === 1) proven.push(url);
      else if (res.statusCode === 200) wrong.push(`${url}: ${rows.length} operation-log rows`);
      else wrong.push(`${url}: ${res.statusCode} ${res.json().message} (give it a body, or classify it)`);
    }
    expect(wrong).toEqual([]);
    process.stdout.write(`audit trail: ${proven.length} POST routes proven\n`);
    // Every route with a body of its own must prove itself (a body that stopped working is caught here).
    expect(Object.keys(BODIES).filter((u) => !proven.includes(u))).toEqual([]);
  }, 300_000);

  it('lists no route that does not exist', () => {
    const urls = new Set(posts().map((r) => path(r.url)));
    const listed = [...SKIPPED, ...Object.keys(BODIES)];
    expect(listed.filter((u) => !urls.has(u))).toEqual([]);
  });
});
