import { envelope, pagedEnvelope } from '@console/contract/envelope';
import type { PageCursors } from '@console/contract/paging';
import { type Endpoint, type ParsedInputOf, pathParams } from '@console/contract/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { page } from './envelope.ts';
import { type RequestCtx, requestContext } from './request-context.ts';
import { registerDeclaredExport } from './resource-export.ts';
import { confirmed } from './session-check.ts';
import { checkText } from './reply-serializer.ts';
import { verifying } from './verifying.ts';

/** A handler's answer with a success message of its own (e.g. one per target status). */
export class WithMessage<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}
/** A write whose service answers nothing gives `withMessage(await service(…), '启用成功')`: its data is null. */
// biome-ignore lint/suspicious/noConfusingVoidType: what a service that answers nothing resolves to
export function withMessage(data: void, message: string): WithMessage<null>;
export function withMessage<T>(data: T, message: string): WithMessage<T>;
export function withMessage(data: unknown, message: string) {
  return new WithMessage(data ?? null, message);
}

/**
 * A handler's data already written as JSON, kept by its service for every caller who gets the same answer (the
 * menu tree per role and permission version): sent inside the envelope as it is, without serialising it again.
 * `etag` (optional) names this answer: a request carrying it in If-None-Match gets 304 and no body.
 * In tests the reply is still checked against the route's reply schema (shared/reply-serializer.ts).
 * The JSON may come in parts, some kept as bytes (the menu): those are copied into the reply, never encoded again.
 */
export class JsonText<T> {
  declare readonly of?: T;
  constructor(
    readonly json: string | readonly (string | Buffer)[],
    readonly etag?: string,
  ) {}
}

/** What a paged list's handler returns (the one list helper's result). */
export type Paged<T> = { rows: T[]; total: number; exact?: boolean; cursor?: PageCursors };

type DataOf<E extends Endpoint> = E extends { paged: true } ? Paged<z.input<E['output']['schema']>> : z.input<E['output']['schema']>;
/**
 * What a handler of the endpoint answers: its data, or its data with a message of its own. An endpoint whose
 * data is null (a write that answers only its message) may return nothing: its service is the handler.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a `Promise<void>` service must be a valid handler
type Done<E extends Endpoint> = null extends DataOf<E> ? void : never;
export type Answer<E extends Endpoint> = Promise<DataOf<E> | WithMessage<DataOf<E>> | JsonText<DataOf<E>> | Done<E>>;
export type Handler<E extends Endpoint> = (input: ParsedInputOf<E>, ctx: RequestCtx) => Answer<E>;

/** The handlers of an area's descriptor, one per endpoint, by the same names. */
export type Handlers<D extends Record<string, Endpoint>> = { [K in keyof D]: Handler<D[K]> };

const objectShape = (schema: z.ZodType): z.ZodObject | undefined => (schema instanceof z.ZodObject ? schema : undefined);
const inputWhere = (e: Endpoint) => e.inputIn ?? (e.method === 'GET' ? 'query' : 'body');

/** The Fastify schema of an endpoint: input split into params / querystring / body, the enveloped reply. */
export function routeSchema(e: Endpoint): FastifySchema {
  const params = pathParams(e.path);
  const where = inputWhere(e);
  let input: z.ZodType = e.input.schema;
  const schema: FastifySchema = { summary: e.summary, tags: e.tag ? [e.tag] : undefined };
  if (params.length) {
    const obj = objectShape(e.input.schema);
    if (!obj) throw new Error(`${e.path}: an endpoint with path parameters needs an object input`);
    const mask = Object.fromEntries(params.map((p) => [p, true as const])) as Record<string, true> & Record<number, never>;
    schema.params = obj.pick(mask);
    // A GET with everything in its path (a download by id) keeps an empty query schema: a stray
    // parameter there is refused like anywhere else (shared/strict-input.ts).
    input = obj.omit(mask);
  }
  if (where === 'query') schema.querystring = input;
  else schema.body = input;
  return withReply(schema, e);
}

