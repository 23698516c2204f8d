/**
 * A small in-process map whose entries expire after `ttlMs`; past `max` entries the oldest goes first.
 * For figures that may be a few seconds old (an estimated total), never for anything a permission rides on.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > Date.now()) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V) {
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}
