import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Replies over 1 KiB (JSON, index.html) are compressed on the fly, brotli or gzip as the browser accepts.
 * Built files arrive pre-compressed (scripts/precompress.mjs writes .br and .gz beside them; plugins/web.ts
 * serves those), so they carry their Content-Encoding already and are left alone here.
 */
async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 compresses a 80 KB menu reply in about a millisecond; 11 (the default) takes tens.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

export default fp(compressionPlugin, { name: 'compression' });
