import type { SubappHandle, SubappProps } from '@console/contract/subapp';
import { mountApp, prefetchPage } from './app/mount-app.tsx';

export type { SubappHandle, SubappProps };

/**
 * The sub-application's lifecycle (ARCHITECTURE §8). The app's frame (mount-app: the router, the page table)
 * is part of this file: every host that loads the entry mounts or prefetches next, so a chunk of its own was
 * one more request and one more round trip on every first sub-app page (issue 31). The pages load as chunks
 * next to this file. No `preload`: loading this file is all there is to fetch ahead of the first mount.
 */

/** Warms a page ahead of a visit (the host calls it on menu hover and click): see SubappModule.prefetch. */
export function prefetch(path: string, props?: SubappProps): Promise<void> {
  return prefetchPage(path, props);
}

export function mount(container: HTMLElement, props: SubappProps): SubappHandle {
  const inner = mountApp(container, props);
  return { ...inner, ready: Promise.resolve() };
}
