import { token } from '@reelbase/ui';
import { useId } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import type { MenuGroup } from './menu.ts';
import { WIDE_SCREEN } from './screen.ts';

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
  padding: ${token('space-4')} ${token('space-3')};
`;

const GroupLabel = styled.h2`
  margin: 0 0 ${token('space-1')};
  padding: 0 ${token('space-3')};
  font-size: ${token('font-size-xs')};
  font-weight: ${token('font-weight-bold')};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${token('color-text-muted')};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

/** Entries (and groups of nothing else) that the top bar holds on large screens. */
const smallScreensOnly = `@media ${WIDE_SCREEN} { display: none; }`;

const Group = styled.div<{ $smallOnly: boolean }>`
  ${({ $smallOnly }) => ($smallOnly ? smallScreensOnly : '')}
`;

const Item = styled.li<{ $smallOnly: boolean }>`
  ${({ $smallOnly }) => ($smallOnly ? smallScreensOnly : '')}
  a {
    display: block;
    padding: ${token('space-2')} ${token('space-3')};
    border-radius: ${token('radius-md')};
    color: ${token('color-text')};
    text-decoration: none;
    font-size: ${token('font-size-sm')};
  }
  a:hover {
    background: ${token('color-surface-sunken')};
  }
  a:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 1px;
  }
  a[aria-current='page'] {
    background: ${token('color-primary-subtle')};
    color: ${token('color-primary-active')};
    font-weight: ${token('font-weight-medium')};
  }
`;

/**
 * The left menu: groups of links, only those the user is allowed (beside the page, or in the
 * menu drawer, which `onNavigate` closes when a link is followed).
 */
export function LeftMenu({ groups, onNavigate }: { groups: MenuGroup[]; onNavigate?: () => void }) {
  const idPrefix = useId();
  return (
    <Nav aria-label="Main menu">
      {groups.map((group, index) => {
        const labelId = group.label ? `${idPrefix}-group-${index}` : undefined;
        return (
          <Group
            key={group.label ?? group.entries[0].to}
            $smallOnly={group.entries.every((entry) => entry.smallScreensOnly === true)}
          >
            {group.label && <GroupLabel id={labelId}>{group.label}</GroupLabel>}
            <List aria-labelledby={labelId}>
              {group.entries.map((entry) => (
                <Item key={entry.to} $smallOnly={entry.smallScreensOnly === true}>
                  <NavLink to={entry.to} onClick={onNavigate}>
                    {entry.label}
                  </NavLink>
                </Item>
              ))}
            </List>
          </Group>
        );
      })}
    </Nav>
  );
}
