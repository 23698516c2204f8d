import { errorOfUnconfirmed } from '../shared/session-check.ts';
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../shared/errors.ts';
import { UNKNOWN_FIELD, unknownFieldsMessage } from '../shared/strict-input.ts';

const PG_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '08006', '08001', '08003']);

/** Drizzle wraps the driver's error; the connection failure code sits somewhere down the cause chain. */
export function isDatabaseDown(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown; message?: string } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (e.code && PG_UNAVAILABLE.has(e.code)) return true;
    // pg's own words for a connection lost mid-use (a rollback on it fails with the last one: found by the
    // bench's outage run, which answered it 500).
    if (
      typeof e.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable/.test(
        e.message,
      )
    )
      return true;
  }
  return false;
}

/** The driver's error code somewhere down the cause chain (Drizzle wraps it). */
function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** Values the schemas let through but the database cannot hold: the caller's mistake, never a 500. */
const BAD_VALUE: Record<string, string> = {
  '22003': '参数超出范围',
  '22P02': '参数格式不正确',
  '22001': '参数过长',
  '22007': '日期格式不正确',
  '22008': '日期超出范围',
};

function validationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  if (first?.keyword === UNKNOWN_FIELD && first.message) return first.message;
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issue = err.validation[0];
    const params = issue.params as { issue?: { code?: string; keys?: string[] } } | undefined;
    if (params?.issue?.code === 'unrecognized_keys') return unknownFieldsMessage(params.issue.keys ?? []);
    return issue.message || '请求参数有误';
  }
  return '请求参数有误';
}

/** Every failure becomes the envelope with a Chinese message; internals stay in the log under an error id. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(async (failure: FastifyError & { code?: string }, req, reply) => {
    // A list served on the remembered session that failed before its handler (bad input) answers only once
    // its session is confirmed: an ended session is a 401 whatever else is wrong.
    const err = (await errorOfUnconfirmed(req, failure)) as FastifyError & { code?: string };
    if (err instanceof AppError) {
      return reply.status(err.status).send({ code: err.code, message: err.message, data: err.data });
    }
    if (err.validation) {
      // A client sending fields the contract lacks is out of date or wrong: worth a line for whoever runs it.
      const first = err.validation[0];
      if (first?.keyword === UNKNOWN_FIELD)
        req.log.warn({ fields: (first.params as { fields?: string[] }).fields }, 'unknown fields refused');
      return reply.status(400).send({ code: 400, message: validationMessage(err), data: null });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
      return reply.status(413).send({ code: 413, message: '请求内容过大', data: null });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.statusCode === 415) {
      return reply.status(415).send({ code: 415, message: '不支持的请求格式', data: null });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ code: err.statusCode, message: '请求有误', data: null });
    }
    const code = pgCode(err);
    if (code && BAD_VALUE[code]) return reply.status(400).send({ code: 400, message: BAD_VALUE[code], data: null });
    // A foreign key (issue 25): a row another still points at, or a write naming one deleted meanwhile — the
    // services refuse both with their own message first, so this is a race lost to a concurrent delete.
    if (code === '23503' || code === '23001')
      return reply.status(409).send({ code: 409, message: '关联的数据已被删除或仍被引用，请刷新后重试', data: null });
    const errorId = randomUUID();
    if (code === '57014') {
      req.log.warn({ errorId, err }, 'statement timeout');
      return reply.status(503).send({ code: 503, message: `查询超时，请缩小查询范围后重试（错误编号 ${errorId}）`, data: null, errorId });
    }
    if (isDatabaseDown(err)) {
      req.log.error({ errorId, err }, 'database unavailable');
      return reply.status(503).send({ code: 503, message: `数据库暂不可用，请稍后重试（错误编号 ${errorId}）`, data: null, errorId });
    }
    req.log.error({ errorId, err }, 'unhandled error');
    return reply.status(500).send({ code: 500, message: `系统繁忙，请稍后重试（错误编号 ${errorId}）`, data: null, errorId });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
