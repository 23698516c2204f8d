import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadingBar } from '@console/web-kit';
import { BRAND_COLOR } from './app/brand.ts';
import { installTabPersistence, tabStore } from './app/tabs/tab-store.ts';
import './app/base.css';
import { unmountSubapp } from './micro/subapp-loader.ts';
import { registerNavigate } from './shared/navigation.ts';
import { registerShellPreload } from './shared/preload.ts';
import { onSessionEnd, onSessionStart } from './shared/session-events.ts';

installTabPersistence();
// A new sign-in starts with Home only; an ended session leaves no tabs or sub-app behind.
onSessionStart(() => tabStore.reset());
onSessionEnd(() => {
  tabStore.reset();
  unmountSubapp();
});

const el = document.getElementById('root');
if (!el) throw new Error('index.html has no #root element');
const root = createRoot(el);
const render = (children: ReactNode) => root.render(<StrictMode>{children}</StrictMode>);

// Only router.tsx: a dynamic import of 'react-router' itself would keep every export of the package.
const loadRouter = () => import('./app/router.tsx');

/** The app with its router; the router then handles every navigation, /login included. */
async function startRouter(to?: string, options?: { replace?: boolean }) {
  const { AppRouter, Providers } = await loadRouter();
  // The router reads the address when it mounts: put the first destination there before.
  if (to) window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
  render(
    <Providers>
      <AppRouter />
    </Providers>,
  );
}

// Signing in takes a round trip (password hashing): the router, the shell and the home page load meanwhile.
// Best effort: a preload that fails (network, or a page left before it came) is not an error of its own; the
// navigation loads the same chunks again and reports a failure through its error boundary.
const ignore = () => {};
registerShellPreload(() => {
  loadRouter()
    .then(({ preloadLayout }) => preloadLayout())
    .catch(ignore);
  import('./app/page-registry.tsx').then(({ findPage }) => findPage('/homepage')?.load()).catch(ignore);
});

// The login page opens without the router (and without react-router's code): the first navigation after
// signing in starts the router there. Nor with antd's providers (theme, message holder, CSS-in-JS; issue 31):
// the form draws with its own CSS, and its messages mount their themed host when it first speaks.
if (window.location.pathname === '/login') {
  registerNavigate((to, options) => void startRouter(to, options));
  // A transition: React renders the live form in slices, yielding between them, instead of one long task
  // while the painted copy is on screen (Lighthouse: total blocking time, issue 31).
  void import('./features/auth/LoginPage.tsx').then(({ LoginPage }) =>
    startTransition(() =>
      render(
        <>
          <LoadingBar color={BRAND_COLOR} />
          <LoginPage />
        </>,
      ),
    ),
  );
} else void startRouter();
