import { createContext, useContext } from 'react';

/** Navigation through the host (paths below the basename, e.g. '/product/sku'). */
export const HostContext = createContext<{ navigate: (to: string) => void }>({ navigate: () => {} });
export const useHost = () => useContext(HostContext);
