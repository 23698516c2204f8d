import type { PageDecl } from '@console/contract/declaration';
import type { RequestClient } from '@console/web-kit';
import type { FirstList, OptionList } from '@console/web-kit/resource';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * Every sub-app page: its path below /subapp, the permission key needed to see it, its lazily loaded module
 * (one chunk per page) and, for a ResourceTable page, its first list (the same area, descriptor and filters the
 * page gives its table: a mismatch only costs a second call). An area adds its lines to the page list of its menu group (pages-catalogue.ts, pages-operations.ts).
 */
export type SubappPage = {
  path: string;
  title: string;
  permission: string;
  load: () => Promise<{ default: ComponentType }>;
  /** The page's first list (its ResourceTable's area, descriptor and fixed filters): fetched on a menu click. */
  list?: () => Promise<FirstList>;
  /** The option lists (dropdowns, cascaders) the page reads as it mounts: fetched on a menu click too. */
  options?: () => Promise<readonly OptionList[]>;
  /** A page whose data is not one list (a report): starts its first queries, fetched on a menu click too. */
  data?: () => Promise<{ prefetch: (qc: QueryClient, client: RequestClient) => void }>;
};

/** A first list whose descriptor loads on demand (the contract stays out of this chunk). */
export const first =
  (area: string, api: () => Promise<FirstList['api']>, filters?: Record<string, unknown>) => async (): Promise<FirstList> => ({
    area,
    api: await api(),
    filters,
  });

/**
 * A first list that is one call of an area's API (`logsApi.loginList`), not a whole resource: `pick` names the
 * call in the loaded contract module.
 */
export const firstList = <M>(
  area: string,
  load: () => Promise<M>,
  pick: (m: M) => FirstList['api']['queryList'],
  filters?: Record<string, unknown>,
) => first(area, () => load().then((m) => ({ queryList: pick(m) })), filters);

/** A page's path, title and list key from its declaration's page (contract pages.ts): the title written once. */
export const declaredPage = (p: PageDecl) => ({ path: p.path, title: p.title, permission: `${p.menu}.query` });
