/**
 * Page code on its way (a page's chunk, the sub-app's entry): whenSettled (page-prefetch.ts) waits for it, as a
 * request in flight has no timing entry yet — on a loaded machine a slow chunk left a quiet gap after the data
 * and the menu's background prefetch started before the page showed its rows.
 */
let inFlight = 0;

export const codeLoading = (): boolean => inFlight > 0;

export function trackCode<T>(loading: Promise<T>): Promise<T> {
  inFlight++;
  const done = () => {
    inFlight--;
  };
  loading.then(done, done);
  return loading;
}
