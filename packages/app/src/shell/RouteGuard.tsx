import type { RouteName } from '@reelbase/contract';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useSnapshot } from 'valtio';
import { startLogin } from '../auth/oidc.ts';
import { ensureSession, session } from '../auth/session.ts';
import type { RouteHandle } from '../routes.tsx';
import { decideRoute } from './guard.ts';
import { PageLoading } from './PageLoading.tsx';

function useRouteName(): RouteName {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.name) return handle.name;
  }
  return 'notFound';
}

/** Applies the route guard to every route below it. */
export function RouteGuard() {
  const name = useRouteName();
  const location = useLocation();
  const { user } = useSnapshot(session);
  const [checking, setChecking] = useState(false);
  const decision = decideRoute(name, user);

  useEffect(() => {
    if (decision.kind !== 'authenticate') return;
    let cancelled = false;
    setChecking(true);
    ensureSession().then((found) => {
      if (cancelled) return;
      setChecking(false);
      if (!found) void startLogin(location.pathname + location.search);
    });
    return () => {
      cancelled = true;
    };
  }, [decision.kind, location.pathname, location.search]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'authenticate' || checking) return <PageLoading label="Signing in" />;
  return <Outlet />;
}
