import { perDb } from './per-db.ts';

/**
 * Values read per key (a role's keys, its menu tree) and kept in this process while the permission version they
 * were read under stands. Every statement on roles, their menus or menu entries moves the version in its own
 * transaction (database triggers), and each request passes the version it read with its session, so a change
 * shows on the next request on every instance. A newer version drops every entry of the older one at once (a
 * role nobody asks for again is not kept); a request still carrying an older version reads afresh, uncached,
 * and leaves the newer entries be. A failed read is not kept.
 */
export function perVersion<D extends object, V>(read: (db: D, key: string, version: number) => Promise<V>) {
  const caches = perDb((_: D) => ({ version: Number.NEGATIVE_INFINITY, entries: new Map<string, Promise<V>>() }));
  return (db: D, key: string, version: number): Promise<V> => {
    const cache = caches(db);
    if (version < cache.version) return read(db, key, version);
    if (version > cache.version) {
      cache.version = version;
      cache.entries = new Map();
    }
    const { entries } = cache;
    const hit = entries.get(key);
    if (hit) return hit;
    const value = read(db, key, version);
    entries.set(key, value);
    value.catch(() => {
      if (entries.get(key) === value) entries.delete(key);
    });
    return value;
  };
}
