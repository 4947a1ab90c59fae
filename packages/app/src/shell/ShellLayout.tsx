import { Drawer, token } from '@reelbase/ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { LeftMenu } from './LeftMenu.tsx';
import type { MenuGroup } from './menu.ts';
import { SkipLink } from './SkipLink.tsx';
import { NARROW_SCREEN, WIDE_SCREEN } from './screen.ts';
import { TopBar, type TopBarProps } from './TopBar.tsx';

/** The id of the page's main landmark, where "Skip to content" moves the focus. */
const MAIN_ID = 'main';

const Layout = styled.div<{ $hasMenu: boolean }>`
  display: grid;
  grid-template-rows: auto 1fr;
  grid-template-columns: ${({ $hasMenu }) => ($hasMenu ? '232px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  grid-template-areas: ${({ $hasMenu }) => ($hasMenu ? "'top top' 'menu main'" : "'top' 'main'")};
  min-height: 100vh;
  > header {
    grid-area: top;
    min-width: 0;
  }
  @media ${NARROW_SCREEN} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'top' 'main';
  }
`;

const Aside = styled.aside`
  grid-area: menu;
  background: ${token('color-surface')};
  border-right: 1px solid ${token('color-border')};
  @media ${NARROW_SCREEN} {
    display: none;
  }
`;

const Main = styled.main`
  grid-area: main;
  padding: ${token('space-5')};
  min-width: 0;
  &:focus {
    outline: none;
  }
  @media (max-width: 479px) {
    padding: ${token('space-4')} ${token('space-3')};
  }
`;

/** In the drawer the dialog's body already leaves room around the menu. */
const DrawerMenu = styled.div`
  margin: calc(-1 * ${token('space-4')}) calc(-1 * ${token('space-3')});
`;

export interface ShellLayoutProps extends Omit<TopBarProps, 'menu'> {
  /** The left menu's groups; with none there is no menu and no menu button. */
  groups: MenuGroup[];
  /** The page. */
  children: ReactNode;
}

/**
 * The console's frame: "Skip to content", the top bar, the left menu beside the page on wide
 * screens or in a drawer opened from the top bar's menu button on narrow ones, and the page in
 * the main landmark.
 */
export function ShellLayout({ groups, children, ...topBar }: ShellLayoutProps) {
  const drawerId = useId();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const hasMenu = groups.length > 0;

  // Widening the window puts the menu beside the page: the drawer has nothing left to do.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const closeWhenWide = () => {
      if (wide.matches) setMenuOpen(false);
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, []);

  const closeMenu = () => setMenuOpen(false);
  return (
    <Layout $hasMenu={hasMenu}>
      <SkipLink target={MAIN_ID} />
      <TopBar
        {...topBar}
        menu={hasMenu ? { isOpen: isMenuOpen, drawerId, onToggle: () => setMenuOpen((open) => !open) } : undefined}
      />
      {hasMenu && (
        <Aside>
          <LeftMenu groups={groups} />
        </Aside>
      )}
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      {hasMenu && (
        <Drawer id={drawerId} isOpen={isMenuOpen} onClose={closeMenu} title="Menu" placement="start" width="18rem">
          <DrawerMenu>
            <LeftMenu groups={groups} onNavigate={closeMenu} />
          </DrawerMenu>
        </Drawer>
      )}
    </Layout>
  );
}
