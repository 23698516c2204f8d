import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { recordWrite } from './modules/logs/operation-log.service.ts';
import { registerModules } from './modules/registry.ts';
import { onWrite } from './shared/write-events.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import openapiPlugin from './plugins/openapi.ts';
import queuePlugin from './plugins/queue.ts';
import webPlugin from './plugins/web.ts';

z.config(z.locales.zhCN());

export type BuildOptions = { config: Config; db: Db; pool: pg.Pool; logger?: FastifyServerOptions['logger'] };

/** The whole app without listening, so tests build it and call it with inject. */
export async function build({ config, db, pool, logger = false }: BuildOptions) {
  // Every write's event becomes an operation-log row in the write's transaction.
  onWrite(recordWrite);
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    requestTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { db, pool, config });
  await app.register(authPlugin);
  await app.register(queuePlugin);
  await app.register(openapiPlugin);
  await app.register(async (api) => registerModules(api), { prefix: '/api' });
  await app.register(webPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof build>>;
