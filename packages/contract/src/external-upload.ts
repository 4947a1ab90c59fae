import { z } from 'zod';
import { queryInteger } from './list.ts';
import { invalidEmailMessage, patternMessage, requiredMessage, tooLongMessage } from './messages.ts';
import { SAFE_TEXT, text } from './validation.ts';
import { VIDEO_STATUSES } from './video.ts';

/** Texts of the external upload, verbatim from the specification where it gives them. */
export const EXTERNAL_UPLOAD_MESSAGES = {
  invalidToken: 'Invalid token.',
  emailRequired: 'Please specify an email address.',
  backupSent: 'Backup email sent.',
  backupTooSoon: 'A backup email was sent less than 5 seconds ago. Please wait a moment and try again.',
  addressNotOfUpload: 'This address does not belong to a video uploaded with this link.',
  expiryRange: 'The link must expire in 1 to 90 days.',
  linkNotFound: 'The upload link was not found.',
  videoNotFound: 'The video was not found.',
} as const;

/** The header that carries the token of an external upload link on every public call. */
export const UPLOAD_TOKEN_HEADER = 'x-upload-token';

/** How long a new link lives, in days. */
export const EXTERNAL_LINK_DAYS = { min: 1, max: 90, default: 14 } as const;

/** The backup e-mail can be sent at most once per this many seconds (per link and per client address). */
export const BACKUP_MAIL_INTERVAL_SECONDS = 5;

/** The Basic data of an external upload: title and request number (Aanvraagnummer). */
const EXTERNAL_TITLE_MAX = 50;
const REQUEST_NUMBER_MAX = 50;

const externalTitleSchema = z
  .string({ error: requiredMessage('title') })
  .trim()
  .min(1, requiredMessage('title'))
  .max(EXTERNAL_TITLE_MAX, tooLongMessage(EXTERNAL_TITLE_MAX))
  .regex(SAFE_TEXT, patternMessage);

const requestNumberSchema = text().trim().max(REQUEST_NUMBER_MAX, tooLongMessage(REQUEST_NUMBER_MAX));

/** PUT api/external-upload/videos/{id}. */
export const externalBasicSchema = z.object({
  title: externalTitleSchema,
  request_number: requestNumberSchema.default(''),
});
export type ExternalBasic = z.input<typeof externalBasicSchema>;

/** The backup e-mail address: required ("Please specify an email address.") and valid. */
export const backupEmailSchema = z
  .string({ error: EXTERNAL_UPLOAD_MESSAGES.emailRequired })
  .trim()
  .min(1, EXTERNAL_UPLOAD_MESSAGES.emailRequired)
  .max(255, tooLongMessage(255))
  .pipe(z.email(invalidEmailMessage));

/** POST api/send-backup-data: the addresses must be the ones the link's video answered. */
export const sendBackupDataSchema = z.object({
  email: backupEmailSchema,
  sourceUrl: text().trim().min(1).max(2000),
  viewingUrl: text().trim().min(1).max(2000),
});
export type SendBackupData = z.infer<typeof sendBackupDataSchema>;

export const sendBackupDataResponseSchema = z.object({ sent: z.literal(true) });

/** POST api/libraries/{id}/external-upload-links. */
export const externalUploadLinkCreateSchema = z.object({
  expires_in_days: queryInteger(EXTERNAL_UPLOAD_MESSAGES.expiryRange, EXTERNAL_LINK_DAYS.min, EXTERNAL_LINK_DAYS.max)
    .optional()
    .default(EXTERNAL_LINK_DAYS.default),
});
export type ExternalUploadLinkCreate = z.input<typeof externalUploadLinkCreateSchema>;

const EXTERNAL_LINK_STATUSES = ['active', 'expired', 'revoked'] as const;

/** A link as the library's staff see it (the token itself is shown only once, at creation). */
const externalUploadLinkSchema = z.object({
  id: z.number().int(),
  library_id: z.number().int(),
  /** ISO 8601. */
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  status: z.enum(EXTERNAL_LINK_STATUSES),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Videos uploaded with the link. */
  uploads: z.number().int(),
});
export type ExternalUploadLink = z.infer<typeof externalUploadLinkSchema>;
export const externalUploadLinkListSchema = z.array(externalUploadLinkSchema);

/** The answer to creating a link: the link, its token and the address to hand out. */
export const createdExternalUploadLinkSchema = externalUploadLinkSchema.extend({
  token: z.string(),
  url: z.string(),
});
export type CreatedExternalUploadLink = z.infer<typeof createdExternalUploadLinkSchema>;

/** GET api/external-upload: what the holder of a valid token may know about its link. */
export const externalUploadInfoSchema = z.object({
  library: z.object({ id: z.number().int(), name: z.string() }),
  company_name: z.string(),
  expires_at: z.string(),
});
export type ExternalUploadInfo = z.infer<typeof externalUploadInfoSchema>;

/** A video uploaded with a link, as the link's holder sees it. */
export const externalVideoSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  request_number: z.string(),
  status: z.enum(VIDEO_STATUSES),
  size: z.number().int(),
  /** The public viewing page of the video (shows it once the library's staff publish it). */
  viewing_url: z.string(),
  /** A signed download address of the uploaded file (valid 7 days); null until the upload finished. */
  download_url: z.string().nullable(),
});
export type ExternalVideo = z.infer<typeof externalVideoSchema>;
