import { createRequire } from 'node:module';
import { loadSchemas } from '@console/contract/endpoint';
import Fastify, { type FastifyReply, type FastifyServerOptions, LogController } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { recordWrite, recordWriteIn } from './modules/logs/operation-log.service.ts';
import { registerModules } from './modules/registry.ts';
import { onStatementWrite, onWrite } from './shared/write-events.ts';
import { replySerializerCompiler } from './shared/reply-serializer.ts';
import { requestScope } from './shared/request-scope.ts';
import { emptyBodyWhereBodied, strictValidatorCompiler } from './shared/strict-input.ts';
import authPlugin from './plugins/auth.ts';
import compressionPlugin from './plugins/compression.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import openapiPlugin from './plugins/openapi.ts';
import queuePlugin from './plugins/queue.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import timingPlugin from './plugins/timing.ts';
import opsPlugin from './plugins/ops.ts';
import webPlugin, { type WebRoots } from './plugins/web.ts';
import { keepRawBody } from './shared/raw-body.ts';

z.config(z.locales.zhCN());

export type BuildOptions = {
  config: Config;
  db: Db;
  pool: pg.Pool;
  logger?: FastifyServerOptions['logger'];
  /** Where the built web apps are (tests point at a fixture). */
  web?: Partial<WebRoots>;
};

/** The whole app without listening, so tests build it and call it with inject. */
export async function build({ config, db, pool, logger = false, web = {} }: BuildOptions) {
  // The contract's descriptors name their schemas without loading them (the console lists before zod loads):
  // every route below reads its schemas synchronously, so all are loaded first.
  await loadSchemas();
  // Every write's event becomes an operation-log row in the write's transaction.
  onWrite(recordWrite);
  onStatementWrite(recordWriteIn);
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // A hop count trusts the addresses the nearest `n` proxies added (proxy-addr's rule, as a function for the types).
    trustProxy:
      typeof config.trustProxy === 'number' ? (_addr: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: { compilersFactory: fastifyCompilersOnDemand },
    requestTimeout: 60_000,
    // While draining (SIGTERM), a request that arrives on a connection opened before the signal is served
    // (its answer closes the connection) instead of Fastify's English 503; new connections are refused.
    return503OnClosing: false,
    // plugins/ops.ts logs one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // What the router refuses before any route runs (an over-long or malformed address) answers the
    // envelope too, not Fastify's English body (found by the security suite).
    frameworkErrors: (err, _req, res) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const reply = res as unknown as FastifyReply;
      reply
        .status(tooLong ? 414 : 400)
        .send({ code: tooLong ? 414 : 400, message: tooLong ? '请求地址过长' : '请求地址格式不正确', data: null });
    },
  }).withTypeProvider<ZodTypeProvider>();
  // First hook of all: everything the request runs, and every timer or promise it starts, knows its id.
  if (config.traceRequests) app.addHook('onRequest', (req, _reply, done) => requestScope.run({ reqId: String(req.id) }, done));
  // Unknown fields in a query string or body are a 400 naming them, never silently dropped.
  app.setValidatorCompiler(strictValidatorCompiler);
  // A missing body is `{}`, and so is an empty JSON body, not Fastify's English refusal (shared/strict-input.ts);
  // anything else goes to Fastify's own parser, prototype-poisoning checks included.
  app.addHook('onRoute', emptyBodyWhereBodied);
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, text, done) => {
    keepRawBody(req, String(text));
    return text.length === 0 ? done(null, undefined) : json(req, String(text), done);
  });
  app.setSerializerCompiler(replySerializerCompiler);

  await app.register(timingPlugin, { enabled: config.serverTiming, pool });
  await app.register(securityHeadersPlugin, { https: config.httpsOnly });
  await app.register(compressionPlugin);
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { db, pool, config });
  await app.register(authPlugin);
  await app.register(queuePlugin);
  await app.register(openapiPlugin);
  await app.register(opsPlugin);
  await app.register(async (api) => registerModules(api), { prefix: '/api' });
  await app.register(webPlugin, web);
  return app;
}

export type App = Awaited<ReturnType<typeof build>>;

// Fastify makes its own compilers (ajv, fast-json-stringify) as it is created, though no route here uses them:
// inputs and replies go through the compilers set in build(). Loaded if ever asked for (issue 31: a warm start).
const fromFastify = (id: string) => createRequire(createRequire(import.meta.url).resolve('fastify'))(id);
const fastifyCompilersOnDemand = {
  buildValidator: (...args: unknown[]) => fromFastify('@fastify/ajv-compiler')()(...args),
  buildSerializer: (...args: unknown[]) => fromFastify('@fastify/fast-json-stringify-compiler')()(...args),
};
