import multipart from '@fastify/multipart';
import type { Endpoint, ParsedInputOf } from '@console/contract/endpoint';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Answer, endpointRoute, inputOf } from './endpoint-routes.ts';
import { AppError, badRequest } from './errors.ts';
import type { RequestCtx } from './request-context.ts';

/** What an upload endpoint accepts, and what it answers when the request is not that. */
export type UploadSpec = {
  /** Largest file, in bytes. */
  maxBytes: number;
  /** Form fields allowed beside the one file. */
  fields: number;
  /** The form field that carries the file; any file field when left out. */
  field?: string;
  /** An empty file is answered as a missing one. */
  emptyIsMissing?: boolean;
  texts: {
    notMultipart: string;
    missing: string;
    tooLarge: string;
    /** A second file or too many fields; without it the multipart error itself answers. */
    tooMany?: string;
  };
};

export type Upload = { buf: Buffer; mime: string };

const TOO_MANY = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** Reads the one file of a multipart request (other file parts are drained); refuses what the spec does not accept. */
async function readUpload(req: FastifyRequest, spec: UploadSpec): Promise<Upload> {
  if (!req.isMultipart()) throw badRequest(spec.texts.notMultipart);
  let file: Upload | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      const buf = await part.toBuffer();
      if (!file && (spec.field === undefined || part.fieldname === spec.field)) file = { buf, mime: part.mimetype };
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, spec.texts.tooLarge);
    if (spec.texts.tooMany && code && TOO_MANY.has(code)) throw new AppError(413, spec.texts.tooMany);
    throw e;
  }
  if (!file || (spec.emptyIsMissing && !file.buf.length)) throw badRequest(spec.texts.missing);
  return file;
}

/**
 * Registers an upload endpoint: a POST whose file travels as multipart/form-data beside the descriptor's
 * (query-string) input, which the JSON helper `serve` cannot read. Everything else comes from the descriptor
 * as with `serve`. Multipart is accepted by this route alone: it is registered in a scope of its own, with
 * this endpoint's limits.
 */
export function serveUpload<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  spec: UploadSpec,
  handler: (input: ParsedInputOf<E>, file: Upload, ctx: RequestCtx) => Answer<E>,
) {
  return app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: spec.maxBytes, files: 1, fields: spec.fields, parts: spec.fields + 1 } });
    const route = endpointRoute(e, async (req, ctx) => handler(inputOf(e, req), await readUpload(req, spec), ctx));
    scope.route({ ...route, schema: { ...route.schema, consumes: ['multipart/form-data'] } });
  });
}
