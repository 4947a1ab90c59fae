import { VIDEO_ASSET_TEXTS } from '@reelbase/contract';
import { Button, Heading, Inline, Stack, Text, TimeInput, token } from '@reelbase/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { AssetFileButton } from './AssetFileButton.tsx';
import { useTimeInputValidity } from './useTimeInputValidity.ts';
import { isOffsetAllowed, maxOffsetOf, VIDEO_ASSET_PANEL_TEXTS } from './videoAssets.ts';

const Preview = styled.img`
  display: block;
  max-width: 100%;
  max-height: 12rem;
  object-fit: contain;
  background: ${token('color-surface-sunken')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
`;

export interface ThumbnailPanelProps {
  /** The current thumbnail's address, or null. */
  thumbnailUrl: string | null;
  /** The video's duration in ms; null before it is processed (no frame can be captured then). */
  durationMs: number | null;
  canManage: boolean;
  /** Uploads a jpg, jpeg or png image as the thumbnail. */
  onUpload: (file: File) => Promise<void>;
  /** Makes the frame at `time` seconds the thumbnail. */
  onCaptureFrame: (time: number) => Promise<void>;
  /** Where the Preview player stands (seconds): "Take the player's time" copies it into the field. */
  playerTime?: number | null;
}

/**
 * The video's thumbnail: the current image and, with the manage permission, an image upload or
 * the frame at a time (bounded by the duration) captured from the video.
 */
export function ThumbnailPanel({
  thumbnailUrl,
  durationMs,
  canManage,
  onUpload,
  onCaptureFrame,
  playerTime,
}: ThumbnailPanelProps) {
  const [busy, setBusy] = useState<'upload' | 'capture' | null>(null);
  const [time, setTime] = useState(0);
  const timeValidity = useTimeInputValidity();
  const max = maxOffsetOf(durationMs);
  const processed = durationMs !== null;

  const run = async (kind: 'upload' | 'capture', action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack>
      {thumbnailUrl ? (
        <Preview src={thumbnailUrl} alt="Current thumbnail" />
      ) : (
        <Text tone="muted">{VIDEO_ASSET_PANEL_TEXTS.noThumbnail}</Text>
      )}
      {canManage && (
        <>
          <AssetFileButton
            kind="thumbnail"
            label="Upload thumbnail"
            inputLabel="Thumbnail file"
            isDisabled={busy !== null}
            isLoading={busy === 'upload'}
            onFile={(file) => void run('upload', () => onUpload(file))}
          />
          <Stack $gap={2}>
            <Heading level={3}>Capture a frame</Heading>
            {processed ? (
              <>
                <div ref={timeValidity.ref}>
                  <TimeInput
                    label="Frame time"
                    description="The frame at this time becomes the thumbnail."
                    value={time}
                    max={max}
                    onChange={setTime}
                    isDisabled={busy !== null}
                  />
                </div>
                <Inline>
                  {playerTime !== undefined && playerTime !== null && (
                    <Button
                      size="sm"
                      variant="secondary"
                      isDisabled={busy !== null}
                      onPress={() => setTime(Math.min(Math.round(playerTime * 10) / 10, max ?? playerTime))}
                    >
                      Take the player's time
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="secondary"
                    isDisabled={timeValidity.isInvalid || !isOffsetAllowed(time, max) || busy !== null}
                    isLoading={busy === 'capture'}
                    onPress={() => run('capture', () => onCaptureFrame(time))}
                  >
                    Use this frame
                  </Button>
                </Inline>
              </>
            ) : (
              <Text as="span" tone="muted" size="sm">
                {VIDEO_ASSET_TEXTS.notProcessed}
              </Text>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
