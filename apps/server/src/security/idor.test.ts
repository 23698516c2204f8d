import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { exportedSheet } from '../test/export-file.ts';
import { changedTables, fingerprinter } from './fingerprint.ts';
import { orderPort, registerOrderPort } from '../modules/wms/order-port.ts';
import { ATTACKERS, type Fixture, idorFixture, type Input, type Port } from './idor.fixtures.ts';
import { LISTS } from './idor.lists.ts';
import { AREAS, SCOPED } from './idor.routes.ts';
import { UNSCOPED, UNSCOPED_PREFIXES } from './idor.unscoped.ts';

/**
 * Data scope (IDOR), generated from the table of scoped routes (idor.routes.ts): users holding every key but
 * a limited scope — limited in each dimension alone and in mixes — name a row outside it on every scoped
 * route. The answer is 404 and no table changes; a batch naming one inside and one outside row is refused
 * whole; lists never show the outside row. The same request for the inside row, by a user limited in a
 * dimension the row carries, is not a 404 (so the 404 is the scope's, not a wrong body's). A route reaching
 * its rows through a port calls it; an export carries what the list shows.
 */

let t: TestApp;
let f: Fixture;
let fingerprint: () => Promise<string>;
/** Calls made to each port since the start. */
const portCalls: Record<Port, number> = { orderPort: 0 };
beforeAll(async () => {
  t = await buildTestApp();
  f = await idorFixture(t);
  fingerprint = await fingerprinter(t.pool);
  const real = orderPort();
  if (!real) throw new Error('the orders area registers no order port');
  const counted =
    <A extends unknown[], R>(fn: (...a: A) => R) =>
    (...a: A) => {
      portCalls.orderPort += 1;
      return fn(...a);
    };
  registerOrderPort({ find: counted(real.find), shipped: counted(real.shipped), inScope: counted(real.inScope) });
}, 180_000);
afterAll(() => t.close());

async function call(route: string, input: Input, token: string) {
  const [method, pattern] = route.split(' ');
  const rest = { ...input };
  // Path parameters (`:id`) come out of the input.
  const path = pattern.replace(/:(\w+)/g, (_m, k: string) => {
    const v = rest[k];
    delete rest[k];
    return String(v);
  });
  // A POST whose input the specification puts in the query string (`/order/opt/approve?id=`) sends it there.
  const info = t.app.routeTable.find((r) => r.method === method && r.url === `/api${pattern}`);
  const inQuery = method === 'POST' && info?.schema?.querystring !== undefined && info.schema.body === undefined;
  const res =
    method === 'GET'
      ? await t.get(path, rest, { token })
      : inQuery
        ? await t.post(path, {}, { token, query: rest })
        : await t.post(path, rest, { token });
  return { status: res.status, code: res.body.code as number, message: res.body.message as string, data: res.body.data };
}
const read = async (path: string, query: Input) => (await t.get(path, query, { token: f.admin })).body.data as Input;

describe('data scope (IDOR), generated from the table of scoped routes', () => {
  it('every route of a scoped area is in the table', () => {
    const known = new Set([...SCOPED.map((s) => s.route), ...LISTS.map((l) => l.route), ...Object.keys(UNSCOPED)]);
    const unclassified = t.app.routeTable
      .filter((r) => AREAS.some((a) => r.url.startsWith(a)))
      .map((r) => `${r.method} ${r.url.slice('/api'.length)}`)
      .filter((r) => !known.has(r) && !Object.keys(UNSCOPED_PREFIXES).some((p) => r.split(' ')[1].startsWith(p)));
    // Put each in SCOPED, LISTS or UNSCOPED (with the reason) in idor.routes.ts.
    expect(unclassified).toEqual([]);
    const registered = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url.slice('/api'.length)}`));
    expect([...known].filter((r) => !registered.has(r))).toEqual([]);
  });

  it('no route is filed as unscoped for reaching rows through a port (that is checked, in SCOPED or LISTS)', () => {
    expect(Object.entries(UNSCOPED).filter(([, why]) => /port|端口/i.test(why))).toEqual([]);
  });

  it('an export carries exactly what the list shows, and only its owner downloads it', async () => {
    const attacker = f.limitedTo(6);
    const { id, rows } = await exportedSheet(t, attacker, 'shopInfo');
    const codes = rows.map((r) => r[0]);
    const listed = (await t.post('/shop/info/queryList', { pageSize: 500 }, { token: attacker })).body.data.map(
      (r: { retCode: string }) => r.retCode,
    );
    expect(codes.sort()).toEqual(listed.sort());
    expect(codes).not.toContain(f.out.shop.retCode);
    // Someone else's export, by every path that serves it: not found.
    for (const path of [`/export/download/${id}`, `/select/reportFile/download/${id}`, `/queryApi/file/${id}`]) {
      const other = await t.app.inject({ method: 'GET', url: `/api${path}`, headers: { authorization: `Bearer ${f.admin}` } });
      expect(other.statusCode, path).toBe(404);
    }
  });
});

describe.each(ATTACKERS.map((dims) => [dims.join('+'), dims] as const))('an attacker limited in %s', (_name, dims) => {
  const token = () => f.attackers.find((a) => a.dims.join() === dims.join())?.token ?? '';
  // A move keeping every dimension the attacker is limited in stays in their scope.
  const attacks = SCOPED.filter((s) => !s.keeps || !dims.every((d) => s.keeps?.includes(d)));

  it.each(attacks.map((s) => [`${s.route} (${s.verb})`, s] as const))('%s: outside 404, nothing changed', async (_n, s) => {
    const before = await fingerprint();
    const calls = portCalls.orderPort;
    const res = await call(s.route, await s.input(f.out, f, read), token());
    expect({ status: res.status, code: res.code }, res.message).toEqual({ status: 404, code: 404 });
    if (s.through) expect(portCalls[s.through], `${s.route} does not call the ${s.through}`).toBeGreaterThan(calls);
    const after = await fingerprint();
    expect(changedTables(before, after)).toEqual([]);
    if (s.mixed) {
      const batch = await call(s.route, s.mixed(f), token());
      expect(batch.status, batch.message).toBe(404);
      expect(changedTables(after, await fingerprint())).toEqual([]);
    }
  });

  it.each(LISTS.map((l) => [l.route, l] as const))('%s never shows the outside row', async (_n, l) => {
    const calls = portCalls.orderPort;
    const res = await call(l.route, l.input(f), token());
    expect(res.status, res.message).toBe(200);
    if (l.through) expect(portCalls[l.through], `${l.route} does not call the ${l.through}`).toBeGreaterThan(calls);
    const keys = (res.data as Record<string, unknown>[]).map((r) => r[l.field]);
    expect(keys).not.toContain(l.key(f.out));
    const all = await call(l.route, l.input(f), f.admin);
    expect((all.data as Record<string, unknown>[]).map((r) => r[l.field])).toContain(l.key(f.out));
  });
});

// Last: the inside controls change and delete inside rows the attacks above name.
describe('the inside controls', () => {
  it.each(SCOPED.filter((s) => !s.noControl).map((s) => [`${s.route} (${s.verb})`, s] as const))(
    '%s: the inside row is reached by a user limited in a dimension it carries',
    async (_name, s) => {
      const control = await call(s.route, await s.input(f.in, f, read), f.limitedTo(s.controlBy ?? 6));
      // A business refusal (409, 400) is fine: the row was found.
      expect([404, 500].includes(control.status), `inside: ${control.status} ${control.message}`).toBe(false);
    },
  );
});
