/**
 * A period as ranges of a coarse roll-up (day rows and month rows), chosen for the fewest rows: a whole month is
 * its month row; a month cut by the period is its days inside, or — when fewer — its month row less the days
 * outside (`sign` -1). A quarter ending today is then three month rows and a few days per key instead of a month
 * of day rows (issue 31: by SP, 16,000 rows → 3,500; the days after today hold no rows at all).
 */
export type Piece = { grain: 'day' | 'month'; from: string; below: string; sign: 1 | -1 };

const DAY = 86_400_000;
const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The day after an ISO day. */
export const dayAfter = (day: string) => iso(utc(day) + DAY);
const nextMonth = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

/** The pieces of [startDate, endDate] (inclusive ISO days), adjacent ones of the same grain and sign merged. */
export function periodPieces(startDate: string, endDate: string): Piece[] {
  const start = utc(startDate);
  const after = utc(endDate) + DAY;
  const raw: { grain: Piece['grain']; from: number; below: number; sign: Piece['sign'] }[] = [];
  const first = new Date(start);
  for (let m = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1); m < after; m = nextMonth(m)) {
    const end = nextMonth(m);
    const lo = Math.max(start, m);
    const hi = Math.min(after, end);
    const inside = (hi - lo) / DAY;
    const outside = (end - m) / DAY - inside;
    if (outside > 0 && inside <= outside + 1) {
      raw.push({ grain: 'day', from: lo, below: hi, sign: 1 });
      continue;
    }
    raw.push({ grain: 'month', from: m, below: end, sign: 1 });
    if (lo > m) raw.push({ grain: 'day', from: m, below: lo, sign: -1 });
    if (hi < end) raw.push({ grain: 'day', from: hi, below: end, sign: -1 });
  }
  const merged: typeof raw = [];
  for (const p of raw) {
    const same = merged.find((q) => q.grain === p.grain && q.sign === p.sign && q.below === p.from);
    if (same) same.below = p.below;
    else merged.push({ ...p });
  }
  return merged.map((p) => ({ grain: p.grain, from: iso(p.from), below: iso(p.below), sign: p.sign }));
}
