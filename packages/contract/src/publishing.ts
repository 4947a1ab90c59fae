import { z } from 'zod';
import { recordId } from './list.ts';
import { requiredMessage, tooLongMessage } from './messages.ts';
import { requiredText, text } from './validation.ts';

/** The two services a video can be published to. */
export const PUBLISH_PLATFORMS = ['vimeo', 'youtube'] as const;
export type PublishPlatform = (typeof PUBLISH_PLATFORMS)[number];
export const PUBLISH_PLATFORM_NAMES: Record<PublishPlatform, string> = { vimeo: 'Vimeo', youtube: 'YouTube' };

/** Publishing limits of the specification. */
export const PUBLISH_LIMITS = {
  title: 100,
  description: 1000,
  tag: 30,
  /** Only the first characters of a description appear as its snippet. */
  descriptionSnippet: 125,
  /** A longer title is truncated in search results. */
  titleSearchHint: 70,
  accountName: 100,
} as const;

/** How often the publishing data of an open video is read again (paused while a publish dialog is open). */
export const PUBLISHING_REFRESH_MS = 120_000;

export const VIMEO_PRIVACY_OPTIONS = [
  'anybody',
  'contacts',
  'disable',
  'nobody',
  'password',
  'unlisted',
  'users',
] as const;
export type VimeoPrivacy = (typeof VIMEO_PRIVACY_OPTIONS)[number];
/** Privacy settings a free (basic) Vimeo account cannot use. */
export const VIMEO_PAID_PRIVACY: readonly VimeoPrivacy[] = ['unlisted', 'disable'];
export const YOUTUBE_PRIVACY_OPTIONS = ['public', 'private', 'unlisted'] as const;
export type YoutubePrivacy = (typeof YOUTUBE_PRIVACY_OPTIONS)[number];

/** The states of a publication: pending while the upload runs, then uploaded, failed or rejected. */
export const PUBLICATION_STATUSES = ['pending', 'uploaded', 'failed', 'rejected'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const PUBLISHING_TEXTS = {
  invalidVimeoState: 'Invalid Vimeo state',
  youtubeAuthorization: 'Unable to get authorization from YouTube.',
  noAccount: 'No account linked.',
  noFileSize: 'No file size information available.',
  /** An authorization state that is unknown, used, expired or of another sign-in. */
  invalidState: 'The authorization has expired or was already used. Please grant access again.',
  duplicateName: 'An account with this name is already linked.',
  accountNotFound: 'The account was not found.',
  publicationNotFound: 'The publication was not found.',
  videoNotFound: 'The video was not found.',
  publishingOff: 'Publishing is not enabled for this company.',
  integrationOff: 'Social media integration is not enabled for this company.',
  notConfigured: (platform: PublishPlatform) => `${PUBLISH_PLATFORM_NAMES[platform]} is not configured on this server.`,
  paidTier: 'Unlisted and disabled privacy need a paid Vimeo account.',
  tags: 'Tags are separated by commas and hold only letters, numbers and spaces, at most 30 characters each.',
  passwordRequired: 'The password is required.',
  notRetryable: 'Only a failed publication can be tried again.',
  wrongAccountType: 'The account is not linked to this service.',
} as const;

const accountName = requiredText('account name', PUBLISH_LIMITS.accountName);
const platformSchema = z.enum(PUBLISH_PLATFORMS);

/** A linked account; its tokens stay on the server. `paidTier`: a Vimeo account above the free tier. */
export const publishingAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  meta: z.object({ accountType: platformSchema, companyId: z.number().int(), paidTier: z.boolean() }),
});
export type PublishingAccount = z.infer<typeof publishingAccountSchema>;

/** GET api/accounts/qpd/token/company/{companyId}: every linked account (the console filters by meta.accountType). */
export const publishingAccountListSchema = z.array(publishingAccountSchema);
export const companyAccountsParamsSchema = z.object({ companyId: recordId('The company was not found.') });
export const accountParamsSchema = z.object({ id: recordId(PUBLISHING_TEXTS.accountNotFound) });

/** GET api/accounts/qpd/services: whether the server holds each service's app credentials. */
export const publishingServicesSchema = z.object({
  vimeo: z.object({ configured: z.boolean(), settings: z.array(z.string()) }),
  youtube: z.object({ configured: z.boolean(), settings: z.array(z.string()) }),
});
export type PublishingServices = z.infer<typeof publishingServicesSchema>;

/** GET api/accounts/qpd/{vimeo|youtube}/authorization. */
export const authorizationQuerySchema = z.object({
  companyId: recordId('The company was not found.'),
  name: accountName,
});
export type AuthorizationQuery = z.infer<typeof authorizationQuerySchema>;
/** The address to send the browser to, and the single-use state it comes back with. */
export const authorizationSchema = z.object({ oauth2GrantURL: z.string(), state: z.string() });
export type Authorization = z.infer<typeof authorizationSchema>;

const oauthCode = text().min(1, requiredMessage('code')).max(2048, tooLongMessage(2048));
const oauthState = text().min(1, PUBLISHING_TEXTS.invalidState).max(200, PUBLISHING_TEXTS.invalidState);

/**
 * GET api/accounts/qpd/youtube/access-token?code&state: the server exchanges the code and keeps the
 * tokens with the state (they are never sent to the console); the answer says the exchange held.
 */
