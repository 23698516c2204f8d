import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { SubappHost } from '../micro/subapp-host-lazy.ts';
import { lazyNamed } from '../shared/lazy-named.ts';
import { PageLoading } from '../shared/PageLoading.tsx';
import { AuthGate } from './AuthGate.tsx';
import { isSubappPath, pageRegistry } from './page-registry.tsx';
import { RouteError } from './RouteError.tsx';

// The login page and the shell are separate chunks, so signing in downloads neither the shell nor any page.
const LoginPage = lazy(async () => ({ default: (await import('../features/auth/LoginPage.tsx')).LoginPage }));
const layout = lazyNamed(() => import('./layout/AppLayout.tsx'), 'AppLayout');
const AppLayout = layout.Component;
/** Fetches the shell's layout ahead (while signing in), so that it renders without a loading pause. */
export const preloadLayout = layout.load;
const NotFoundPage = lazy(async () => ({ default: (await import('../features/errors/NotFoundPage.tsx')).NotFoundPage }));

/** Spec §2: any path containing "subapp" hosts the sub-application; anything else unknown is a 404. */
function CatchAll() {
  const { pathname } = useLocation();
  return isSubappPath(pathname) ? <SubappHost /> : <Navigate to="/404" replace />;
}

export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/homepage" replace /> },
  {
    path: '/login',
    errorElement: <RouteError />,
    element: (
      <Suspense fallback={<PageLoading full />}>
        <LoginPage />
      </Suspense>
    ),
  },
  {
    errorElement: <RouteError />,
    element: (
      <AuthGate>
        <Suspense fallback={<PageLoading full />}>
          <AppLayout />
        </Suspense>
      </AuthGate>
    ),
    children: [
      { path: '/content', element: <Navigate to="/content/list" replace /> },
      // Registered pages render in the layout's keep-alive area, keyed by path; the route only claims the path.
      ...pageRegistry.map((page) => ({ path: page.path, element: null })),
      { path: '/404', element: <NotFoundPage /> },
      { path: '/subapp/*', element: <SubappHost /> },
      { path: '*', element: <CatchAll /> },
    ],
  },
]);
