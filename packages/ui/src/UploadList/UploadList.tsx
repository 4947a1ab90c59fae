import { useProgressBar } from 'react-aria';
import { Button } from '../Button/index.ts';
import { formatFileSize } from '../format/index.ts';
import {
  Buttons,
  Fill,
  Info,
  List,
  Name,
  NameLine,
  Percent,
  Progress,
  Row,
  Size,
  StatusText,
  Track,
} from './UploadList.styles.ts';
import {
  ACTION_LABELS,
  runUploadAction,
  STATUS_LABELS,
  type UploadCallbacks,
  type UploadItem,
  uploadActions,
  uploadPercent,
} from './useUploadList.ts';

export interface UploadListProps extends UploadCallbacks {
  items: ReadonlyArray<UploadItem>;
  /** Accessible name of the list. */
  'aria-label'?: string;
}

function UploadProgress({ item }: { item: UploadItem }) {
  const percent = uploadPercent(item);
  const { progressBarProps } = useProgressBar({ 'aria-label': `Upload of ${item.name}`, value: percent });
  return (
    <Progress>
      <Track {...progressBarProps}>
        <Fill $status={item.status} style={{ width: `${percent}%` }} />
      </Track>
      <Percent aria-hidden="true">{percent}%</Percent>
    </Progress>
  );
}

/**
 * The files of an upload: name, size, a determinate progress bar with percent, the status (with
 * the error text on failure) and the buttons that fit the state: Cancel while queued or uploading,
 * Retry after an error, "Go to video" after success, Delete when finished.
 */
export function UploadList({ items, 'aria-label': ariaLabel = 'Uploads', ...callbacks }: UploadListProps) {
  return (
    <List aria-label={ariaLabel}>
      {items.map((item) => (
        <Row key={item.id} data-status={item.status}>
          <Info>
            <NameLine>
              <Name title={item.name}>{item.name}</Name>
              <Size>{formatFileSize(item.size)}</Size>
            </NameLine>
            <UploadProgress item={item} />
            <StatusText $status={item.status}>
              {item.status === 'error' && item.error
                ? `${STATUS_LABELS.error}: ${item.error}`
                : STATUS_LABELS[item.status]}
            </StatusText>
          </Info>
          <Buttons>
            {uploadActions(item.status, callbacks).map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'delete' ? 'danger' : action === 'goToVideo' ? 'primary' : 'secondary'}
                aria-label={`${ACTION_LABELS[action]} ${item.name}`}
                onPress={() => runUploadAction(action, item.id, callbacks)}
              >
                {ACTION_LABELS[action]}
              </Button>
            ))}
          </Buttons>
        </Row>
      ))}
    </List>
  );
}
