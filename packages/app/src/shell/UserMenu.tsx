import { MenuButton } from '@reelbase/ui';
import { useNavigate } from 'react-router';
import { signOut } from '../auth/oidc.ts';

/** The user menu of the top bar: Profile and Sign Out. */
export function UserMenu({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <MenuButton
      label={name}
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
