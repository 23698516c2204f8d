import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';
import type fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifying } from './verifying.ts';

/**
 * Replies are written by a serialiser compiled once per route from the reply schema (fast-json-stringify
 * over the schema's JSON Schema): only declared fields leave, as with zod, but without zod walking every
 * row of every reply (issue 12: that was ~90 µs of CPU per list request, a tenth of the API's throughput).
 * Compiled on a route's first reply, so that starting the server does not pay for routes nobody calls.
 *
 * What the compiled serialiser does not do is validate. In tests each reply is therefore also written by
 * zod (which refuses a reply that breaks its schema) and the two must agree, so a handler that answers
 * something its schema does not say fails there, as it always did.
 */
export function replySerializer({ verify }: { verify: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const viaZod = zodSerializer(route as Parameters<typeof zodSerializer>[0]);
    let write: ((data: unknown) => string) | undefined;
    const make = () => {
      const compiled = compileReply(route.schema);
      if (!compiled) return viaZod;
      if (!verify) return compiled;
      return (data: unknown) => {
        const checked = viaZod(data);
        const fast = compiled(data);
        if (!isDeepStrictEqual(JSON.parse(checked), JSON.parse(fast))) {
          throw new Error(`${route.method} ${route.url}: the compiled reply serialiser wrote ${fast}, zod wrote ${checked}`);
        }
        return fast;
      };
    };
    return (data: unknown) => {
      write ??= make();
      return write(data);
    };
  };
}

/**
 * In tests: a reply written as text elsewhere (a JsonText) must be what zod writes for it under the route's
 * reply schema, as every compiled reply is.
 */
export function checkText(response: unknown, text: string) {
  const schema = (response as Record<number, unknown> | undefined)?.[200];
  if (!(schema instanceof z.ZodType)) throw new Error('a reply sent as text needs a declared reply schema');
  const data = JSON.parse(text) as unknown;
  const checked = JSON.parse(JSON.stringify(schema.encode(data as never))) as unknown;
  if (!isDeepStrictEqual(checked, data)) throw new Error(`a reply sent as text differs from its schema's: ${text.slice(0, 200)}`);
}

/** The app's: checked against zod in tests only. */
export const replySerializerCompiler = replySerializer({ verify: verifying });

/** The compiled serialiser of a reply schema; undefined when JSON Schema cannot say it (zod writes it then). */
export function compileReply(schema: unknown): ((data: unknown) => string) | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }) as Record<string, unknown>;
    delete json.$schema;
    return fastJson()(json) as (data: unknown) => string;
  } catch {
    // A transform, a custom type or anything else JSON Schema cannot say: zod writes it, as before.
    return undefined;
  }
}

// fast-json-stringify (and the ajv it loads, ~30 ms of a warm start's CPU) comes with the first reply that has a
// schema: the readiness probe, the first request a start answers, has none (issue 31).
let fastJsonModule: typeof fastJsonStringify | undefined;
const fastJson = () => (fastJsonModule ??= createRequire(import.meta.url)('fast-json-stringify') as typeof fastJsonStringify);
