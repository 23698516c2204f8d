import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN_PASSWORD } from './test/build-app.ts';

/**
 * Packages that cost start-up time (CPU to import, measured on the bench machine) for a feature no first
 * request needs: they load with the first export, import or article, or (pg-boss) once the server is up
 * (issue 31: warm start under 800 ms).
 */
const LAZY = ['exceljs', 'sanitize-html', 'saxes', 'fast-json-stringify', 'pg-boss'];

function* sources(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'test') yield* sources(full);
      // Tests and their fixtures (`*fixtures.ts`) are never part of the server a request reaches.
    } else if (e.name.endsWith('.ts') && !/(\.test|fixtures)\.ts$/.test(e.name)) yield full;
  }
}

describe('start-up imports', () => {
  it('the server imports heavy packages a first request does not need only when it first needs them', () => {
    const found: string[] = [];
    const statically = new RegExp(`^import (?!type )[^;]*from '(${LAZY.join('|')})';`, 'm');
    for (const file of sources(__dirname)) {
      const m = readFileSync(file, 'utf8').match(statically);
      if (m) found.push(`${path.relative(__dirname, file)}: ${m[1]}`);
    }
    expect(found).toEqual([]);
  });
});

describe('start-up compilers', () => {
  const loaded = (file: string) => Object.keys(createRequire(import.meta.url).cache).some((f) => f.includes(`/node_modules/${file}`));

  it('a built app has loaded neither ajv nor fast-json-stringify; its first replies validate and serialise all the same', async () => {
    const { app, close } = await buildTestApp();
    try {
      // (Fastify's error serialiser takes fast-json-stringify's small lib/serializer.js, not the compiler.)
      expect(['ajv/', '@fastify/ajv-compiler/', 'fast-json-stringify/index.js'].filter(loaded)).toEqual([]);
      // The first request with a bad body: its schema's own Chinese message, nothing run.
      const bad = await app.inject({ method: 'POST', url: '/api/user/login', payload: { loginId: 'admin', password: 'x', extra: 1 } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/未知字段.*extra/);
      // The first reply with a schema compiles its serialiser then (fast-json-stringify loads with it).
      const ok = await app.inject({ method: 'POST', url: '/api/user/login', payload: { loginId: 'admin', password: TEST_ADMIN_PASSWORD } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.token).toEqual(expect.any(String));
      expect(loaded('fast-json-stringify/index.js')).toBe(true);
    } finally {
      await close();
    }
  });
});
