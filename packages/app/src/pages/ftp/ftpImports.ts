import { FTP_IMPORT_TEXTS } from '@reelbase/contract';
import { PROCESSING_FAILED_MESSAGE, type UploadedVideoState } from '../../upload/uploadRow.ts';

/** An import the FTP page started: the file and the video it becomes. */
export interface FtpImport {
  path: string;
  videoId: string;
}

/** Where an import is: the file is copied from the FTP folder, the video processed, then ready or failed. */
export type FtpImportStage = 'copying' | 'processing' | 'ready' | 'failed';

export interface FtpImportProgress {
  stage: FtpImportStage;
  /** The label of the stage. */
  label: string;
  /** Why it failed (only for `failed`). */
  reason: string | null;
  /** Whether nothing more will change. */
  isFinal: boolean;
}

/** The stage of an import from its video's state (unknown yet: the copy is under way). */
export function ftpImportProgressOf(state: UploadedVideoState | undefined): FtpImportProgress {
  switch (state?.status) {
    case 'processing':
      return { stage: 'processing', label: FTP_IMPORT_TEXTS.processing, reason: null, isFinal: false };
    case 'ready':
      return { stage: 'ready', label: FTP_IMPORT_TEXTS.ready, reason: null, isFinal: true };
    case 'failed':
      return {
        stage: 'failed',
        label: FTP_IMPORT_TEXTS.failed,
        reason: state.failureReason ?? PROCESSING_FAILED_MESSAGE,
        isFinal: true,
      };
    case 'gone':
      return { stage: 'failed', label: FTP_IMPORT_TEXTS.failed, reason: FTP_IMPORT_TEXTS.gone, isFinal: true };
    default:
      return { stage: 'copying', label: FTP_IMPORT_TEXTS.copying, reason: null, isFinal: false };
  }
}

/** The name of the file of a path (`/campaign/intro.mp4` -> `intro.mp4`). */
export const fileNameOf = (path: string) => path.split('/').filter(Boolean).pop() ?? path;
