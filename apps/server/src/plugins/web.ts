import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const defaultConsoleDist = path.join(root, 'apps/console/dist');
const defaultBusinessDist = path.join(root, 'apps/business/dist');

const NO_CACHE = 'no-cache';
/**
 * Vite names built files `<name>-<8-character hash>.<ext>`: those never change and are kept a year. `file` is
 * the file sent, which for a pre-compressed answer is the `.br` / `.gz` beside it: the name the browser asked
 * for is the one before that suffix.
 */
const HASHED = /-[\w-]{8}\.\w+$/;
const cachePolicy = (file: string) =>
  HASHED.test(path.basename(file).replace(/\.(br|gz)$/, '')) ? 'public, max-age=31536000, immutable' : NO_CACHE;

export type WebRoots = { consoleDist: string; businessDist: string };

/** Serves the built console (history-mode fallback to index.html) and the sub-app's assets. */
async function webPlugin(app: FastifyInstance, opts: Partial<WebRoots>) {
  const consoleDist = opts.consoleDist ?? defaultConsoleDist;
  const businessDist = opts.businessDist ?? defaultBusinessDist;
  const hasConsole = existsSync(path.join(consoleDist, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: consoleDist,
      // Looked up per request, so a rebuilt console is served without a restart; misses fall through to
      // the not-found handler below, which answers pages with index.html.
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('cache-control', cachePolicy(file));
        // The same URL answers brotli, gzip or plain by Accept-Encoding: caches must key on it.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  if (existsSync(businessDist)) {
    await app.register(fastifyStatic, {
      root: businessDist,
      prefix: '/subapp-assets/',
      decorateReply: !hasConsole,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('access-control-allow-origin', '*');
        res.setHeader('cache-control', cachePolicy(file));
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  if (hasConsole) {
    app.get('/', { config: { permission: 'public' }, schema: { hide: true } }, (_req, reply) =>
      reply.header('cache-control', NO_CACHE).sendFile('index.html', consoleDist, { cacheControl: false }),
    );
  }

  // Tells the console where the sub-app entry is without an inline script (the CSP forbids those).
  app.get('/runtime-config.js', { config: { permission: 'public' }, schema: { hide: true } }, async (_req, reply) => {
    reply.type('text/javascript').header('cache-control', 'no-cache');
    return `window.__SUBAPP_ENTRY__=${JSON.stringify(app.config.subappEntry)};window.__API_BASE__="/api";`;
  });

  app.setNotFoundHandler((req, reply) => {
    // HEAD answers like GET without a body (Fastify leaves the body out).
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api') && !path.extname(req.url.split('?')[0]);
    if (isPage && hasConsole) {
      reply.header('cache-control', NO_CACHE);
      // The sign-in page has its own copy of index.html that fetches its code with the entry (preload-chunks.mjs).
      const login = req.url.split('?')[0] === '/login' && existsSync(path.join(consoleDist, 'login.html'));
      return reply.sendFile(login ? 'login.html' : 'index.html', consoleDist, { cacheControl: false });
    }
    return reply.status(404).send({ code: 404, message: '接口不存在', data: null });
  });
}

export default fp(webPlugin, { name: 'web', dependencies: ['db'] });
