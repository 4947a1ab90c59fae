import { MenuButton } from '@reelbase/ui';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { signOut } from '../auth/oidc.ts';

/**
 * A long name is cut with an ellipsis: the top bar lets the user menu shrink first, so the bar
 * fits any width (the button's accessible name and the tooltip say the name whole).
 */
const Name = styled.span`
  display: block;
  min-width: 0;
  max-width: 16rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  line-height: 1.25;
`;

/** The user menu of the top bar: Profile and Sign Out. */
export function UserMenu({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <MenuButton
      label={<Name title={name}>{name}</Name>}
      aria-label={`User menu for ${name}`}
      items={[
        { id: 'profile', label: 'Profile' },
        { id: 'sign-out', label: 'Sign Out' },
      ]}
      onAction={(id) => {
        if (id === 'profile') navigate('/profile');
        if (id === 'sign-out') void signOut();
      }}
    />
  );
}
