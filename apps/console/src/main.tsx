import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
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
const render = (children: ReactNode) =>
  root.render(
    <StrictMode>
      <Providers>{children}</Providers>
    </StrictMode>,
  );

const loadRouter = () => Promise.all([import('./app/router.tsx'), import('react-router/dom')]);

/** The app with its router; the router then handles every navigation, /login included. */
async function startRouter(to?: string, options?: { replace?: boolean }) {
  const [{ router }, { RouterProvider }] = await loadRouter();
  registerNavigate((path, opts) => void router.navigate(path, opts));
  if (to) await router.navigate(to, options);
  render(<RouterProvider router={router} />);
}

// Signing in takes a round trip (password hashing): the router, the shell and the home page load meanwhile.
registerShellPreload(() => {
  void loadRouter().then(([{ preloadLayout }]) => preloadLayout());
  void import('./app/page-registry.tsx').then(({ findPage }) => findPage('/homepage')?.load());
});

// The login page opens without the router (and without react-router's code): the first navigation after
// signing in starts the router there.
if (window.location.pathname === '/login') {
  registerNavigate((to, options) => void startRouter(to, options));
  void import('./features/auth/LoginPage.tsx').then(({ LoginPage }) => render(<LoginPage />));
} else void startRouter();
