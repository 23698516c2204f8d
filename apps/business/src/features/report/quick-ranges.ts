import dayjs, { type Dayjs } from 'dayjs';

/** The report pages' quick ranges (issue 30): 近7天, 近30天, 本月, 本季度 — each ending today. */
export function quickRanges(): { label: string; value: [Dayjs, Dayjs] }[] {
  const today = dayjs().startOf('day');
  const quarterStart = today.month(Math.floor(today.month() / 3) * 3).startOf('month');
  return [
    { label: '近7天', value: [today.subtract(6, 'day'), today] },
    { label: '近30天', value: [today.subtract(29, 'day'), today] },
    { label: '本月', value: [today.startOf('month'), today] },
    { label: '本季度', value: [quarterStart, today] },
  ];
}

export const ymd = (d: Dayjs) => d.format('YYYY-MM-DD');
