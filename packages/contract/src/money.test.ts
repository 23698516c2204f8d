import { describe, expect, it } from 'vitest';
import { centsToYuan, yuan, yuanToCents } from './money.ts';

describe('money', () => {
  it('writes amounts with two decimals and the sign first, also under one yuan', () => {
    const cases: [number, string, string][] = [
      [0, '0.00', '¥0.00'],
      [5, '0.05', '¥0.05'],
      [50, '0.50', '¥0.50'],
      [1250, '12.50', '¥12.50'],
      [-1, '-0.01', '-¥0.01'],
      [-50, '-0.50', '-¥0.50'],
      [-199, '-1.99', '-¥1.99'],
      [-100, '-1.00', '-¥1.00'],
      [-123456789, '-1234567.89', '-¥1,234,567.89'],
      [117655, '1176.55', '¥1,176.55'],
      [100000000, '1000000.00', '¥1,000,000.00'],
    ];
    for (const [cents, plain, shown] of cases) {
      expect(centsToYuan(cents), `${cents}`).toBe(plain);
      expect(yuan(cents), `${cents}`).toBe(shown);
    }
    expect(yuan(null)).toBe('¥0.00');
  });

  it('reads what it writes back to the same cents', () => {
    for (const cents of [0, 1, 50, 99, 100, 1250, 99999]) expect(yuanToCents(centsToYuan(cents))).toBe(cents);
    expect(yuanToCents('12.5')).toBe(1250);
    for (const bad of ['-1', '1.234', 'abc', '']) expect(yuanToCents(bad)).toBeNull();
  });
});
