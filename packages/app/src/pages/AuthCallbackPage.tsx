import { MESSAGES } from '@reelbase/contract';
import { token } from '@reelbase/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { completeLogin } from '../auth/oidc.ts';
import { syncSession } from '../auth/session.ts';
import { PageLoading } from '../shell/PageLoading.tsx';
import { isViewingPage } from './ViewSignInPage.tsx';

const Failure = styled.p`
  margin: ${token('space-7')} auto;
  max-width: 30rem;
  text-align: center;
  color: ${token('color-danger')};
  font-weight: ${token('font-weight-medium')};
`;

/** /auth: reads code and state, exchanges them for tokens, and goes where the user was going. */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    completeLogin(window.location.search)
      .then((returnTo) => {
        syncSession();
        const target = returnTo.startsWith('/') && !returnTo.startsWith('/auth') ? returnTo : '/';
        // The viewing pages are their own page, not a console route.
        if (isViewingPage(target)) window.location.replace(target);
        else navigate(target, { replace: true });
      })
      .catch(() => setFailed(true));
  }, [navigate]);

  if (failed) return <Failure role="alert">{MESSAGES.loginFailed}</Failure>;
  return <PageLoading label="Signing in" />;
}
