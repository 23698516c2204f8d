import Fastify, { type preValidationHookHandler } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emptyBodyWhereBodied,
  missingBodyIsEmpty,
  strictValidatorCompiler,
  parseStrict,
  safeParseStrict,
  unknownFields,
  unknownFieldsMessage,
} from './strict-input.ts';

describe('unknownFields', () => {
  it('names extra keys of plain, refined, preprocessed and wrapped objects', () => {
    const base = z.object({ a: z.string(), b: z.number().optional() });
    expect(unknownFields(base, { a: 'x', foo: 1 })).toEqual(['foo']);
    expect(
      unknownFields(
        base.refine(() => true),
        { a: 'x', foo: 1 },
      ),
    ).toEqual(['foo']);
    expect(
      unknownFields(
        z.preprocess((v) => v, base),
        { a: 'x', foo: 1 },
      ),
    ).toEqual(['foo']);
    expect(unknownFields(base.optional().default({ a: '' }), { foo: 1 })).toEqual(['foo']);
    expect(
      unknownFields(
        base.transform((v) => v.a),
        { a: 'x', bar: 2 },
      ),
    ).toEqual(['bar']);
    expect(unknownFields(base, { a: 'x', b: 1 })).toEqual([]);
  });

  it('walks nested objects and arrays, and names the path', () => {
    const s = z.object({ items: z.array(z.object({ sku: z.string() })), meta: z.object({ n: z.number() }).nullable() });
    expect(unknownFields(s, { items: [{ sku: 'a' }, { sku: 'b', price: 1 }], meta: { n: 1, x: 2 } })).toEqual(['items.1.price', 'meta.x']);
    expect(unknownFields(s, { items: 'not an array', meta: null })).toEqual([]);
  });

  it('lets through what the schema declares open: records and catch-alls', () => {
    expect(unknownFields(z.object({ query: z.record(z.string(), z.unknown()) }), { query: { anything: 1 } })).toEqual([]);
    expect(unknownFields(z.looseObject({ a: z.string() }), { a: 'x', b: 1 })).toEqual([]);
    expect(unknownFields(z.object({ a: z.string() }).catchall(z.object({ n: z.number() })), { b: { n: 1, m: 2 } })).toEqual(['b.m']);
  });

  it('a union is satisfied by any option that declares every key', () => {
    const u = z.union([z.object({ kind: z.literal(1), a: z.string() }), z.object({ kind: z.literal(2), b: z.string() })]);
    expect(unknownFields(u, { kind: 2, b: 'x' })).toEqual([]);
    expect(unknownFields(u, { kind: 2, b: 'x', c: 1 })).toEqual(['c']);
    const both = z.intersection(z.object({ a: z.string() }), z.object({ b: z.string() }));
    expect(unknownFields(both, { a: 'x', b: 'y', c: 1 })).toEqual(['c']);
  });

  it('parses input passed on inside a field: unknown fields refused (400 未知字段), or reported with the issues', () => {
    const params = z.object({ days: z.number().default(1) });
    expect(parseStrict(params, {})).toEqual({ days: 1 });
    expect(() => parseStrict(params, { days: 2, extra: 1 })).toThrow(expect.objectContaining({ status: 400, message: '未知字段：extra' }));
    expect(() => parseStrict(params, { days: 'x' }, (i) => `参数不正确：${i.path.join('.')}`)).toThrow('参数不正确：days');
    const row = safeParseStrict(params, { days: 'x', extra: 1 });
    expect(row).toMatchObject({ success: false, unknown: ['extra'], issues: [{ path: ['days'] }] });
  });

  it('the message names at most five fields', () => {
    expect(unknownFieldsMessage(['foo'])).toBe('未知字段：foo');
    expect(unknownFieldsMessage(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe('未知字段：a、b、c、d、e 等 7 个');
  });
});

describe('emptyBodyWhereBodied', () => {
  it('puts the missing-body hook on routes with a body schema only, before their own hooks', async () => {
    const app = Fastify();
    app.setValidatorCompiler(strictValidatorCompiler);
    const own: preValidationHookHandler = (_req, _reply, done) => done();
    const seen: Record<string, unknown> = {};
    app.addHook('onRoute', emptyBodyWhereBodied);
    app.addHook('onRoute', (route) => {
      seen[`${route.method} ${route.url}`] = route.preValidation;
    });
    app.get('/list', async () => ({}));
    app.post('/add', { schema: { body: z.object({ name: z.string() }) }, preValidation: own }, async () => ({}));
    app.post('/plain', async () => ({}));
    await app.ready();
    expect(seen['GET /list']).toBeUndefined();
    expect(seen['POST /plain']).toBeUndefined();
    expect(seen['POST /add']).toEqual([missingBodyIsEmpty, own]);
    await app.close();
  });
});
