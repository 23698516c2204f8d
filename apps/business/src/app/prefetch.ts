import { prefetchFirstList, prefetchOptions } from '@console/web-kit/resource';
import type { SubappProps } from '@console/contract/subapp';
import { appState } from './app-state.ts';
import { loadPage, PAGES } from './routes.tsx';

/**
 * Warms the page at `path` (basename included): its chunk always; with the host's props (a menu click) also its
 * first list, option lists or queries, in parallel with the chunk, when the user may see the page. A failure here is
 * the page's to show. Settles (never rejects) once the page's code has arrived.
 */
export function prefetchPage(path: string, props?: SubappProps): Promise<void> {
  const page = PAGES.find((p) => path === `${props?.basename ?? ''}${p.path}` || (!props && path.endsWith(p.path)));
  if (!page) return Promise.resolve();
  const code = loadPage(page).then(
    () => {},
    () => {},
  );
  if (!props?.permissions.includes(page.permission)) return code;
  const { client, queryClient } = appState(props);
  page.list?.().then(
    (list) => prefetchFirstList(queryClient, client, list),
    () => {},
  );
  page.options?.().then(
    (lists) => prefetchOptions(queryClient, client, props.permissions, lists),
    () => {},
  );
  page.data?.().then(
    (data) => data.prefetch(queryClient, client),
    () => {},
  );
  return code;
}
