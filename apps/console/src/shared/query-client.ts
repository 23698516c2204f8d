import { QueryClient } from '@tanstack/react-query';
import { onSessionEnd, onSessionStart } from './session-events.ts';

// The request client already toasts failures; retrying would repeat the toast and hide real errors.
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

// Cached server data belongs to the user who loaded it. Registered here, not in main.tsx, so React Query
// loads with the shell and not with the login page.
onSessionStart(() => queryClient.clear());
onSessionEnd(() => queryClient.clear());