export const youtubeAccessTokenQuerySchema = z.object({ code: oauthCode, state: oauthState });
export const youtubeAccessTokenSchema = z.object({ state: z.string(), exchanged: z.literal(true) });

/** The body of a token call that links a service's account to a company. */
const tokenSchemaOf = (platform: PublishPlatform) =>
  z.object({
    name: accountName,
    OAuthCode: oauthCode,
    state: oauthState,
    meta: z.object({ companyId: z.number().int().positive(), accountType: z.literal(platform) }),
  });

/** POST api/accounts/qpd/vimeo/token: link the account the code was granted for. */
export const vimeoTokenSchema = tokenSchemaOf('vimeo');
export type VimeoTokenInput = z.infer<typeof vimeoTokenSchema>;

/** POST api/accounts/qpd/youtube/token: link the account whose tokens the access-token call exchanged. */
export const youtubeTokenSchema = tokenSchemaOf('youtube');
export type YoutubeTokenInput = z.infer<typeof youtubeTokenSchema>;

/** GET api/qpd/categories/{vimeo|youtube}?id={accountId}. */
export const categoriesQuerySchema = z.object({ id: recordId(PUBLISHING_TEXTS.accountNotFound) });
export const publishCategorySchema = z.object({ id: z.string(), name: z.string() });
export const publishCategoriesSchema = z.array(publishCategorySchema);
export type PublishCategory = z.infer<typeof publishCategorySchema>;

const TAG_PATTERN = /^[\p{L}\p{N} ]*$/u;

/** Comma-separated tags: each at most 30 characters of letters, numbers and spaces. */
export function tagsOf(value: string): string[] {
  return value
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

export const publishTagsSchema = text()
  .max(5000, tooLongMessage(5000))
  .refine(
    (value) => value.split(',').every((tag) => tag.trim().length <= PUBLISH_LIMITS.tag && TAG_PATTERN.test(tag)),
    PUBLISHING_TEXTS.tags,
  );

const publishTitle = requiredText('title', PUBLISH_LIMITS.title);
const fileSize = z
  .number(PUBLISHING_TEXTS.noFileSize)
  .int(PUBLISHING_TEXTS.noFileSize)
  .positive(PUBLISHING_TEXTS.noFileSize);

const publishBase = {
  account_id: z.number(PUBLISHING_TEXTS.noAccount).int(PUBLISHING_TEXTS.noAccount).positive(PUBLISHING_TEXTS.noAccount),
  video_title: publishTitle,
  category: text({ error: requiredMessage('category') })
    .trim()
    .min(1, requiredMessage('category'))
    .max(255, tooLongMessage(255)),
  tags: publishTagsSchema.default(''),
  /** What the console read of the video; the server publishes its own best file. */
  file_size: fileSize,
  duration: z.number().nonnegative().default(0),
  video_url: text().max(4096).default(''),
};

const publishMeta = (platform: PublishPlatform) =>
  z.object({
    video_id: z.uuid(PUBLISHING_TEXTS.videoNotFound),
    platform: text().max(50).default('reelbase'),
    external_platform: z.literal(platform),
    account_name: text().max(255).default(''),
  });

/** POST api/qpd/publish/vimeo. `video_password` is asked for the password privacy only. */
export const vimeoPublishSchema = z
  .object({
    ...publishBase,
    video_description: text().max(PUBLISH_LIMITS.description, tooLongMessage(PUBLISH_LIMITS.description)).default(''),
    privacy_status: z.enum(VIMEO_PRIVACY_OPTIONS, requiredMessage('privacy')),
    video_password: text().max(255, tooLongMessage(255)).optional(),
    mime_type: text().max(255).default('video/mp4'),
    meta: publishMeta('vimeo'),
  })
  .refine((body) => body.privacy_status !== 'password' || Boolean(body.video_password?.trim()), {
    message: PUBLISHING_TEXTS.passwordRequired,
    path: ['video_password'],
  });
export type VimeoPublishInput = z.input<typeof vimeoPublishSchema>;

/** POST api/qpd/publish/youtube. */
export const youtubePublishSchema = z.object({
  ...publishBase,
  video_description: requiredText('description', PUBLISH_LIMITS.description),
  privacy_status: z.enum(YOUTUBE_PRIVACY_OPTIONS, requiredMessage('privacy')),
  meta: publishMeta('youtube'),
});
export type YoutubePublishInput = z.input<typeof youtubePublishSchema>;

/** One entry of a video's publication log. `date` is ISO 8601; bytes say how far the upload is. */
export const publicationSchema = z.object({
  id: z.number().int(),
  video_id: z.string(),
  uri: z.string().nullable(),
  link: z.string().nullable(),
  accountId: z.number().int().nullable(),
  accountName: z.string(),
  date: z.string(),
  status: z.enum(PUBLICATION_STATUSES),
  failure_reason: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  external_platform: platformSchema,
  title: z.string(),
  bytes_sent: z.number().int(),
  file_size: z.number().int(),
});
export type Publication = z.infer<typeof publicationSchema>;

/** GET api/qpd/publish/{videoId}: the video's publications, newest first. */
export const publicationListSchema = z.array(publicationSchema);
export const publishVideoParamsSchema = z.object({ id: z.uuid(PUBLISHING_TEXTS.videoNotFound) });
/** POST api/qpd/publications/{publicationId}/retry: a failed publication resumes where its upload stopped. */
export const publicationParamsSchema = z.object({ publicationId: recordId(PUBLISHING_TEXTS.publicationNotFound) });
