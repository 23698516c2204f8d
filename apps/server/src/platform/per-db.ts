/**
 * One value per database handle, made on first use: an in-process cache belongs to the database it caches
 * (each test app has its own handle, so their caches never mix). Weakly held: a closed app's caches go with it.
 */
export function perDb<D extends object, V>(make: (db: D) => V): (db: D) => V {
  const all = new WeakMap<D, V>();
  return (db) => {
    let v = all.get(db);
    if (v === undefined) {
      v = make(db);
      all.set(db, v);
    }
    return v;
  };
}
