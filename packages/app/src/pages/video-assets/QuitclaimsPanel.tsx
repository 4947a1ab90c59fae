import { type Quitclaim, type QuitclaimFields, VIDEO_ASSET_TEXTS } from '@reelbase/contract';
import { Button, ConfirmModal, formatFileSize, Inline, Link, Stack, Text, Tile } from '@reelbase/ui';
import { useState } from 'react';
import type { QuitclaimUpload } from '../../data/videoAssets.ts';
import { useDeleteConfirmation } from '../admin/useDeleteConfirmation.ts';
import { type QuitclaimFormValues, QuitclaimModal } from './QuitclaimModal.tsx';
import { VIDEO_ASSET_PANEL_TEXTS } from './videoAssets.ts';

export interface QuitclaimsPanelProps {
  /** The quitclaims; `undefined` while they load. */
  quitclaims: readonly Quitclaim[] | undefined;
  /** Whether the user may manage the video (add, edit and delete). */
  canManage: boolean;
  onAdd: (upload: QuitclaimUpload) => Promise<void>;
  onUpdate: (quitclaim: Quitclaim, fields: QuitclaimFields) => Promise<void>;
  onDelete: (quitclaim: Quitclaim) => Promise<void>;
  /** Field messages of the last save (422), shown in the modal. */
  serverErrors?: Record<string, string[]>;
}

type Editing = { quitclaim: Quitclaim | null } | null;

/**
 * GDPR: the video's quitclaims (person, end date, file). With the manage permission a quitclaim
 * is added or edited in a modal and deleted after confirmation.
 */
export function QuitclaimsPanel({
  quitclaims,
  canManage,
  onAdd,
  onUpdate,
  onDelete,
  serverErrors,
}: QuitclaimsPanelProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const deletion = useDeleteConfirmation(onDelete);

  const submit = async ({ file, ...fields }: QuitclaimFormValues) => {
    const quitclaim = editing?.quitclaim ?? null;
    if (quitclaim) await onUpdate(quitclaim, fields);
    else if (file) await onAdd({ file, ...fields });
  };

  return (
    <Stack>
      {quitclaims === undefined ? (
        <Text tone="muted" role="status">
          Loading quitclaims…
        </Text>
      ) : quitclaims.length === 0 ? (
        <Text tone="muted">{VIDEO_ASSET_PANEL_TEXTS.noQuitclaims}</Text>
      ) : (
        <Stack as="ul" $gap={2} aria-label="Quitclaims">
          {quitclaims.map((quitclaim) => (
            <Tile as="li" key={quitclaim.id}>
              <Inline $justify="space-between">
                <Stack $gap={1}>
                  <Text as="span" weight="medium" wrapAnywhere>
                    {quitclaim.person_name}
                  </Text>
                  <Text as="span" tone="muted" size="sm">
                    Copyright ends {quitclaim.copyright_end_at}
                  </Text>
                  <span>
                    <Link href={quitclaim.url} isExternal>
                      {quitclaim.name}
                    </Link>{' '}
                    <Text as="span" tone="muted" size="sm">
                      ({formatFileSize(quitclaim.file.size)})
                    </Text>
                  </span>
                </Stack>
                {canManage && (
                  <Inline>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Edit quitclaim of ${quitclaim.person_name}`}
                      onPress={() => setEditing({ quitclaim })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`Delete quitclaim of ${quitclaim.person_name}`}
                      onPress={() => deletion.ask(quitclaim)}
                    >
                      Delete
                    </Button>
                  </Inline>
                )}
              </Inline>
            </Tile>
          ))}
        </Stack>
      )}
      {canManage && (
        <div>
          <Button size="sm" onPress={() => setEditing({ quitclaim: null })}>
            {VIDEO_ASSET_PANEL_TEXTS.addQuitclaim}
          </Button>
        </div>
      )}
      {canManage && (
        <>
          <QuitclaimModal
            isOpen={editing !== null}
            quitclaim={editing?.quitclaim ?? null}
            onSubmit={submit}
            onClose={() => setEditing(null)}
            serverErrors={serverErrors}
          />
          <ConfirmModal
            title="Delete quitclaim"
            message={VIDEO_ASSET_TEXTS.quitclaimDeleteConfirm}
            confirmLabel="Delete"
            {...deletion.modal}
          />
        </>
      )}
    </Stack>
  );
}
