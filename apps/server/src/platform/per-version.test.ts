import { describe, expect, it } from 'vitest';
import { perVersion } from './per-version.ts';

/** A cache over a read that counts its calls and answers `key@read number`. */
function counted() {
  const reads: string[] = [];
  const cached = perVersion(async (_db: object, key: string) => {
    reads.push(key);
    return `${key}@${reads.length}`;
  });
  return { reads, cached, db: {} };
}

describe('perVersion', () => {
  it('reads a key once per version and hands every caller the same answer', async () => {
    const { reads, cached, db } = counted();
    expect(await cached(db, 'r1', 1)).toBe('r1@1');
    expect(await cached(db, 'r1', 1)).toBe('r1@1');
    expect(await cached(db, 'r2', 1)).toBe('r2@2');
    expect(reads).toEqual(['r1', 'r2']);
  });

  it('a new version drops the old entries: every key is read again, and a late older version leaves the new ones be', async () => {
    const { reads, cached, db } = counted();
    await cached(db, 'r1', 1);
    await cached(db, 'r2', 1);
    expect(await cached(db, 'r1', 2)).toBe('r1@3');
    expect(await cached(db, 'r2', 2)).toBe('r2@4');
    // A request that read its session before the change: answered afresh, not from (nor into) the cache.
    expect(await cached(db, 'r1', 1)).toBe('r1@5');
    expect(await cached(db, 'r1', 2)).toBe('r1@3');
    expect(reads).toEqual(['r1', 'r2', 'r1', 'r2', 'r1']);
  });

  it('keeps no failed read and no entry of another database', async () => {
    let fail = true;
    let reads = 0;
    const cached = perVersion(async (_db: object, key: string) => {
      reads++;
      if (fail) throw new Error('down');
      return key;
    });
    const db = {};
    await expect(cached(db, 'r1', 1)).rejects.toThrow('down');
    fail = false;
    expect(await cached(db, 'r1', 1)).toBe('r1');
    expect(await cached({}, 'r1', 1)).toBe('r1');
    expect(reads).toBe(3);
  });
});
