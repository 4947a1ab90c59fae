import { MESSAGES, type ProfileUpdate } from '@reelbase/contract';
import { token } from '@reelbase/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { refreshTokens, signOutAfterSessionsEnded } from '../auth/oidc.ts';
import { syncSession } from '../auth/session.ts';
import { saveProfile, signOutEverywhere, useProfile } from '../data/profile.ts';
import { ApiError } from '../http/errors.ts';
import { PageLoading } from '../shell/PageLoading.tsx';
import { notify } from '../state/notify.ts';
import { ProfileForm } from './profile/ProfileForm.tsx';
import { SignOutEverywhereCard } from './profile/SignOutEverywhereCard.tsx';

const Title = styled.h1`
  margin: 0 0 ${token('space-4')};
  font-size: ${token('font-size-2xl')};
`;

/** /profile: the signed-in user's own details, and "Sign out everywhere". */
export function ProfilePage() {
  const navigate = useNavigate();
  const { data, mutate } = useProfile(() => navigate('/users', { replace: true }));
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();

  const save = async (update: ProfileUpdate) => {
    try {
      const saved = await saveProfile(update);
      setServerErrors(undefined);
      await mutate(saved, { revalidate: false });
      notify({ kind: 'success', text: MESSAGES.profileUpdated });
      // The name is a claim of the access token: take a fresh one so the shell shows it.
      if (await refreshTokens()) syncSession();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setServerErrors(error.body?.errors);
    }
  };

  const endAllSessions = async () => {
    await signOutEverywhere();
    signOutAfterSessionsEnded();
  };

  return (
    <>
      <Title>Profile</Title>
      {data ? (
        <>
          <ProfileForm profile={data} onSave={save} serverErrors={serverErrors} />
          <SignOutEverywhereCard onSignOutEverywhere={endAllSessions} />
        </>
      ) : (
        <PageLoading />
      )}
    </>
  );
}
