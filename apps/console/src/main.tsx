import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { installTabPersistence, tabStore } from './app/tabs/tab-store.ts';
import './app/base.css';
import { unmountSubapp } from './micro/subapp-loader.ts';
import { onSessionEnd, onSessionStart } from './shared/session-events.ts';

installTabPersistence();
// A new sign-in starts with Home only; an ended session leaves no tabs or sub-app behind.
onSessionStart(() => tabStore.reset());
onSessionEnd(() => {
  tabStore.reset();
  unmountSubapp();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
