import type { SubappHandle, SubappProps } from '@console/contract/subapp';

export type { SubappHandle, SubappProps };

/**
 * The sub-application's lifecycle (ARCHITECTURE §8). The entry stays tiny: React, antd and the pages load
 * as chunks next to this file on the first mount (or when the host prefetches this module, only this file).
 */
/** Fetches the app's code ahead of the first mount (the host calls it when it prefetches the entry). */
export function preload(): Promise<unknown> {
  return import('./app/mount-app.tsx');
}

/** Warms a page ahead of a visit (the host calls it on menu hover and click): see SubappModule.prefetch. */
export function prefetch(path: string, props?: SubappProps): Promise<void> {
  return import('./app/mount-app.tsx').then(
    ({ prefetchPage }) => prefetchPage(path, props),
    () => {},
  );
}

export function mount(container: HTMLElement, props: SubappProps): SubappHandle {
  let latest = props;
  let inner: SubappHandle | null = null;
  let gone = false;
  const ready = import('./app/mount-app.tsx').then(({ mountApp }) => {
    if (!gone) inner = mountApp(container, latest);
  });
  return {
    update(next) {
      latest = next;
      inner?.update(next);
    },
    unmount() {
      gone = true;
      inner?.unmount();
      inner = null;
    },
    ready,
  };
}
