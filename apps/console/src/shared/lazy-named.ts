import { type ComponentType, lazy } from 'react';
import { trackCode } from './code-loading.ts';

type Loaded = { default: ComponentType };

/**
 * React.lazy for the named export `name`, whose module can be fetched ahead (`load`, e.g. by the menu). Once
 * the module is there the component renders at once: a plain lazy component suspends for a tick even then,
 * and a Suspense boundary that has shown its fallback reveals the page only ~300 ms later (React throttles
 * fallback → content), which would undo the prefetch.
 */
export function lazyNamed<M extends Record<K, ComponentType>, K extends string>(loader: () => Promise<M>, name: K) {
  let loaded: M | undefined;
  const load = () =>
    trackCode(loader()).then((m) => {
      loaded = m;
      return m;
    });
  const Component = lazy((): Promise<Loaded> => {
    const ready = loaded;
    // A thenable that answers synchronously: React marks the lazy component resolved before it would suspend.
    // biome-ignore lint/suspicious/noThenProperty: React.lazy takes any thenable; this one is meant to be one
    if (ready) return { then: (resolve: (m: Loaded) => void) => resolve({ default: ready[name] }) } as Promise<Loaded>;
    return load().then((m) => ({ default: m[name] }));
  });
  return { Component, load };
}
