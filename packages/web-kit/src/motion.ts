/**
 * antd's `motion` token for a theme: off when the operator's system asks for reduced motion. Staff who turn
 * animations off get dialogs and pop-ups that open and close at once (and so do the end-to-end tests, which
 * otherwise race a pop-up's entrance: a click during a zoom-in can be lost).
 */
export function themeMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
