import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { sessionAtom } from '../state/session.ts';

/** Guarded content shows only with a session token; otherwise /login, replacing the history entry. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  if (!session) return <Navigate to="/login" replace />;
  return children;
}
