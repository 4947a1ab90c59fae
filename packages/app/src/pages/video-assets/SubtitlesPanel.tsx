import { type Subtitle, type Transcript, VIDEO_ASSET_TEXTS, VIDEO_ASSET_TIMINGS } from '@reelbase/contract';
import { Badge, Button, ConfirmModal, FieldHelp, formatFileSize, Link, Switch } from '@reelbase/ui';
import { useState } from 'react';
import type { SubtitleUpload } from '../../data/videoAssets.ts';
import { useDeleteConfirmation } from '../admin/useDeleteConfirmation.ts';
import { AssetFileButton } from './AssetFileButton.tsx';
import {
  Actions,
  AssetList,
  AssetName,
  AssetRow,
  AssetText,
  Empty,
  Muted,
  PanelBody,
  SectionTitle,
} from './panelStyles.ts';
import { SubtitleUploadForm } from './SubtitleUploadForm.tsx';
import { useDebouncedDefault } from './useDebouncedDefault.ts';
import { canDeleteSubtitle, subtitleTitle, VIDEO_ASSET_PANEL_TEXTS } from './videoAssets.ts';

export interface SubtitlesPanelProps {
  /** The subtitles; `undefined` while they load. */
  subtitles: readonly Subtitle[] | undefined;
  /** The transcripts; `undefined` while they load. */
  transcripts: readonly Transcript[] | undefined;
  canManage: boolean;
  onAddSubtitle: (upload: SubtitleUpload) => Promise<void>;
  /** Saves the default mark (making one the default clears the others). */
  onSetDefault: (subtitle: Subtitle, isDefault: boolean) => Promise<void>;
  onDeleteSubtitle: (subtitle: Subtitle) => Promise<void>;
  onAddTranscript: (file: File) => Promise<void>;
  onDeleteTranscript: (transcript: Transcript) => Promise<void>;
  /** The pause after the last default toggle before it is saved (1000 ms). */
  defaultDebounceMs?: number;
}

/**
 * Subtitles & Transcripts: .srt and .vtt subtitles with at most one default (a toggle is saved
 * after a pause; the default cannot be deleted) and .txt, .doc, .docx and .pdf transcripts.
 */
export function SubtitlesPanel({
  subtitles,
  transcripts,
  canManage,
  onAddSubtitle,
  onSetDefault,
  onDeleteSubtitle,
  onAddTranscript,
  onDeleteTranscript,
  defaultDebounceMs = VIDEO_ASSET_TIMINGS.subtitleDefaultMs,
}: SubtitlesPanelProps) {
  const defaults = useDebouncedDefault(subtitles ?? [], onSetDefault, defaultDebounceMs);
  const subtitleDeletion = useDeleteConfirmation(async (subtitle: Subtitle) => {
    await defaults.flush();
    await onDeleteSubtitle(subtitle);
  });
  const transcriptDeletion = useDeleteConfirmation(onDeleteTranscript);
  const [addingTranscript, setAddingTranscript] = useState(false);

  const addTranscript = async (file: File) => {
    setAddingTranscript(true);
    try {
      await onAddTranscript(file);
    } catch {
      // The API client has shown the error.
    } finally {
      setAddingTranscript(false);
    }
  };

  return (
    <PanelBody>
      <SectionTitle>Subtitles</SectionTitle>
      {subtitles === undefined ? (
        <Empty role="status">Loading subtitles…</Empty>
      ) : defaults.shown.length === 0 ? (
        <Empty>{VIDEO_ASSET_PANEL_TEXTS.noSubtitles}</Empty>
      ) : (
        <AssetList aria-label="Subtitles">
          {defaults.shown.map((subtitle) => {
            const title = subtitleTitle(subtitle);
            const noteId = `subtitle-default-note-${subtitle.id}`;
            return (
              <AssetRow key={subtitle.id}>
                <AssetText>
                  <AssetName>{title}</AssetName>
                  <Muted>
                    {subtitle.name}
                    {subtitle.language ? ` · ${subtitle.language}` : ''}
                  </Muted>
                  {!canManage && subtitle.is_default && <Badge tone="info">Default</Badge>}
                </AssetText>
                {canManage && (
                  <Actions>
                    <Switch
                      aria-label={`Default: ${title}`}
                      isSelected={subtitle.is_default}
                      onChange={(on) => defaults.toggle(subtitle, on)}
                    >
                      Default
                    </Switch>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`Delete subtitles ${title}`}
                      aria-describedby={canDeleteSubtitle(subtitle) ? undefined : noteId}
                      isDisabled={!canDeleteSubtitle(subtitle)}
                      onPress={() => subtitleDeletion.ask(subtitle)}
                    >
                      Delete
                    </Button>
                    {!canDeleteSubtitle(subtitle) && (
                      <FieldHelp id={noteId}>{VIDEO_ASSET_TEXTS.cannotDeleteDefaultSubtitle}</FieldHelp>
                    )}
                  </Actions>
                )}
              </AssetRow>
            );
          })}
        </AssetList>
      )}
      {canManage && <SubtitleUploadForm onUpload={onAddSubtitle} />}

      <SectionTitle>Transcripts</SectionTitle>
      {transcripts === undefined ? (
        <Empty role="status">Loading transcripts…</Empty>
      ) : transcripts.length === 0 ? (
        <Empty>{VIDEO_ASSET_PANEL_TEXTS.noTranscripts}</Empty>
      ) : (
        <AssetList aria-label="Transcripts">
          {transcripts.map((transcript) => (
            <AssetRow key={transcript.id}>
              <AssetText>
                <span>
                  <Link href={transcript.url} isExternal>
                    {transcript.name}
                  </Link>{' '}
                  <Muted>({formatFileSize(transcript.file.size)})</Muted>
                </span>
              </AssetText>
              {canManage && (
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`Delete transcript ${transcript.name}`}
                  onPress={() => transcriptDeletion.ask(transcript)}
                >
                  Delete
                </Button>
              )}
            </AssetRow>
          ))}
        </AssetList>
      )}
      {canManage && (
        <AssetFileButton
          kind="transcript"
          label="Add transcript"
          inputLabel="Transcript file"
          isLoading={addingTranscript}
          onFile={(file) => void addTranscript(file)}
        />
      )}
      {canManage && (
        <>
          <ConfirmModal
            title="Delete subtitles"
            message={VIDEO_ASSET_PANEL_TEXTS.subtitleDeleteConfirm}
            confirmLabel="Delete"
            {...subtitleDeletion.modal}
          />
          <ConfirmModal
            title="Delete transcript"
            message={VIDEO_ASSET_PANEL_TEXTS.transcriptDeleteConfirm}
            confirmLabel="Delete"
            {...transcriptDeletion.modal}
          />
        </>
      )}
    </PanelBody>
  );
}
