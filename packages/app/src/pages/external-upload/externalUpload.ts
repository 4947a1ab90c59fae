import {
  EXTERNAL_LINK_DAYS,
  EXTERNAL_UPLOAD_MESSAGES,
  type ExternalUploadLink,
  type ExternalVideo,
} from '@reelbase/contract';

/** The texts of the external upload page and of the staff's link panel. */
export const EXTERNAL_UPLOAD_TEXTS = {
  pageTitle: 'Upload your video',
  invalidToken: EXTERNAL_UPLOAD_MESSAGES.invalidToken,
  invalidTokenHelp: 'This upload link is not valid (any more). Please ask the person who sent it for a new link.',
  reloadHelp: 'The upload link could not be checked. Please reload the page.',
  basic: 'Basic',
  title: 'Title',
  titleHelp: 'At most 50 characters: letters, digits, space, - _ and .',
  requestNumber: 'Aanvraagnummer',
  save: 'Save',
  saved: 'Basic data saved.',
  links: 'Links',
  viewingLink: 'Viewing link',
  downloadLink: 'Download link',
  copyViewing: 'Copy viewing link',
  copyDownload: 'Copy download link',
  linksPending: 'The links work once the upload has finished.',
  backup: 'Backup e-mail',
  backupEmail: 'E-mail address',
  backupHelp: 'We send the viewing and download links to this address.',
  send: 'Send',
  info: 'Info',
  selectHint: 'Drop a video to start. Its details appear here; choose Details on a finished upload to see them again.',
  leave: 'You are trying to exit this screen. Any unfinished upload(s) or unsaved changes will be lost. Are you sure?',
  cancelUpload: 'Would you like to cancel this upload?',
  // Staff panel.
  linksTitle: 'External upload links',
  linksHelp: 'Someone without an account can upload videos into this library with a link until it expires.',
  expiresIn: 'Link expires in',
  createLink: 'Create link',
  newLink: 'New upload link',
  newLinkHelp: 'Copy the link now: it is shown only once.',
  copyLink: 'Copy link',
  revoke: 'Revoke',
  revokeQuestion: 'The selected upload link will be revoked and stop working. Would you like to confirm?',
  revoked: 'Upload link revoked.',
  created: 'Upload link created.',
  noLinks: 'There are no upload links for this library yet.',
} as const;

/** The expiry choices offered when creating a link, in days (the API accepts 1 to 90). */
export const EXPIRY_CHOICES = [1, 7, EXTERNAL_LINK_DAYS.default, 30, 60, EXTERNAL_LINK_DAYS.max] as const;

export const daysLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);

export const LINK_STATUS_LABELS: Record<ExternalUploadLink['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

export const VIDEO_STATE_LABELS: Record<ExternalVideo['status'], string> = {
  uploading: 'Uploading',
  processing: 'Uploaded, being processed',
  ready: 'Uploaded',
  failed: 'Uploaded, but the file could not be processed',
};

/** The Basic data as the form edits it. */
export interface BasicDraft {
  title: string;
  request_number: string;
}

/** A draft per video, with what the server holds, so that unsaved changes are known. */
export interface BasicEntry {
  draft: BasicDraft;
  saved: BasicDraft;
}

export const basicOf = (video: Pick<ExternalVideo, 'title' | 'request_number'>): BasicDraft => ({
  title: video.title,
  request_number: video.request_number,
});

export const isBasicDirty = (entry: BasicEntry | undefined) =>
  entry !== undefined &&
  (entry.draft.title !== entry.saved.title || entry.draft.request_number !== entry.saved.request_number);

/** Whether leaving the page loses something: an upload still running or Basic data not saved. */
export function hasUnsavedWork(
  uploads: ReadonlyArray<{ status: string }>,
  basics: Readonly<Record<string, BasicEntry>>,
): boolean {
  return (
    uploads.some((upload) => upload.status === 'queued' || upload.status === 'active') ||
    Object.values(basics).some(isBasicDirty)
  );
}

/**
 * The token of the page's address, or null: `/external-upload?token=...` or
 * `/external-upload/{token}` (the route is a prefix; the query wins when both are given).
 */
export function tokenOf(search: string, pathname = ''): string | null {
  const fromQuery = new URLSearchParams(search).get('token')?.trim();
  if (fromQuery) return fromQuery;
  const [, , segment] = pathname.split('/');
  let fromPath = '';
  try {
    fromPath = decodeURIComponent(segment ?? '').trim();
  } catch {
    // A malformed escape is not a token.
  }
  return fromPath ? fromPath : null;
}
