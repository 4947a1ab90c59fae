import { hasLibraryPermission, MESSAGES, PUBLISHING_TEXTS, type PublishPlatform } from '@reelbase/contract';
import { Text } from '@reelbase/ui';
import { useCallback, useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../auth/session.ts';
import {
  publishVideo,
  refusedAnswer,
  retryPublication,
  useCompanyAccounts,
  useCompanyOfLibrary,
  usePublications,
  usePublishCategories,
} from '../../data/publishing.ts';
import { ApiError } from '../../http/errors.ts';
import { notify } from '../../state/notify.ts';
import { PublishDialog } from './PublishDialog.tsx';
import { PublishingPanel } from './PublishingPanel.tsx';
import { type PublishVideo, unshownMessages } from './publishForm.ts';
import { accountsOf, PUBLISHING_UI_TEXTS, type PublishingRefusal, publishingAccess, refusalOf } from './publishing.ts';

/** The refusal of a publishing call, toasted with the server's text; null for other errors. */
function refusalIn(error: unknown): PublishingRefusal | null {
  const answer = refusedAnswer(error);
  if (!answer) return null;
  notify({ kind: 'error', text: answer.message || MESSAGES.forbidden });
  return refusalOf(answer.status, answer.message);
}

/**
 * A video's "Publish & share" with its data: shown when the viewer holds publish-video for the
 * video's library and its company allows publishing. The publications are read every 120 s,
 * not while a publish dialog is open, and at once after a publish or a retry.
 */
export function PublishSection({ video }: { video: PublishVideo & { library: { id: number } } }) {
  const { user } = useSnapshot(session);
  const canPublish = user ? hasLibraryPermission(user.permissions, 'publish-video', video.library.id) : false;
  const { data: owner } = useCompanyOfLibrary(canPublish ? video.library.id : null);
  const companyId = owner?.company_id ?? null;
  const companyAllows = owner?.publishing;
  // What the server said when it refused a publish or retry (viewers who may not read the company).
  const [refusal, setRefusal] = useState<PublishingRefusal | null>(null);
  const [dialog, setDialog] = useState<PublishPlatform | null>(null);
  const [accountId, setAccountId] = useState<number | null>(null);

  const publications = usePublications(canPublish && companyAllows !== false ? video.id : null, dialog !== null);
  const { data: accounts, error: accountsError } = useCompanyAccounts(dialog && companyId ? companyId : null);
  const { data: categories } = usePublishCategories(dialog, accountId);
  const onAccountChange = useCallback((id: number | null) => setAccountId(id), []);
  const loadRefusal = refusedAnswer(publications.error);
  const access = publishingAccess({
    canPublish,
    companyAllows,
    refusal: refusal ?? (loadRefusal ? refusalOf(loadRefusal.status, loadRefusal.message) : null),
  });

  if (access === 'no-permission') return <Text tone="muted">{PUBLISHING_UI_TEXTS.noPermission}</Text>;
  if (access === 'off') return <Text tone="muted">{PUBLISHING_TEXTS.publishingOff}</Text>;
  return (
    <>
      <PublishingPanel
        publications={publications.data}
        onOpenPublish={(platform) => {
          setAccountId(null);
          setDialog(platform);
        }}
        onRetry={async (publication) => {
          try {
            await retryPublication(publication);
          } catch (error) {
            setRefusal(refusalIn(error));
            throw error;
          }
          notify({ kind: 'success', text: PUBLISHING_UI_TEXTS.retried });
        }}
      />
      {dialog && (
        <PublishDialog
          isOpen
          platform={dialog}
          video={video}
          accounts={accountsError ? [] : companyId && accounts ? accountsOf(accounts, dialog) : undefined}
          categories={categories}
          onAccountChange={onAccountChange}
          onPublish={async (platform, input) => {
            try {
              await publishVideo(platform, input);
            } catch (error) {
              const refused = refusalIn(error);
              if (refused) setRefusal(refused);
              // Field messages show on their fields; others (or a failed connection) in a toast.
              else {
                const lines = error instanceof ApiError ? unshownMessages(error.body?.errors) : [MESSAGES.serverError];
                if (lines.length) notify({ kind: 'warning', text: lines.join('\n') });
              }
              throw error;
            }
            notify({ kind: 'success', text: PUBLISHING_UI_TEXTS.published(platform) });
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
