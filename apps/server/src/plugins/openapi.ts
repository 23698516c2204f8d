import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document of every route (`app.swagger()`) and its pages at /api/docs, when API_DOCS is on (the tests
 * that walk every route through the document set it too). Otherwise its builder is not even loaded: ~110 files
 * (its YAML writer among them) and a hook on every route, 1–5 % of a warm start's CPU in profiles of `npm start`,
 * all of it on the way to the first answer, and as much again in every API test file's app (issue 31).
 */
async function openapiPlugin(app: FastifyInstance) {
  if (!app.config.apiDocs) return;
  const { default: swagger } = await import('@fastify/swagger');
  await app.register(swagger, {
    openapi: {
      info: {
        title: '业务管理平台 API',
        version: '1.0.0',
        description: '所有接口返回 { code, message, data, total? }；code 200 为成功，600008 为登录失效。',
      },
      servers: [{ url: '/api' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Paths in the document are relative to the /api server entry.
    transformObject: (doc) => {
      if (!('openapiObject' in doc)) return doc.swaggerObject;
      const o = doc.openapiObject;
      if (o.paths) o.paths = Object.fromEntries(Object.entries(o.paths).map(([k, v]) => [k.replace(/^\/api/, ''), v]));
      return o;
    },
  });
  // The documentation maps every call of the product: public only where a deployer chose so (API_DOCS).
  if (app.config.apiDocs) await app.register((await import('@fastify/swagger-ui')).default, { routePrefix: '/api/docs' });
}

export default fp(openapiPlugin, { name: 'openapi', dependencies: ['db'] });
