import { createContext, type ReactNode, useContext } from 'react';
import type { RequestClient } from './request.ts';

const ApiContext = createContext<RequestClient | null>(null);

/** The request client the list pieces call (each app has its own: its own token, base and 600008 handling). */
export function ApiProvider({ client, children }: { client: RequestClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): RequestClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi needs an <ApiProvider>');
  return client;
}
