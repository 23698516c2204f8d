import { describe, expect, it } from 'vitest';
import { formatTime } from './time.ts';

/** The reference: Intl's own wall clock for the zone. */
function intl(t: number, timeZone: string) {
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(f.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

// Zones without transitions, with summer time, with half- and quarter-hour offsets and a 30-minute shift.
const ZONES = ['Asia/Shanghai', 'UTC', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns'];

describe('formatTime', () => {
  it('writes the wall clock Intl writes, on ordinary days and around every summer-time change', () => {
    const instants: number[] = [0, Date.UTC(1986, 4, 4, 1, 59, 59, 999), Date.UTC(2026, 10, 23, 10, 0, 0, 500)];
    let seed = 7;
    const rnd = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 400; i++) instants.push(Math.floor(Date.UTC(1970, 0, 1) + rnd() * (Date.UTC(2040, 0, 1) - Date.UTC(1970, 0, 1))));
    // Before 1970 (negative instants: the day and the second within it counted down from the epoch), back to year 1000.
    for (let i = 0; i < 100; i++) instants.push(Math.floor(Date.UTC(1000, 0, 1) + rnd() * (Date.UTC(1970, 0, 1) - Date.UTC(1000, 0, 1))));
    // Each second around the 2026 changes in New York, London and Lord Howe (and on the days themselves).
    for (const change of [Date.UTC(2026, 2, 8, 7), Date.UTC(2026, 10, 1, 6), Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 3, 4, 15)])
      for (let s = -3; s <= 3; s++) instants.push(change + s * 1000, change + s * 1000 + 999, change + s * 3_600_000);
    for (const zone of ZONES) for (const t of instants) expect(formatTime(new Date(t), zone), `${zone} ${t}`).toBe(intl(t, zone));
  });

  it('takes strings, gives blank for nothing, and refuses an invalid date as before', () => {
    expect(formatTime('2026-01-02T03:04:05.678Z')).toBe('2026-01-02 11:04:05');
    expect(formatTime(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
    expect(() => formatTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
