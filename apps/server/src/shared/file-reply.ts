import { routeSchema } from './endpoint-routes.ts';
import type { Endpoint } from '@console/contract/endpoint';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { StoredFile } from './file-store.ts';
import { type RequestCtx, requestContext } from './request-context.ts';

/**
 * How a file is handed over. The default is a private download (`attachment`, never cached); an image shown
 * in the page is `inline` — rendered by the browser at our origin, so it is sandboxed — and may be cached.
 */
export type FileDelivery = { inline?: boolean; cacheControl?: string };

/** `attachment` with the Chinese file name kept (RFC 5987) and an ASCII fallback. */
export function sendFile(reply: FastifyReply, file: Pick<StoredFile, 'name' | 'mime' | 'size'>, stream: Readable, how: FileDelivery = {}) {
  reply.header('content-type', file.mime).header('content-length', file.size);
  if (how.inline) {
    reply
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline');
  } else {
    const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    reply
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('x-content-type-options', 'nosniff');
  }
  return reply.header('cache-control', how.cacheControl ?? 'private, no-store').send(stream);
}

/** The endpoint's schema without the JSON reply: a download answers a file. */
const fileSchema = (e: Endpoint) => {
  const { response: _json, ...schema } = routeSchema(e);
  return schema;
};

/**
 * Registers a download endpoint of a contract (a GET whose answer is the file itself, not the envelope):
 * its path, permission key and input schema come from the descriptor like every other call.
 */
export function serveDownload<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  open: (
    input: z.output<E['input']['schema']>,
    ctx: RequestCtx,
  ) => Promise<{ file: Pick<StoredFile, 'name' | 'mime' | 'size'>; stream: Readable }>,
  how?: FileDelivery,
) {
  app.route({
    method: 'GET',
    url: e.path,
    config: { permission: e.permission, endpoint: e },
    schema: fileSchema(e),
    handler: async (req, reply) => {
      const input = { ...(req.query as object), ...(req.params as object) } as z.output<E['input']['schema']>;
      const { file, stream } = await open(input, requestContext(req));
      return sendFile(reply, file, stream, how);
    },
  });
}
