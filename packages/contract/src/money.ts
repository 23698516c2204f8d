/**
 * Money is an integer number of cents everywhere (`1250` is ¥12.50). These are the only ways it is written
 * for people — screens, exports, messages — so a sign or an amount under one yuan reads the same everywhere.
 * String arithmetic on the absolute value: floats never touch money, and `-50` is `-0.50`, never `0.50`.
 * No zod here: pages import it without loading the schemas.
 */

/** Cents → yuan with two decimals and no symbol: `-199` → `-1.99`, `-50` → `-0.50`. */
export function centsToYuan(cents: number): string {
  const abs = Math.abs(Math.trunc(cents));
  return `${cents < 0 && abs > 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents → `¥1,176.55` for people (thousands grouped); a negative amount puts the sign first: `-¥1.99`, `-¥0.50`. */
export function yuan(cents: number | null | undefined): string {
  const text = centsToYuan(Number(cents ?? 0)).replace(/\B(?=(\d{3})+(?!\d)\.)/g, ',');
  return text.startsWith('-') ? `-¥${text.slice(1)}` : `¥${text}`;
}

/** '12.5' / '12.50' / 12.5 yuan → 1250 cents, exactly (string arithmetic, no float rounding); null when not money. */
export function yuanToCents(yuan: string | number): number | null {
  const text = String(yuan).trim();
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
