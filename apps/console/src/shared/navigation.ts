// Code outside React (the request client, session end) needs to navigate; the router registers itself here
// so that such code never imports the router (which would pull every page into its module graph).
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function registerNavigate(fn: Navigate): void {
  navigateImpl = fn;
}

export function goTo(to: string, options?: { replace?: boolean }): void {
  // Navigating to where we already are would only stack a duplicate history entry.
  if (`${window.location.pathname}${window.location.search}` === to) return;
  navigateImpl(to, options);
}
