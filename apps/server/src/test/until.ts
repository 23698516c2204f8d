/**
 * Reads `fn` until `ok` holds or `ms` pass, then answers the last read for the test to assert: background
 * work (jobs, exports) has no event a test can await.
 */
export async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000, every = 50) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, every));
  }
}
