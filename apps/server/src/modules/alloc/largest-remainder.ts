/**
 * Shares `total` over weights in proportion, in whole units that sum to `total` exactly: each gets the floor
 * of its exact share, and the units left go one each to the largest fractional parts (ties: the larger
 * weight, then the earlier entry). All weights zero (no history): equal shares, the remainder to the first.
 * Exact: shares and remainders are compared as integers over Σ weights (BigInt, as total × weight may pass 2^53).
 */
export function largestRemainder(total: number, weights: readonly number[]): number[] {
  if (!weights.length) return [];
  const w = weights.some((x) => x > 0) ? weights.map(BigInt) : weights.map(() => 1n);
  const denominator = w.reduce((a, b) => a + b, 0n);
  const t = BigInt(total);
  const shares = w.map((x, i) => ({ i, x, floor: (t * x) / denominator, rest: (t * x) % denominator }));
  let left = t - shares.reduce((a, s) => a + s.floor, 0n);
  const cmp = (a: bigint, b: bigint) => (a > b ? -1 : a < b ? 1 : 0);
  const order = [...shares].sort((a, b) => cmp(a.rest, b.rest) || cmp(a.x, b.x) || a.i - b.i);
  for (const s of order) {
    if (left <= 0n) break;
    s.floor += 1n;
    left -= 1n;
  }
  return shares.map((s) => Number(s.floor));
}