// One reply schema per output schema and kind, shared by the routes that answer it (a schema is immutable).
const replies = { paged: new WeakMap<z.ZodType, z.ZodType>(), single: new WeakMap<z.ZodType, z.ZodType>() };

function withReply(schema: FastifySchema, e: Endpoint): FastifySchema {
  const made = replies[e.paged ? 'paged' : 'single'];
  const output = e.output.schema;
  let reply = made.get(output);
  if (!reply) {
    reply = e.paged ? pagedEnvelope(output) : envelope(output);
    made.set(output, reply);
  }
  schema.response = { 200: reply };
  return schema;
}

/** The parsed input of a call: its path parameters with its query string or body, as the descriptor places it. */
export function inputOf<E extends Endpoint>(e: E, req: FastifyRequest): ParsedInputOf<E> {
  const rest = inputWhere(e) === 'query' ? req.query : req.body;
  return { ...(req.params as object), ...(rest as object) } as ParsedInputOf<E>;
}

/** What the HTTP layer adds to an endpoint beyond its descriptor. */
export type ServeOptions = {
  /** Reply headers, e.g. a cache policy for public reference data (the descriptor says what, not how long). */
  headers?: Record<string, string>;
};

/**
 * The route of an endpoint whose answer `run` computes from the request: method, path, permission key,
 * schemas and success message come from the descriptor, and the route is marked as served from it (the
 * descriptor test refuses any module route without that mark). `serve` reads a JSON input; the upload
 * helper reads a file first.
 */
export function endpointRoute<E extends Endpoint>(
  e: E,
  run: (req: FastifyRequest, ctx: RequestCtx) => Answer<E>,
  opts: ServeOptions = {},
): RouteOptions {
  return {
    method: e.method,
    url: e.path,
    config: { permission: e.permission, endpoint: e },
    schema: routeSchema(e),
    handler: async (req, reply) => {
      const result = await confirmed(req, () => run(req, requestContext(req)));
      if (opts.headers) reply.headers(opts.headers);
      if (result instanceof JsonText) return sendText(req, reply, result, e.okMessage ?? '操作成功');
      const [data, message] = result instanceof WithMessage ? [result.data, result.message] : [result, e.okMessage ?? '操作成功'];
      if (!e.paged) return { code: 200, message, data: data ?? null };
      return page(data as Paged<unknown>, message);
    },
  };
}

/** A JsonText in the envelope: a JSON string with its content type is sent by Fastify unserialised. */
function sendText(req: FastifyRequest, reply: FastifyReply, text: JsonText<unknown>, message: string) {
  if (text.etag) {
    reply.header('etag', text.etag);
    if (req.headers['if-none-match'] === text.etag) return reply.code(304).send();
  }
  const parts = [
    `{"code":200,"message":${JSON.stringify(message)},"data":`,
    ...(typeof text.json === 'string' ? [text.json] : text.json),
    '}',
  ];
  const body = Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
  if (verifying) checkText(reply.routeOptions.schema?.response, body.toString());
  reply.type('application/json; charset=utf-8');
  return body;
}

/** Registers one endpoint: its method, path, permission key and schemas come from the descriptor. */
export function serve<E extends Endpoint>(app: FastifyInstance, e: E, handler: Handler<E>, opts?: ServeOptions) {
  app.route(endpointRoute(e, (req, ctx) => handler(inputOf(e, req), ctx), opts));
}

/** Registers every endpoint of an area's descriptor with its handler (a missing handler fails to compile). */
export function serveAll<D extends Record<string, Endpoint>>(
  app: FastifyInstance,
  descriptor: D,
  handlers: NoInfer<Handlers<D>>,
  opts?: ServeOptions,
) {
  for (const name of Object.keys(descriptor) as (keyof D & string)[]) serve(app, descriptor[name], handlers[name], opts);
  registerDeclaredExport(descriptor, (handlers as Record<string, unknown>).queryList as never);
}
