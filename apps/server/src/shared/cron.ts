import cronParser from 'cron-parser';
import { AppError, badRequest } from './errors.ts';

/**
 * Fire times of a cron expression (5 fields, or 6 with leading seconds) in the given zone, after `from`.
 * A wrong expression is a 400 with the parser's reason. A job fires at most once a minute (the seconds
 * field names one second): every run holds a queue slot, a log row and its handler's work, and a job
 * stored before this rule stops firing rather than run every second.
 */
export function nextFireTimes(cron: string, tz: string, count = 5, from = new Date()): Date[] {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5 && fields.length !== 6) throw badRequest('Cron 表达式应为 5 段（分 时 日 月 周），可在最前加秒');
  try {
    const it = cronParser.parseExpression(fields.join(' '), { currentDate: from, tz });
    if (it.fields.second.length > 1) throw badRequest('Cron 表达式触发过于频繁：两次执行至少间隔 1 分钟');
    return Array.from({ length: count }, () => it.next().toDate());
  } catch (e) {
    throw e instanceof AppError ? e : badRequest(`Cron 表达式不正确：${(e as Error).message}`);
  }
}

export const nextFireTime = (cron: string, tz: string, from = new Date()) => nextFireTimes(cron, tz, 1, from)[0];
