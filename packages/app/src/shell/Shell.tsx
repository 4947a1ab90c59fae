import { isRouteAllowed, MESSAGES } from '@reelbase/contract';
import { token } from '@reelbase/ui';
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { startLogin } from '../auth/oidc.ts';
import { session } from '../auth/session.ts';
import { notify } from '../state/notify.ts';
import { createVersionCheck } from '../version/versionCheck.ts';
import { LeftMenu } from './LeftMenu.tsx';
import { menuFor } from './menu.ts';
import { TopBar } from './TopBar.tsx';
import { UserMenu } from './UserMenu.tsx';

const Layout = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
  grid-template-columns: 232px 1fr;
  grid-template-areas: 'top top' 'menu main';
  min-height: 100vh;
  @media (max-width: 720px) {
    grid-template-columns: 1fr;
    grid-template-areas: 'top' 'menu' 'main';
  }
  > header {
    grid-area: top;
  }
`;

const Aside = styled.aside`
  grid-area: menu;
  background: ${token('color-surface')};
  border-right: 1px solid ${token('color-border')};
`;

const Main = styled.main`
  grid-area: main;
  padding: ${token('space-5')};
  min-width: 0;
`;

const RELOAD_DELAY_MS = 3000;

const versionCheck = createVersionCheck({
  onNewVersion: () => {
    notify({ kind: 'warning', text: MESSAGES.versionReload });
    setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  },
});

/** The console's frame: top bar, left menu and the page; checks for a newer version. */
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
    <Layout>
      <TopBar
        signedIn={user !== null}
        canUpload={user !== null && isRouteAllowed('upload', user)}
        onSignIn={() => void startLogin(location.pathname + location.search)}
        userMenu={user ? <UserMenu name={user.name || user.email} /> : undefined}
      />
      <Aside>{groups.length > 0 && <LeftMenu groups={groups} />}</Aside>
      <Main id="main">
        <Outlet />
      </Main>
    </Layout>
  );
}
