import { MenuButton } from '@reelbase/ui';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { signOut } from '../auth/oidc.ts';

/** A long name is cut with an ellipsis, so that the top bar fits a phone (the menu's name says it whole). */
const Name = styled.span`
  display: inline-block;
  max-width: 16rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
  @media (max-width: 479px) {
    max-width: 9rem;
  }
`;

/** The user menu of the top bar: Profile and Sign Out. */
export function UserMenu({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <MenuButton
      label={<Name>{name}</Name>}
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
