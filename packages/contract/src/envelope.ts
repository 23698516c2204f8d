import { z } from 'zod';
import { type PageCursors, pageCursors } from './paging.ts';

/**
 * Every reply: `{ code, message, data, total? }`; success is code 200. A paged list adds `exact: false`
 * when its total is an estimate (shown as `共 10,000+ 条`) and its page's `cursor`s.
 */
export type Envelope<T> = {
  code: number;
  message: string;
  data: T;
  total?: number;
  exact?: boolean;
  cursor?: PageCursors;
  errorId?: string;
};

export const CODE_OK = 200;
/** Session missing, unknown, ended or expired (HTTP 401). */
export const CODE_SESSION_ENDED = 600008;

// The fields around `data` are made once and shared by every reply schema (zod schemas are immutable): a server
// builds one per route, ~675 at each start, and making them anew was a tenth of its routes' registration (issue 31).
const code = z.number();
const message = z.string();
const total = z.number();
const estimate = { total: total.optional(), exact: z.boolean().optional(), cursor: pageCursors.optional() };

export const envelope = <T extends z.ZodType>(data: T) => z.object({ code, message, data, ...estimate });

/** A paged list's reply: its rows, with `total` always there. */
export const pagedEnvelope = <T extends z.ZodType>(row: T) => z.object({ code, message, data: z.array(row), ...estimate, total });

export const errorEnvelope = z.object({
  code: z.number(),
  message: z.string(),
  data: z.null(),
  errorId: z.string().optional(),
});
