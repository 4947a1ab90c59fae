import { MESSAGES, type PublishPlatform, routePath } from '@reelbase/contract';
import { Spinner, Stack, Text } from '@reelbase/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { exchangeYoutubeCode, linkAccount } from '../../data/publishing.ts';
import { ApiError } from '../../http/errors.ts';
import { notify } from '../../state/notify.ts';
import { callbackStep, takeLinking } from './linking.ts';
import { PUBLISHING_UI_TEXTS } from './publishing.ts';

/**
 * /vimeo/authorize and /youtube/authorize: the service sends the browser back here with a code
 * and the state. The state must be the one Grant Access stored; then (YouTube) the code is
 * exchanged, the account is linked under the stored name, and the company's screen opens again.
 */
export function AuthorizePage({ platform }: { platform: PublishPlatform }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const step = callbackStep(platform, new URLSearchParams(search), takeLinking(sessionStorage, platform));
    const back = (companyId: number | null) =>
      navigate(companyId ? routePath('editCompany', { id: companyId }) : routePath('profile'), { replace: true });
    if (step.kind === 'refuse') {
      notify({ kind: 'error', text: step.text });
      back(step.companyId);
      return;
    }
    const { code, state, linking } = step;
    void (async () => {
      try {
        if (platform === 'youtube') await exchangeYoutubeCode(code, state);
        const meta = { companyId: linking.companyId };
        const input = { name: linking.name, OAuthCode: code, state };
        if (platform === 'youtube')
          await linkAccount('youtube', { ...input, meta: { ...meta, accountType: 'youtube' } });
        else await linkAccount('vimeo', { ...input, meta: { ...meta, accountType: 'vimeo' } });
        notify({ kind: 'success', text: PUBLISHING_UI_TEXTS.linked(platform) });
      } catch (error) {
        // The client showed the server's error text; a failed connection has none.
        if (!(error instanceof ApiError)) notify({ kind: 'error', text: MESSAGES.serverError });
      }
      back(linking.companyId);
    })();
  }, [platform, navigate, search]);

  return (
    <Stack $gap={3} $align="center" role="status">
      <Spinner size="lg" decorative />
      <Text tone="muted">{PUBLISHING_UI_TEXTS.linking}</Text>
    </Stack>
  );
}
