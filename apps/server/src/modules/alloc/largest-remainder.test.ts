import { describe, expect, it } from 'vitest';
import { largestRemainder } from './largest-remainder.ts';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('largest remainder', () => {
  it('10 over 3 equal histories → 4/3/3, and over no history the same equal shares', () => {
    expect(largestRemainder(10, [5, 5, 5])).toEqual([4, 3, 3]);
    expect(largestRemainder(10, [0, 0, 0])).toEqual([4, 3, 3]);
  });

  it('gives the units left to the largest fractional parts', () => {
    // Exact shares 4.5, 2.7, 2.8 → floors 4, 2, 2; one unit left to 2.8, the next to 2.7.
    expect(largestRemainder(10, [45, 27, 28])).toEqual([4, 3, 3]);
    expect(largestRemainder(7, [1, 1, 1, 1])).toEqual([2, 2, 2, 1]);
    expect(largestRemainder(1, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(largestRemainder(0, [3, 1])).toEqual([0, 0]);
  });

  it('sums to the total exactly on awkward numbers (primes, huge totals, one heavy weight)', () => {
    const cases: [number, number[]][] = [
      [97, [13, 17, 19, 23, 29, 31]],
      [100_000_000, [1, 2, 3, 5, 7, 11, 13]],
      [3, [1_000_000, 1, 1, 1]],
      [11, [0, 0, 5, 0]],
      [1000, Array.from({ length: 333 }, (_, i) => (i * 7919) % 101)],
      [99_999_989, [2_000_000_011, 3_000_000_019, 7]],
    ];
    for (const [total, weights] of cases) {
      const q = largestRemainder(total, weights);
      expect(sum(q)).toBe(total);
      expect(q.every((x, i) => x >= Math.floor((total * weights[i]) / sum(weights)))).toBe(true);
    }
    // A code without sell-out gets nothing while others have some.
    expect(largestRemainder(11, [0, 0, 5, 0])).toEqual([0, 0, 11, 0]);
  });
});
