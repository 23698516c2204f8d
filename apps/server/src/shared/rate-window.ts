/**
 * At most `limit` events per key in any `windowMs` (in this process): a sliding window of the key's
 * recent event times. Keys with no event in the window are dropped when the map grows.
 */
export class RateWindow {
  private readonly times = new Map<string, number[]>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts an event for `key`; false (and not counted) when the key has used up its window. */
  take(key: string, now = Date.now()): boolean {
    const since = now - this.windowMs;
    const recent = (this.times.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.limit) {
      this.times.set(key, recent);
      return false;
    }
    recent.push(now);
    this.times.set(key, recent);
    if (this.times.size > 10_000) this.prune(since);
    return true;
  }

  private prune(since: number) {
    for (const [key, recent] of this.times) if (!recent.some((t) => t > since)) this.times.delete(key);
  }
}
