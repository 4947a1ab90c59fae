import { Button, IconButton, token } from '@reelbase/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import { NARROW_SCREEN, WIDE_SCREEN } from './screen.ts';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${token('space-4')};
  height: 56px;
  padding: 0 ${token('space-4')};
  background: ${token('color-surface')};
  border-bottom: 1px solid ${token('color-border')};
  @media (max-width: 479px) {
    gap: ${token('space-3')};
    padding: 0 ${token('space-3')};
  }
`;

/** The menu button opens the menu drawer; on wide screens the menu is beside the page instead. */
const MenuToggle = styled.span`
  display: inline-flex;
  flex: none;
  @media ${WIDE_SCREEN} {
    display: none;
  }
`;

const Logo = styled(RouterLink)`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${token('space-2')};
  font-weight: ${token('font-weight-bold')};
  font-size: ${token('font-size-lg')};
  color: ${token('color-text')};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
    border-radius: ${token('radius-sm')};
  }
`;

/** The name beside the mark; on phones the mark alone leaves room for the user menu. */
const Wordmark = styled.span`
  @media (max-width: 479px) {
    display: none;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const UploadLink = styled(RouterLink)`
  display: inline-flex;
  flex: none;
  @media ${NARROW_SCREEN} {
    display: none;
  }
  align-items: center;
  padding: ${token('space-2')} ${token('space-4')};
  border-radius: ${token('radius-md')};
  background: ${token('color-primary')};
  color: ${token('color-text-inverse')};
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-medium')};
  text-decoration: none;
  &:hover {
    background: ${token('color-primary-hover')};
  }
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

const Support = styled.a`
  flex: none;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  &:hover {
    color: ${token('color-text')};
  }
`;

/** The user menu gives up width before anything else: its name is cut with an ellipsis. */
const UserSlot = styled.div`
  display: flex;
  min-width: 0;
  > button {
    min-width: 0;
    max-width: 100%;
  }
`;

const menuIcon = (
  <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M3 5.5h14M3 10h14M3 14.5h14" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
  </svg>
);

function LogoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="7" fill="var(--rb-color-primary)" />
      <path d="M11 8.5v11l9-5.5z" fill="var(--rb-color-text-inverse)" />
    </svg>
  );
}

export interface TopBarProps {
  signedIn: boolean;
  canUpload: boolean;
  onSignIn: () => void;
  /** The user menu (with Sign Out), shown when signed in. */
  userMenu?: ReactNode;
  /**
   * The menu button of narrow screens, which opens the menu drawer: whether the drawer is open,
   * the drawer's id and what a press does. Without it (nothing in the menu) there is no button.
   */
  menu?: { isOpen: boolean; drawerId: string; onToggle: () => void };
}

/** The top bar: the menu button (narrow screens), logo, Upload files, Support, and the user menu or Log in. */
export function TopBar({ signedIn, canUpload, onSignIn, userMenu, menu }: TopBarProps) {
  return (
    <Bar>
      {menu && (
        <MenuToggle>
          <IconButton
            label="Menu"
            icon={menuIcon}
            aria-expanded={menu.isOpen}
            aria-controls={menu.isOpen ? menu.drawerId : undefined}
            aria-haspopup="dialog"
            onPress={menu.onToggle}
          />
        </MenuToggle>
      )}
      <Logo to="/" aria-label="Reelbase home">
        <LogoMark />
        <Wordmark aria-hidden="true">Reelbase</Wordmark>
      </Logo>
      <Spacer />
      {signedIn && canUpload && <UploadLink to="/upload">Upload files</UploadLink>}
      <Support href="/manual.html" target="_blank" rel="noreferrer">
        Support
      </Support>
      {signedIn ? (
        <UserSlot>{userMenu}</UserSlot>
      ) : (
        <Button variant="secondary" size="sm" onPress={onSignIn}>
          Log in
        </Button>
      )}
    </Bar>
  );
}
