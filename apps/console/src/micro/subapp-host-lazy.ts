import { lazyNamed } from '../shared/lazy-named.ts';

/**
 * The sub-app host (antd Result, Spin, the loader), out of the login bundle; the menu fetches it ahead with
 * `loadSubappHost` so that the first sub-app page does not wait for it.
 */
export const { Component: SubappHost, load: loadSubappHost } = lazyNamed(() => import('./SubappHost.tsx'), 'SubappHost');
