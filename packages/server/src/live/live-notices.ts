import { hasPermission, VIDEO_STATUSES, type VideoStatus } from '@reelbase/contract';
import type { Viewer } from '../users/accounts.ts';
import { listScope } from '../videos/media-library-service.ts';

/**
 * The small change notices the server pushes to the console (GET /api/live). A notice says what
 * changed, never the data itself: the console reloads what it shows through the usual API calls,
 * which apply every rule again.
 */

/**
 * A video changed: its status (uploading, processing, ready, failed), its records (thumbnail,
 * renditions, library) or, with `progress` alone, how far its renditions are encoded (0-99).
 */
export interface VideoNotice {
  kind: 'video';
  id: string;
  libraryId: number;
  companyId: number;
  status?: VideoStatus;
  progress?: number;
}

/** The files of a company's FTP folder changed (an imported file was removed); null: the platform folder. */
interface FtpNotice {
  kind: 'ftp';
  companyId: number | null;
}

/** Notices may have been missed (the server lost its database listener for a while): reload what is shown. */
interface ResyncNotice {
  kind: 'resync';
}

export type LiveNotice = VideoNotice | FtpNotice | ResyncNotice;

const STATUSES: readonly string[] = VIDEO_STATUSES;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A notice read back from the database channel (checked field by field); null when it is not one. */
export function parseNotice(text: string): LiveNotice | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.kind === 'resync') return { kind: 'resync' };
  if (record.kind === 'ftp') {
    return record.companyId === null || isId(record.companyId) ? { kind: 'ftp', companyId: record.companyId } : null;
  }
  if (record.kind !== 'video') return null;
  const { id, libraryId, companyId, status, progress } = record;
  if (typeof id !== 'string' || !UUID.test(id) || !isId(libraryId) || !isId(companyId)) return null;
  const notice: VideoNotice = { kind: 'video', id, libraryId, companyId };
  if (typeof status === 'string' && STATUSES.includes(status)) notice.status = status as VideoStatus;
  if (typeof progress === 'number' && Number.isFinite(progress)) notice.progress = Math.max(0, Math.min(100, progress));
  return notice;
}

/**
 * Whether the viewer may hear of the notice: a video's notices reach who may list its library
 * (the rule of GET /api/videos), an FTP folder's notices reach the users who work in that folder
 * (their company's, with FTP access). Never another company's.
 */
export function noticeReaches(notice: LiveNotice, viewer: Viewer): boolean {
  switch (notice.kind) {
    case 'resync':
      return true;
    case 'ftp':
      return hasPermission(viewer.permissions, 'ftp-folder-access') && viewer.companyId === notice.companyId;
    case 'video': {
      const scope = listScope(viewer);
      if (scope.kind === 'all') return true;
      if (scope.kind === 'company') return scope.companyId === notice.companyId;
      return scope.ids.includes(notice.libraryId);
    }
  }
}
