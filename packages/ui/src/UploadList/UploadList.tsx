import type { MouseEvent } from 'react';
import { useProgressBar } from 'react-aria';
import { Button } from '../Button/index.ts';
import { formatFileSize } from '../format/index.ts';
import {
  Buttons,
  Figures,
  Fill,
  Info,
  List,
  Name,
  NameLine,
  Percent,
  Progress,
  Row,
  Size,
  StatusLine,
  StatusText,
  Track,
  VideoLink,
} from './UploadList.styles.ts';
import {
  ACTION_LABELS,
  runUploadAction,
  STATUS_TONES,
  type UploadCallbacks,
  type UploadItem,
  uploadActions,
  uploadFigures,
  uploadPercent,
  uploadStatusText,
} from './useUploadList.ts';

export interface UploadListProps extends UploadCallbacks {
  items: ReadonlyArray<UploadItem>;
  /** Accessible name of the list. */
  'aria-label'?: string;
}

function UploadProgress({ item }: { item: UploadItem }) {
  const percent = uploadPercent(item);
  const { progressBarProps } = useProgressBar({
    'aria-label': `Upload of ${item.name}`,
    value: percent,
    valueLabel: `${percent}%`,
  });
  return (
    <Progress>
      <Track {...progressBarProps}>
        <Fill $tone={STATUS_TONES[item.status]} style={{ width: `${percent}%` }} />
      </Track>
      <Percent aria-hidden="true">{percent}%</Percent>
    </Progress>
  );
}

/** A plain click on the link is handed to `onGoToVideo` (routing inside the app); others open the address. */
function followInApp(event: MouseEvent<HTMLAnchorElement>, id: string, callbacks: UploadCallbacks) {
  if (!callbacks.onGoToVideo) return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  callbacks.onGoToVideo(id);
}

/**
 * The files of an upload: name, size, a determinate progress bar with percent, while uploading the
 * bytes sent, speed and time left, the state (with the reason of a failure) and the actions that
 * fit it: Cancel while queued or uploading, Retry after a failed upload, Details, "Go to video" (a
 * link when the item has `videoHref`) and Delete once the file is up, through Processing to Ready
 * or Failed.
 */
export function UploadList({ items, 'aria-label': ariaLabel = 'Uploads', ...callbacks }: UploadListProps) {
  return (
    <List aria-label={ariaLabel}>
      {items.map((item) => {
        const figures = uploadFigures(item);
        return (
          <Row key={item.id} data-status={item.status}>
            <Info>
              <NameLine>
                <Name title={item.name}>{item.name}</Name>
                <Size>{formatFileSize(item.size)}</Size>
              </NameLine>
              <UploadProgress item={item} />
              <StatusLine>
                <StatusText $tone={STATUS_TONES[item.status]}>{uploadStatusText(item)}</StatusText>
                {figures && <Figures>{figures}</Figures>}
              </StatusLine>
            </Info>
            <Buttons>
              {uploadActions(item.status, callbacks, item.videoHref).map((action) =>
                action === 'goToVideo' && item.videoHref ? (
                  <VideoLink
                    key={action}
                    href={item.videoHref}
                    aria-label={`${ACTION_LABELS[action]} ${item.name}`}
                    onClick={(event) => followInApp(event, item.id, callbacks)}
                  >
                    {ACTION_LABELS[action]}
                  </VideoLink>
                ) : (
                  <Button
                    key={action}
                    size="sm"
                    variant={action === 'delete' ? 'danger' : action === 'goToVideo' ? 'primary' : 'secondary'}
                    aria-label={`${ACTION_LABELS[action]} ${item.name}`}
                    onPress={() => runUploadAction(action, item.id, callbacks)}
                  >
                    {ACTION_LABELS[action]}
                  </Button>
                ),
              )}
            </Buttons>
          </Row>
        );
      })}
    </List>
  );
}
