import { useMemo } from 'react';
import { type Call, createCall } from './call.ts';
import { useApi } from './api-context.tsx';

/** `call(endpoint, input)` bound to the app's request client (from <ApiProvider>). */
export function useCall(): Call {
  const api = useApi();
  return useMemo(() => createCall(api), [api]);
}
