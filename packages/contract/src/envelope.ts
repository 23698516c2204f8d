import { z } from 'zod';

/** Every reply: `{ code, message, data, total? }`; success is code 200. */
export type Envelope<T> = { code: number; message: string; data: T; total?: number; errorId?: string };

export const CODE_OK = 200;
/** Session missing, unknown, ended or expired (HTTP 401). */
export const CODE_SESSION_ENDED = 600008;

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), message: z.string(), data, total: z.number().optional() });

export const errorEnvelope = z.object({
  code: z.number(),
  message: z.string(),
  data: z.null(),
  errorId: z.string().optional(),
});
