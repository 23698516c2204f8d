import cronParser from 'cron-parser';
import { badRequest } from '../../shared/errors.ts';

/**
 * Fire times of a cron expression (5 fields, or 6 with leading seconds) in the given zone, after `from`.
 * A wrong expression is a 400 with the parser's reason.
 */
export function nextFireTimes(cron: string, tz: string, count = 5, from = new Date()): Date[] {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5 && fields.length !== 6) throw badRequest('Cron 表达式应为 5 段（分 时 日 月 周），可在最前加秒');
  try {
    const it = cronParser.parseExpression(fields.join(' '), { currentDate: from, tz });
    return Array.from({ length: count }, () => it.next().toDate());
  } catch (e) {
    throw badRequest(`Cron 表达式不正确：${(e as Error).message}`);
  }
}

export const nextFireTime = (cron: string, tz: string, from = new Date()) => nextFireTimes(cron, tz, 1, from)[0];
