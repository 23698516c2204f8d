const fmtCache = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD HH:mm:ss` in the server's zone, as the console shows times. */
export function formatTime(d: Date | string | null | undefined, timeZone = 'Asia/Shanghai'): string {
  if (d == null) return '';
  const date = typeof d === 'string' ? new Date(d) : d;
  let fmt = fmtCache.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    fmtCache.set(timeZone, fmt);
  }
  const p = Object.fromEntries(fmt.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** A row's createdAt / updatedAt as the createTime / updateTime the console shows. */
export const times = (row: { createdAt: Date; updatedAt: Date }, tz: string) => ({
  createTime: formatTime(row.createdAt, tz),
  updateTime: formatTime(row.updatedAt, tz),
});

/** A row as the console shows it: createdAt / updatedAt replaced by createTime / updateTime. */
export function withTimes<T extends { createdAt: Date; updatedAt: Date }>(row: T, tz: string) {
  const { createdAt, updatedAt, ...rest } = row;
  return { ...rest, ...times({ createdAt, updatedAt }, tz) };
}
