import { getToken } from '@console/web-kit';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isPublicPath } from './page-registry.tsx';

/** Spec §2 guard: without a session token only /login and the no-auth pages can be reached. */
export function AuthGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (!getToken() && !isPublicPath(pathname)) return <Navigate to="/login" replace />;
  return children;
}
