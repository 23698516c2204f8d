import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const consoleDist = path.join(root, 'apps/console/dist');
export const businessDist = path.join(root, 'apps/business/dist');

/** Serves the built console (history-mode fallback to index.html) and the sub-app's assets. */
async function webPlugin(app: FastifyInstance) {
  const hasConsole = existsSync(path.join(consoleDist, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: consoleDist,
      // Looked up per request, so a rebuilt console is served without a restart; misses fall through to
      // the not-found handler below, which answers pages with index.html.
      wildcard: true,
      index: false,
      maxAge: '1y',
      immutable: true,
      setHeaders: (res, file) => {
        if (!file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'no-cache');
      },
    });
  }
  if (existsSync(businessDist)) {
    await app.register(fastifyStatic, {
      root: businessDist,
      prefix: '/subapp-assets/',
      decorateReply: !hasConsole,
      setHeaders: (res) => res.setHeader('access-control-allow-origin', '*'),
    });
  }

  if (hasConsole) {
    app.get('/', { config: { permission: 'public' }, schema: { hide: true } }, (_req, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', consoleDist),
    );
  }

  // Tells the console where the sub-app entry is without an inline script (the CSP forbids those).
  app.get('/runtime-config.js', { config: { permission: 'public' }, schema: { hide: true } }, async (_req, reply) => {
    reply.type('text/javascript').header('cache-control', 'no-cache');
    return `window.__SUBAPP_ENTRY__=${JSON.stringify(app.config.subappEntry)};window.__API_BASE__="/api";`;
  });

  app.setNotFoundHandler((req, reply) => {
    const isPage = req.method === 'GET' && !req.url.startsWith('/api') && !path.extname(req.url.split('?')[0]);
    if (isPage && hasConsole) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', consoleDist);
    }
    return reply.status(404).send({ code: 404, message: '接口不存在', data: null });
  });
}

export default fp(webPlugin, { name: 'web', dependencies: ['db'] });
