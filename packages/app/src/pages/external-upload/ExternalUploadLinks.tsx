import { type CreatedExternalUploadLink, type ExternalUploadLink, MESSAGES } from '@reelbase/contract';
import { ConfirmModal } from '@reelbase/ui';
import { useState } from 'react';
import {
  createExternalUploadLink,
  revokeExternalUploadLink,
  useExternalUploadLinks,
} from '../../data/externalUploads.ts';
import { copyText } from '../../state/clipboard.ts';
import { notify } from '../../state/notify.ts';
import { ExternalUploadLinksPanel } from './ExternalUploadLinksPanel.tsx';
import { EXTERNAL_UPLOAD_TEXTS as TEXTS } from './externalUpload.ts';

export interface ExternalUploadLinksProps {
  /** The library the links upload to (the viewer needs the upload permission for it). */
  libraryId: number;
}

/**
 * The external upload links of a library for its staff: create a link with an expiry and copy
 * it (its address is shown only once), see the links with their state, revoke one.
 */
export function ExternalUploadLinks({ libraryId }: ExternalUploadLinksProps) {
  const { data: links, isLoading, mutate } = useExternalUploadLinks(libraryId);
  const [created, setCreated] = useState<CreatedExternalUploadLink | null>(null);
  const [revoking, setRevoking] = useState<ExternalUploadLink | null>(null);
  const [busy, setBusy] = useState(false);
  // A link shown once belongs to the library it was made for.
  const shown = created?.library_id === libraryId ? created : null;

  const create = async (days: number) => {
    try {
      const link = await createExternalUploadLink(libraryId, { expires_in_days: days });
      setCreated(link);
      notify({ kind: 'success', text: TEXTS.created });
      await mutate();
    } catch {
      // The API client has shown the error.
    }
  };

  const copy = async (url: string) => {
    if (await copyText(url)) notify({ kind: 'success', text: MESSAGES.copiedToClipboard });
  };

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await revokeExternalUploadLink(revoking.id);
      if (created?.id === revoking.id) setCreated(null);
      notify({ kind: 'success', text: TEXTS.revoked });
      await mutate();
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  };

  return (
    <>
      <ExternalUploadLinksPanel
        links={links ?? []}
        isLoading={isLoading}
        created={shown}
        onCreate={create}
        onCopy={(url) => void copy(url)}
        onRevoke={setRevoking}
      />
      <ConfirmModal
        isOpen={revoking !== null}
        title="Revoke upload link"
        message={TEXTS.revokeQuestion}
        confirmLabel={TEXTS.revoke}
        isConfirming={busy}
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}
