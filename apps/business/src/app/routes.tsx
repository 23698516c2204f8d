import { usePermissions } from '@console/web-kit/resource';
import { Spin } from 'antd';
import { type ComponentType, lazy, Suspense, use } from 'react';
import type { RouteObject } from 'react-router';
import type { SubappPage } from './page-kit.ts';
import { CATALOGUE_PAGES } from './pages-catalogue.ts';
import { OPERATIONS_PAGES } from './pages-operations.ts';

/** Every sub-app page, by menu group. */
export const PAGES: SubappPage[] = [...CATALOGUE_PAGES, ...OPERATIONS_PAGES];

function Guard({ permission, Page }: { permission: string; Page: ComponentType }) {
  const { has } = usePermissions();
  return has(permission) ? (
    <Page />
  ) : (
    <Suspense fallback={<Pending />}>
      <Forbidden />
    </Suspense>
  );
}

function Pending() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
    </div>
  );
}

const Forbidden = lazy(() => import('./refusals.tsx').then((m) => ({ default: m.Forbidden })));
const NotFound = lazy(() => import('./refusals.tsx').then((m) => ({ default: m.NotFound })));

/** Page components already loaded, by path: a page whose code is here renders at once (no Suspense pause). */
const loaded = new Map<string, ComponentType>();
const loading = new Map<string, Promise<ComponentType>>();

/** Loads a page's code once (prefetch and route share it); a failure is forgotten so a later visit retries. */
export function loadPage(p: SubappPage): Promise<ComponentType> {
  let pending = loading.get(p.path);
  if (!pending) {
    pending = p.load().then(
      ({ default: Page }) => {
        loaded.set(p.path, Page);
        return Page;
      },
      (error) => {
        loading.delete(p.path);
        throw error;
      },
    );
    loading.set(p.path, pending);
  }
  return pending;
}

function PageRoute({ page }: { page: SubappPage }) {
  const Page = loaded.get(page.path) ?? use(loadPage(page));
  return <Guard permission={page.permission} Page={Page} />;
}

/**
 * The sub-app's routes for `useRoutes` under a MemoryRouter (declarative: no loaders, and the shared runtime
 * then carries react-router's small declarative part only). A page's code loads on its first visit.
 */
export const routes: RouteObject[] = [
  ...PAGES.map(
    (p): RouteObject => ({
      path: p.path,
      element: (
        <Suspense fallback={<Pending />}>
          <PageRoute page={p} />
        </Suspense>
      ),
    }),
  ),
  {
    path: '*',
    element: (
      <Suspense fallback={<Pending />}>
        <NotFound />
      </Suspense>
    ),
  },
];
