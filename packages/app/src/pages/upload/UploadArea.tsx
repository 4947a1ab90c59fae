import { Card, FileDrop, type FileRejection, type UploadItem, UploadList, VIDEO_UPLOAD_RULES } from '@reelbase/ui';

export interface UploadAreaProps {
  /** Uploads shown (cancelled ones are left out by the page). */
  uploads: UploadItem[];
  onFiles: (files: File[]) => void;
  onReject: (rejections: FileRejection[]) => void;
  onDropOutside: (message: string) => void;
  onRetry: (id: string) => void;
  onCancel: (id: string) => void;
  onDelete: (id: string) => void;
  onGoToVideo?: (id: string) => void;
  /** Opens the metadata of a finished upload (a drawer or the side panel). */
  onShowDetails?: (id: string) => void;
}

/** The drop area for videos and, once there are any, the uploads with their progress and actions. */
export function UploadArea({ uploads, onFiles, onReject, onDropOutside, ...actions }: UploadAreaProps) {
  return (
    <>
      <FileDrop {...VIDEO_UPLOAD_RULES} onAccept={onFiles} onReject={onReject} onDropOutside={onDropOutside} />
      {uploads.length > 0 && (
        <Card title="Uploads" headingLevel={2}>
          <UploadList aria-label="Uploads" items={uploads} {...actions} />
        </Card>
      )}
    </>
  );
}
