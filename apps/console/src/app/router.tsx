import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { SubappHost } from '../micro/subapp-host-lazy.ts';
import { registerNavigate } from '../shared/navigation.ts';
import { lazyNamed } from '../shared/lazy-named.ts';
import { PageLoading } from '../shared/PageLoading.tsx';
import { AuthGate } from './AuthGate.tsx';
import { isSubappPath, pageRegistry } from './page-registry.tsx';
import { RouteErrorBoundary } from './RouteError.tsx';

// With the router, from its chunk: the login page's first load draws without antd's providers (main.tsx).
export { Providers } from './providers.tsx';

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

/** Code outside React (the request client, session end) navigates through the router (shared/navigation.ts). */
function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => registerNavigate((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

/**
 * The console's routes. Declarative routes (BrowserRouter + Routes), not a data router: the shell has no
 * loaders or actions (pages fetch their first list themselves, in parallel with their code), and the data
 * router's machinery would add ~15 KiB (brotli) to every first load (issue 12).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <NavigateBridge />
      <Routes>
        <Route path="/" element={<Navigate to="/homepage" replace />} />
        <Route
          path="/login"
          element={
            <Suspense fallback={<PageLoading full />}>
              <LoginPage />
            </Suspense>
          }
        />
        <Route
          element={
            <AuthGate>
              <Suspense fallback={<PageLoading full />}>
                <AppLayout />
              </Suspense>
            </AuthGate>
          }
        >
          <Route path="/content" element={<Navigate to="/content/list" replace />} />
          {/* Registered pages render in the layout's keep-alive area, keyed by path; the route only claims the path. */}
          {pageRegistry.map((page) => (
            <Route key={page.path} path={page.path} element={null} />
          ))}
          <Route path="/404" element={<NotFoundPage />} />
          <Route path="/subapp/*" element={<SubappHost />} />
          <Route path="*" element={<CatchAll />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

/** The console with its router (main.tsx renders it once the first address is in place). */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
