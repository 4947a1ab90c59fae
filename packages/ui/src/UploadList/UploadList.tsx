import type { MouseEvent } from 'react';
import { useProgressBar } from 'react-aria';
import { Button } from '../Button/index.ts';
import { formatFileSize } from '../format/index.ts';
import { Link } from '../Link/index.ts';
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

/** A press on a finished row away from its buttons and links opens its details. */
function openFromRow(event: MouseEvent<HTMLElement>, open: (() => void) | null) {
  if (!open || (event.target as Element).closest('button, a, [role="link"], [role="button"]')) return;
  open();
}

/**
 * The files of an upload: name, size, a determinate progress bar with percent, while uploading the
 * bytes sent, speed and time left, the state (with the reason of a failure) and the actions that
 * fit it: Cancel while queued or uploading, Retry after a failed upload, Details, "Go to video" (a
 * link when the item has `videoHref`) and Delete once the file is up, through Processing to Ready
 * or Failed. A finished row opens its details when pressed (its file name is the keyboard's way in).
 */
export function UploadList({ items, 'aria-label': ariaLabel = 'Uploads', ...callbacks }: UploadListProps) {
  return (
    <List aria-label={ariaLabel}>
      {items.map((item) => {
        const figures = uploadFigures(item);
        const actions = uploadActions(item.status, callbacks, item.videoHref);
        const openDetails = actions.includes('details') ? () => runUploadAction('details', item.id, callbacks) : null;
        return (
          <Row
            key={item.id}
            data-status={item.status}
            data-selectable={openDetails ? '' : undefined}
            onClick={(event) => openFromRow(event, openDetails)}
          >
            <Info>
              <NameLine>
                <Name title={item.name}>
                  {openDetails ? <Link onPress={openDetails}>{item.name}</Link> : item.name}
                </Name>
                <Size>{formatFileSize(item.size)}</Size>
              </NameLine>
              <UploadProgress item={item} />
              <StatusLine>
                <StatusText $tone={STATUS_TONES[item.status]}>{uploadStatusText(item)}</StatusText>
                {figures && <Figures>{figures}</Figures>}
              </StatusLine>
            </Info>
            <Buttons>
              {actions.map((action) =>
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
