import { type Quitclaim, type QuitclaimFields, VIDEO_ASSET_TEXTS } from '@reelbase/contract';
import { Button, ConfirmModal, formatFileSize, Link } from '@reelbase/ui';
import { useState } from 'react';
import type { QuitclaimUpload } from '../../data/videoAssets.ts';
import { useDeleteConfirmation } from '../admin/useDeleteConfirmation.ts';
import { Actions, AssetList, AssetName, AssetRow, AssetText, Empty, Muted, PanelBody } from './panelStyles.ts';
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
    <PanelBody>
      {quitclaims === undefined ? (
        <Empty role="status">Loading quitclaims…</Empty>
      ) : quitclaims.length === 0 ? (
        <Empty>{VIDEO_ASSET_PANEL_TEXTS.noQuitclaims}</Empty>
      ) : (
        <AssetList aria-label="Quitclaims">
          {quitclaims.map((quitclaim) => (
            <AssetRow key={quitclaim.id}>
              <AssetText>
                <AssetName>{quitclaim.person_name}</AssetName>
                <Muted>Copyright ends {quitclaim.copyright_end_at}</Muted>
                <span>
                  <Link href={quitclaim.url} isExternal>
                    {quitclaim.name}
                  </Link>{' '}
                  <Muted>({formatFileSize(quitclaim.file.size)})</Muted>
                </span>
              </AssetText>
              {canManage && (
                <Actions>
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
                </Actions>
              )}
            </AssetRow>
          ))}
        </AssetList>
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
    </PanelBody>
  );
}
