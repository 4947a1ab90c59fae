import { type Subtitle, type Transcript, VIDEO_ASSET_TEXTS, VIDEO_ASSET_TIMINGS } from '@reelbase/contract';
import {
  Badge,
  Button,
  ConfirmModal,
  FieldHelp,
  formatFileSize,
  Heading,
  Inline,
  Link,
  Stack,
  Switch,
  Text,
  Tile,
} from '@reelbase/ui';
import { useState } from 'react';
import type { SubtitleUpload } from '../../data/videoAssets.ts';
import { useDeleteConfirmation } from '../admin/useDeleteConfirmation.ts';
import { AssetFileButton } from './AssetFileButton.tsx';
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
    <Stack>
      <Heading level={3}>Subtitles</Heading>
      {subtitles === undefined ? (
        <Text tone="muted" role="status">
          Loading subtitles…
        </Text>
      ) : defaults.shown.length === 0 ? (
        <Text tone="muted">{VIDEO_ASSET_PANEL_TEXTS.noSubtitles}</Text>
      ) : (
        <Stack as="ul" $gap={2} aria-label="Subtitles">
          {defaults.shown.map((subtitle) => {
            const title = subtitleTitle(subtitle);
            const noteId = `subtitle-default-note-${subtitle.id}`;
            return (
              <Tile as="li" key={subtitle.id}>
                <Inline $justify="space-between">
                  <Stack $gap={1}>
                    <Text as="span" weight="medium" wrapAnywhere>
                      {title}
                    </Text>
                    <Text as="span" tone="muted" size="sm">
                      {subtitle.name}
                      {subtitle.language ? ` · ${subtitle.language}` : ''}
                    </Text>
                    {!canManage && subtitle.is_default && <Badge tone="info">Default</Badge>}
                  </Stack>
                  {canManage && (
                    <Inline>
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
                    </Inline>
                  )}
                </Inline>
              </Tile>
            );
          })}
        </Stack>
      )}
      {canManage && <SubtitleUploadForm onUpload={onAddSubtitle} />}

      <Heading level={3}>Transcripts</Heading>
      {transcripts === undefined ? (
        <Text tone="muted" role="status">
          Loading transcripts…
        </Text>
      ) : transcripts.length === 0 ? (
        <Text tone="muted">{VIDEO_ASSET_PANEL_TEXTS.noTranscripts}</Text>
      ) : (
        <Stack as="ul" $gap={2} aria-label="Transcripts">
          {transcripts.map((transcript) => (
            <Tile as="li" key={transcript.id}>
              <Inline $justify="space-between">
                <Stack $gap={1}>
                  <span>
                    <Link href={transcript.url} isExternal>
                      {transcript.name}
                    </Link>{' '}
                    <Text as="span" tone="muted" size="sm">
                      ({formatFileSize(transcript.file.size)})
                    </Text>
                  </span>
                </Stack>
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
              </Inline>
            </Tile>
          ))}
        </Stack>
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
    </Stack>
  );
}
