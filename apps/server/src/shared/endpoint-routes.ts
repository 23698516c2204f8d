import { envelope } from '@console/contract/envelope';
import type { PageCursors } from '@console/contract/paging';
import { type Endpoint, type ParsedInputOf, pathParams } from '@console/contract/endpoint';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { page } from './envelope.ts';
import { type RequestCtx, requestContext } from './request-context.ts';

/** A handler's answer with a success message of its own (e.g. one per target status). */
export class WithMessage<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}
export const withMessage = <T>(data: T, message: string) => new WithMessage(data, message);

/** What a paged list's handler returns (the one list helper's result). */
export type Paged<T> = { rows: T[]; total: number; exact?: boolean; cursor?: PageCursors };

type DataOf<E extends Endpoint> = E extends { paged: true } ? Paged<z.input<E['output']>> : z.input<E['output']>;
export type Handler<E extends Endpoint> = (input: ParsedInputOf<E>, ctx: RequestCtx) => Promise<DataOf<E> | WithMessage<DataOf<E>>>;

/** The handlers of an area's descriptor, one per endpoint, by the same names. */
export type Handlers<D extends Record<string, Endpoint>> = { [K in keyof D]: Handler<D[K]> };

const objectShape = (schema: z.ZodType): z.ZodObject | undefined => (schema instanceof z.ZodObject ? schema : undefined);

/** The Fastify schema of an endpoint: input split into params / querystring / body, the enveloped reply. */
export function routeSchema(e: Endpoint): FastifySchema {
  const params = pathParams(e.path);
  const where = e.inputIn ?? (e.method === 'GET' ? 'query' : 'body');
  let input: z.ZodType = e.input;
  const schema: FastifySchema = { summary: e.summary, tags: e.tag ? [e.tag] : undefined };
  if (params.length) {
    const obj = objectShape(e.input);
    if (!obj) throw new Error(`${e.path}: an endpoint with path parameters needs an object input`);
    const mask = Object.fromEntries(params.map((p) => [p, true as const])) as Record<string, true> & Record<number, never>;
    schema.params = obj.pick(mask);
    const rest = obj.omit(mask);
    // A GET with everything in its path (a download by id) has no query string to check.
    if (where === 'query' && Object.keys(rest.shape).length === 0) return withReply(schema, e);
    input = rest;
  }
  if (where === 'query') schema.querystring = input;
  else schema.body = input;
  return withReply(schema, e);
}

function withReply(schema: FastifySchema, e: Endpoint): FastifySchema {
  const data = e.paged ? z.array(e.output) : e.output;
  const reply = e.paged ? envelope(data).extend({ total: z.number(), exact: z.boolean().optional() }) : envelope(data);
  schema.response = { 200: reply };
  return schema;
}

/** Registers one endpoint: its method, path, permission key and schemas come from the descriptor. */
export function serve<E extends Endpoint>(app: FastifyInstance, e: E, handler: Handler<E>) {
  app.route({
    method: e.method,
    url: e.path,
    config: { permission: e.permission },
    schema: routeSchema(e),
    handler: async (req) => {
      const input = {
        ...(req.params as object),
        ...((e.inputIn ?? (e.method === 'GET' ? 'query' : 'body')) === 'query' ? (req.query as object) : (req.body as object)),
      };
      const result = await handler(input as ParsedInputOf<E>, requestContext(req));
      const [data, message] = result instanceof WithMessage ? [result.data, result.message] : [result, e.okMessage ?? '操作成功'];
      if (!e.paged) return { code: 200, message, data };
      return page(data as Paged<unknown>, message);
    },
  });
}

/** Registers every endpoint of an area's descriptor with its handler (a missing handler fails to compile). */
export function serveAll<D extends Record<string, Endpoint>>(app: FastifyInstance, descriptor: D, handlers: NoInfer<Handlers<D>>) {
  for (const name of Object.keys(descriptor) as (keyof D & string)[]) serve(app, descriptor[name], handlers[name]);
}
