import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * Button permissions (spec §6): the keys are the urls without a slash of the stored menu entries. The console
 * provides them from session storage; the sub-app from the `permissions` prop its host passes.
 */
/** `has` takes a key or a call's keys (any one of them opens it: `has(orderApi.detail.permission)`). */
type PermissionApi = { keys: ReadonlySet<string>; has: (key: string | readonly string[]) => boolean };

const PermissionContext = createContext<PermissionApi>({ keys: new Set(), has: () => false });

export function PermissionProvider({ keys, children }: { keys: Iterable<string>; children: ReactNode }) {
  const value = useMemo(() => {
    const set = new Set(keys);
    return { keys: set, has: (k: string | readonly string[]) => (typeof k === 'string' ? set.has(k) : k.some((x) => set.has(x))) };
  }, [keys]);
  return <PermissionContext.Provider value={value}>{children}</PermissionContext.Provider>;
}

export function usePermissions(): PermissionApi {
  return useContext(PermissionContext);
}

/** Renders its children only when the user holds key `k` (or one of keys `k`); otherwise nothing (never a disabled button). */
export function Permission({ k, children }: { k: string | readonly string[]; children: ReactNode }) {
  return usePermissions().has(k) ? children : null;
}
