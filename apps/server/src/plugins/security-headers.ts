import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers for these options, worked out once. They depend on nothing in the request (no CSP
 * nonces here), so running helmet per request — which @fastify/helmet does, re-parsing the CSP directives
 * every time — only costs CPU.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

/** Sets helmet's headers on every reply (API, pages, assets, errors, not-found). */
async function securityHeadersPlugin(app: FastifyInstance, opts: { https: boolean }) {
  const headers = helmetHeaders({
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
        // Sent only over HTTPS (below): on a plain-HTTP LAN address it would break every asset.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const csp = headers['content-security-policy'];
  const secureHeaders = { ...headers, 'content-security-policy': `${csp};upgrade-insecure-requests` };
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(opts.https || req.protocol === 'https' ? secureHeaders : headers);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
