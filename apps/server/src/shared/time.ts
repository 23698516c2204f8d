import { reshape } from './reshape.ts';

const fmtCache = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string) {
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
  return fmt;
}

/** Through Intl (exact, but ~10 µs a call): the reference the fast path below is checked against. */
function formatByParts(date: Date, timeZone: string): string {
  const p = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(date)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

const DAY_MS = 86_400_000;
/** The zone's offset (ms) at instant `t`, whole seconds: its wall clock read as UTC, minus `t`. */
function offsetAt(t: number, timeZone: string): number {
  const p = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(t))
      .map((x) => [x.type, Number(x.value)]),
  );
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(t / 1000) * 1000;
}

/**
 * Per zone and UTC day: the zone's offset if it is the same at the day's first and last second (a day
 * without a transition), else null (that day's times go through Intl). A list of 500 rows formats 1,000
 * times; with the offset known a time is a few integer reads instead of an Intl call. Kept per zone under
 * the day's number, so that finding it builds no key.
 */
const dayOffsets = new Map<string, Map<number, number | null>>();
const DAY_OFFSETS_MAX = 50_000;
function dayOffset(t: number, timeZone: string): number | null {
  const day = Math.floor(t / DAY_MS);
  let days = dayOffsets.get(timeZone);
  if (!days) {
    days = new Map();
    dayOffsets.set(timeZone, days);
  }
  let off = days.get(day);
  if (off === undefined) {
    const first = offsetAt(day * DAY_MS, timeZone);
    off = first === offsetAt(day * DAY_MS + DAY_MS - 1000, timeZone) ? first : null;
    if (days.size >= DAY_OFFSETS_MAX) days.clear();
    days.set(day, off);
  }
  return off;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));
/** `HH:mm` for each minute of a day and `:ss` for each second of a minute: a time's clock is two reads. */
const CLOCK_MINUTES = Array.from({ length: 1440 }, (_, i) => `${two(Math.floor(i / 60))}:${two(i % 60)}`);
const CLOCK_SECONDS = Array.from({ length: 60 }, (_, i) => `:${two(i)}`);
/** `YYYY-MM-DD ` per local day (its number since the epoch): a page's times mostly share a few days. */
const datePrefixes = new Map<number, string>();
function datePrefix(localDay: number): string {
  let prefix = datePrefixes.get(localDay);
  if (prefix === undefined) {
    const d = new Date(localDay * DAY_MS);
    prefix = `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} `;
    if (datePrefixes.size >= DAY_OFFSETS_MAX) datePrefixes.clear();
    datePrefixes.set(localDay, prefix);
  }
  return prefix;
}

/**
 * `YYYY-MM-DD HH:mm:ss` in the server's zone, as the console shows times. Every list row formats two, so
 * the fast path allocates only the result (no Date, no digit strings): its garbage was a tenth of a list
 * request's (issue 31).
 */
export function formatTime(d: Date | string | null | undefined, timeZone = 'Asia/Shanghai'): string {
  if (d == null) return '';
  const date = typeof d === 'string' ? new Date(d) : d;
  const t = date.getTime();
  // Years outside 1000–9999 are written as Intl writes them.
  const off = t >= -30_610_224_000_000 && t < 253_402_214_400_000 ? dayOffset(t, timeZone) : null;
  if (off === null) return formatByParts(date, timeZone);
  const local = Math.floor(t / 1000) * 1000 + off;
  const localDay = Math.floor(local / DAY_MS);
  const second = (local - localDay * DAY_MS) / 1000;
  return datePrefix(localDay) + CLOCK_MINUTES[Math.floor(second / 60)] + CLOCK_SECONDS[second % 60];
}

/** A row's createdAt / updatedAt as the createTime / updateTime the console shows. */
export const times = (row: { createdAt: Date; updatedAt: Date }, tz: string) => ({
  createTime: formatTime(row.createdAt, tz),
  updateTime: formatTime(row.updatedAt, tz),
});

/** A row as the console shows it: createdAt / updatedAt replaced by createTime / updateTime. */
const RAW_TIMES = ['createdAt', 'updatedAt'] as const;
export const withTimes = <T extends { createdAt: Date; updatedAt: Date }>(row: T, tz: string) => reshape(row, RAW_TIMES, times(row, tz));

/** A row of an append-only table (ledger, splits) as the console shows it: createdAt replaced by createTime. */
export const withCreateTime = <T extends { createdAt: Date }>(row: T, tz: string) =>
  reshape(row, ['createdAt'], { createTime: formatTime(row.createdAt, tz) });

/** Today in the console's zone ('YYYY-MM-DD'): prices, coupons and offers are valid by calendar day there, both ends included. */
export const todayIn = (tz: string, offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date(Date.now() + offsetDays * 86_400_000));
