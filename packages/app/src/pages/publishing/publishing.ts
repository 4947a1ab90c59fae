import {
  authorizationQuerySchema,
  PUBLISH_LIMITS,
  PUBLISH_PLATFORM_NAMES,
  PUBLISHING_TEXTS,
  type Publication,
  type PublicationStatus,
  type PublishingAccount,
  type PublishingServices,
  type PublishPlatform,
  VIMEO_PAID_PRIVACY,
  type VimeoPrivacy,
  type YoutubePrivacy,
} from '@reelbase/contract';

/** Texts of the publishing screens that the specification does not give. */
export const PUBLISHING_UI_TEXTS = {
  socialMedia: 'Social media integration',
  accountName: 'Account name',
  grantAccess: 'Grant Access',
  noLinkedAccounts: (platform: PublishPlatform) => `No ${PUBLISH_PLATFORM_NAMES[platform]} accounts linked yet.`,
  loadingAccounts: 'Loading linked accounts…',
  removeAccount: 'Remove',
  removeQuestion: (name: string) => `The account ${name} will be unlinked. Would you like to confirm?`,
  removeTitle: 'Remove account?',
  accountRemoved: 'Account removed.',
  linking: 'Linking your account…',
  linked: (platform: PublishPlatform) => `${PUBLISH_PLATFORM_NAMES[platform]} account linked.`,
  vimeoAuthorization: 'Unable to get authorization from Vimeo.',
  publishTo: (platform: PublishPlatform) => `Publish to ${PUBLISH_PLATFORM_NAMES[platform]}`,
  published: (platform: PublishPlatform) => `The video is being published to ${PUBLISH_PLATFORM_NAMES[platform]}.`,
  retried: 'The publication is being tried again.',
  latest: 'Latest publication',
  notAvailable: 'n/a',
  publications: 'Publications',
  noPublications: 'This video has not been published yet.',
  loadingPublications: 'Loading publications…',
  noPermission: 'You may not publish the videos of this library.',
  openOn: (platform: PublishPlatform) => `Open on ${PUBLISH_PLATFORM_NAMES[platform]}`,
  tryAgain: 'Try again',
  titleHint: `Titles longer than ${PUBLISH_LIMITS.titleSearchHint} characters are truncated in search results.`,
  descriptionHint: `Only the first ${PUBLISH_LIMITS.descriptionSnippet} characters appear as the snippet.`,
  selectAccountFirst: 'Choose an account first.',
  loadingCategories: 'Loading categories…',
} as const;

/** The linked accounts of one service. */
export function accountsOf(accounts: readonly PublishingAccount[] | undefined, platform: PublishPlatform) {
  return (accounts ?? []).filter((account) => account.meta.accountType === platform);
}

/** Whether a name is already used by one of the accounts (trimmed, case-insensitive). */
export function isDuplicateAccountName(name: string, accounts: readonly PublishingAccount[]): boolean {
  const wanted = name.trim().toLocaleLowerCase();
  return wanted !== '' && accounts.some((account) => account.name.trim().toLocaleLowerCase() === wanted);
}

/** The message of an account name field, or undefined when the name may be linked (or is still empty). */
export function accountNameMessage(name: string, accounts: readonly PublishingAccount[]): string | undefined {
  if (name.trim() !== '') {
    const checked = authorizationQuerySchema.shape.name.safeParse(name);
    if (!checked.success) return checked.error.issues[0]?.message;
  }
  if (isDuplicateAccountName(name, accounts)) return PUBLISHING_TEXTS.duplicateName;
  return undefined;
}

/** Grant Access needs a name that is not taken. */
export const canGrantAccess = (name: string, accounts: readonly PublishingAccount[]) =>
  name.trim() !== '' && accountNameMessage(name, accounts) === undefined;

/** Words joined as a sentence says them: "A", "A and B", "A, B and C". */
function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** What a part says when the server lacks the service's app credentials; null when it has them. */
export function notConfiguredText(platform: PublishPlatform, services: PublishingServices): string | null {
  const service = services[platform];
  if (service.configured) return null;
  if (service.settings.length === 0) return PUBLISHING_TEXTS.notConfigured(platform);
  return `Set ${joinWords(service.settings)} on the server to link ${PUBLISH_PLATFORM_NAMES[platform]} accounts.`;
}

export const VIMEO_PRIVACY_LABELS: Record<VimeoPrivacy, string> = {
  anybody: 'Anyone',
  contacts: 'My contacts',
  disable: 'Hidden from Vimeo',
  nobody: 'Only me',
  password: 'People with the password',
  unlisted: 'Unlisted (anyone with the link)',
  users: 'Vimeo members',
};

export const YOUTUBE_PRIVACY_LABELS: Record<YoutubePrivacy, string> = {
  public: 'Public',
  private: 'Private',
  unlisted: 'Unlisted',
};

/** Whether an account may use a Vimeo privacy setting (unlisted and disabled need a paid tier). */
export function isPrivacyAllowed(privacy: string, account: PublishingAccount | undefined): boolean {
  return !(VIMEO_PAID_PRIVACY as readonly string[]).includes(privacy) || Boolean(account?.meta.paidTier);
}

export const PUBLICATION_STATUS_LABELS: Record<PublicationStatus, string> = {
  pending: 'Uploading',
  uploaded: 'Uploaded',
  failed: 'Failed',
  rejected: 'Rejected',
};

export const PUBLICATION_STATUS_TONES = {
  pending: 'info',
  uploaded: 'success',
  failed: 'danger',
  rejected: 'warning',
} as const satisfies Record<PublicationStatus, string>;

/** How far an upload is, as a whole percent from 0 to 100 (0 when the size is unknown). */
export function uploadPercent(publication: Pick<Publication, 'bytes_sent' | 'file_size'>): number {
  if (publication.file_size <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((publication.bytes_sent / publication.file_size) * 100)));
}

/** The newest publication of a list (the server answers newest first), or null. */
export function latestPublication(publications: readonly Publication[] | undefined): Publication | null {
  if (!publications || publications.length === 0) return null;
  return publications.reduce((latest, item) => (Date.parse(item.date) > Date.parse(latest.date) ? item : latest));
}

/** What a refused publishing call says: the company has publishing off, or the viewer may not. */
export type PublishingRefusal = 'off' | 'denied';

/** The refusal in a 403 answer (by the server's text), or null for other answers. */
export function refusalOf(status: number, message: string | undefined): PublishingRefusal | null {
  if (status !== 403) return null;
  return message === PUBLISHING_TEXTS.publishingOff ? 'off' : 'denied';
}

/**
 * Whether the viewer can publish the video: they need publish-video for its library, and its
 * company must allow publishing. `companyAllows` is undefined while it loads; a refusal of the
 * server (the flag changed meanwhile, or the permission went) says it too.
 */
export function publishingAccess(state: {
  canPublish: boolean;
  companyAllows: boolean | undefined;
  refusal: PublishingRefusal | null;
}): 'no-permission' | 'off' | 'on' {
  if (!state.canPublish || state.refusal === 'denied') return 'no-permission';
  if (state.companyAllows === false || state.refusal === 'off') return 'off';
  return 'on';
}
