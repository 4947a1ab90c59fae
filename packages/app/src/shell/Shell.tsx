import { isRouteAllowed, MESSAGES } from '@reelbase/contract';
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { startLogin } from '../auth/oidc.ts';
import { session } from '../auth/session.ts';
import { notify } from '../state/notify.ts';
import { createVersionCheck } from '../version/versionCheck.ts';
import { menuFor } from './menu.ts';
import { ShellLayout } from './ShellLayout.tsx';
import { UserMenu } from './UserMenu.tsx';

const RELOAD_DELAY_MS = 3000;

const versionCheck = createVersionCheck({
  onNewVersion: () => {
    notify({ kind: 'warning', text: MESSAGES.versionReload });
    setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  },
});

/** The console's frame for the signed-in user (top bar, left menu, the page); checks for a newer version. */
export function Shell() {
  const { user } = useSnapshot(session);
  const location = useLocation();
  const groups = useMemo(() => (user ? menuFor(user) : []), [user]);

  useEffect(() => versionCheck.start(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs after each navigation
  useEffect(() => {
    void versionCheck.check();
  }, [location.pathname]);

  return (
    <ShellLayout
      groups={groups}
      signedIn={user !== null}
      canUpload={user !== null && isRouteAllowed('upload', user)}
      onSignIn={() => void startLogin(location.pathname + location.search)}
      userMenu={user ? <UserMenu name={user.name || user.email} /> : undefined}
    >
      <Outlet />
    </ShellLayout>
  );
}
