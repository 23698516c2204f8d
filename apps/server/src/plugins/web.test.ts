import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.ts';

/** A built console and sub-app in miniature: an index page, hashed and unhashed files. */
const fixture = mkdtempSync(path.join(os.tmpdir(), 'console-web-'));
const consoleDist = path.join(fixture, 'console');
const businessDist = path.join(fixture, 'business');
for (const [file, body] of [
  // Over 1 KiB, as the real one is: HTML that size goes out compressed.
  [
    path.join(consoleDist, 'index.html'),
    `<!doctype html><title>控制台</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(30)}`,
  ],
  [path.join(consoleDist, 'login.html'), '<!doctype html><title>控制台</title><link rel="modulepreload" href="/assets/login-Ab3dEf9h.js">'],
  [path.join(consoleDist, 'assets', 'index-Ab3dEf9h.js'), 'console.log(1)'],
  [path.join(consoleDist, 'favicon.svg'), '<svg/>'],
  [path.join(businessDist, 'entry.js'), 'export const mount = 1;'],
  [path.join(businessDist, 'chunks', 'page-Zx81_k2Q.js'), 'export default 1;'],
]) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}
// What the build writes beside a hashed file (scripts/precompress.mjs).
const big = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `行${i}` })))};`;
writeFileSync(path.join(consoleDist, 'assets', 'big-Qw12Er34.js'), big);
writeFileSync(path.join(consoleDist, 'assets', 'big-Qw12Er34.js.br'), brotliCompressSync(big));
writeFileSync(path.join(consoleDist, 'assets', 'big-Qw12Er34.js.gz'), gzipSync(big));
writeFileSync(path.join(businessDist, 'chunks', 'big-Lm56Np78.js'), big);
writeFileSync(path.join(businessDist, 'chunks', 'big-Lm56Np78.js.br'), brotliCompressSync(big));
writeFileSync(path.join(businessDist, 'chunks', 'big-Lm56Np78.js.gz'), gzipSync(big));
writeFileSync(path.join(businessDist, 'entry.js.br'), brotliCompressSync('export const mount = 1;'));

async function serve(env: Record<string, string> = {}) {
  const t = await buildTestApp(env, undefined, undefined, { consoleDist, businessDist });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return { t, fetchIt: (url: string, init?: RequestInit) => fetch(`${base}${url}`, init) };
}

let plain: Awaited<ReturnType<typeof serve>>;
let apps: TestApp[] = [];
beforeAll(async () => {
  plain = await serve();
  apps = [plain.t];
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  rmSync(fixture, { recursive: true, force: true });
});

describe('caching', () => {
  it('never lets a browser keep an HTML page without asking: index.html and every page route are no-cache', async () => {
    for (const url of ['/', '/userManagement', '/subapp/product/brand']) {
      const res = await plain.fetchIt(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
    }
  });

  it('keeps content-hashed files for a year, and revalidates files whose name does not change', async () => {
    expect((await plain.fetchIt('/assets/index-Ab3dEf9h.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await plain.fetchIt('/subapp-assets/chunks/page-Zx81_k2Q.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await plain.fetchIt('/subapp-assets/entry.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await plain.fetchIt('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps a hashed file a year whichever encoding is served (the .br / .gz name hides the hash)', async () => {
    for (const url of ['/assets/big-Qw12Er34.js', '/subapp-assets/chunks/big-Lm56Np78.js'])
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await plain.t.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding === 'identity' ? undefined : encoding);
        expect(res.headers['cache-control'], `${url} ${encoding}`).toBe('public, max-age=31536000, immutable');
      }
    const entry = await plain.t.app.inject({ url: '/subapp-assets/entry.js', headers: { 'accept-encoding': 'br' } });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('answers /login with its own page, which fetches the sign-in code with the entry; other pages with index.html', async () => {
    const login = await plain.fetchIt('/login?next=%2F');
    expect(login.headers.get('cache-control')).toBe('no-cache');
    expect(await login.text()).toContain('login-Ab3dEf9h.js');
    expect(await (await plain.fetchIt('/userManagement')).text()).not.toContain('login-Ab3dEf9h.js');
  });

  it('answers HEAD on a page route like GET, without a body', async () => {
    const get = await plain.fetchIt('/roleManagement');
    const head = await plain.fetchIt('/roleManagement', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('cache-control')).toBe('no-cache');
    expect(await head.text()).toBe('');
  });
});

describe('upgrade-insecure-requests', () => {
  it('is not sent over plain HTTP, so the console keeps working on a LAN address', async () => {
    const csp = (await plain.fetchIt('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('is sent when the request came over HTTPS through a trusted proxy, or when HTTPS_ONLY says so', async () => {
    const proxied = await serve({ TRUST_PROXY: '1' });
    const httpsOnly = await serve({ HTTPS_ONLY: 'true' });
    apps.push(proxied.t, httpsOnly.t);
    const viaTls = await proxied.fetchIt('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaTls.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect((await proxied.fetchIt('/')).headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect((await httpsOnly.fetchIt('/')).headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    // Without a trusted proxy a client cannot claim HTTPS.
    const forged = await plain.fetchIt('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });
});

describe('API documentation', () => {
  it('is not public by default, and is served with API_DOCS=true', async () => {
    expect((await plain.fetchIt('/api/docs/json')).status).toBe(404);
    expect((await plain.fetchIt('/api/docs')).status).toBe(404);
    const docs = await serve({ API_DOCS: 'true' });
    apps.push(docs.t);
    expect((await docs.fetchIt('/api/docs/json')).status).toBe(200);
  });
});

describe('compression', () => {
  it('serves a built file pre-compressed, as the browser accepts it, with Vary: Accept-Encoding', async () => {
    const br = await plain.t.app.inject({ url: '/assets/big-Qw12Er34.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    expect(br.rawPayload.length).toBeLessThan(big.length / 3);
    const gz = await plain.t.app.inject({ url: '/assets/big-Qw12Er34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const none = await plain.t.app.inject({ url: '/assets/big-Qw12Er34.js' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(big);
  });

  it('compresses JSON replies over 1 KiB on the fly, and leaves small ones alone', async () => {
    const large = await plain.t.app.inject({ url: '/api/base/area/query', headers: { 'accept-encoding': 'br' } });
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).data.length).toBeGreaterThan(30);
    const small = await plain.t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses index.html on the fly for every page route, and keys caches on Accept-Encoding', async () => {
    for (const url of ['/', '/userManagement']) {
      const page = await plain.t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(page.headers['content-encoding'], url).toBe('gzip');
      expect(page.headers.vary, url).toMatch(/accept-encoding/i);
      expect(gunzipSync(page.rawPayload).toString(), url).toContain('<title>控制台</title>');
    }
    const plainPage = await plain.t.app.inject({ url: '/userManagement' });
    expect(plainPage.headers['content-encoding']).toBeUndefined();
  });
});
