import {
  PUBLISHING_TEXTS,
  type PublishingAccount,
  type PublishPlatform,
  type VimeoPrivacy,
  type VimeoPublishInput,
  type YoutubePrivacy,
  type YoutubePublishInput,
} from '@reelbase/contract';
import type { FieldErrors } from '../../forms/formRules.ts';
import { isPrivacyAllowed } from './publishing.ts';

/** What a publish dialog needs of the video. */
export interface PublishVideo {
  id: string;
  title: string;
  description: string | null;
  /** Bytes of the source; 0 when not known. */
  size: number;
  /** Milliseconds, as the video record holds it. */
  duration: number | null;
  /** The source's download address, when known. */
  source_url: string | null;
  'mime-type': string;
}

/** The values of a publish dialog (selects hold their key as text, null while nothing is chosen). */
export interface PublishValues {
  accountId: string | null;
  title: string;
  description: string;
  tags: string;
  category: string | null;
  privacy: string | null;
  password: string;
}

export type PublishInput = VimeoPublishInput | YoutubePublishInput;

/** The message keys of the values (those of the request body, where 422 answers land). */
export const PUBLISH_FIELDS = {
  accountId: 'account_id',
  title: 'video_title',
  description: 'video_description',
  tags: 'tags',
  category: 'category',
  privacy: 'privacy_status',
  password: 'video_password',
} as const satisfies Record<keyof PublishValues, string>;

/** A new dialog: the video's title and description, the account when there is only one. */
export function initialPublishValues(video: PublishVideo, accounts: readonly PublishingAccount[]): PublishValues {
  return {
    accountId: accounts.length === 1 ? String(accounts[0]?.id) : null,
    title: video.title,
    description: video.description ?? '',
    tags: '',
    category: null,
    privacy: null,
    password: '',
  };
}

/** The chosen account, if it is one of the accounts. */
export function chosenAccount(values: Pick<PublishValues, 'accountId'>, accounts: readonly PublishingAccount[]) {
  return accounts.find((account) => String(account.id) === values.accountId);
}

/** The request body of a publish: the values with what the dialog read of the video and account. */
export function publishInput(
  platform: PublishPlatform,
  values: PublishValues,
  video: PublishVideo,
  accounts: readonly PublishingAccount[],
): PublishInput {
  const account = chosenAccount(values, accounts);
  const common = {
    account_id: account?.id ?? 0,
    video_title: values.title,
    video_description: values.description,
    category: values.category ?? '',
    tags: values.tags,
    file_size: video.size,
    duration: Math.max(0, video.duration ?? 0),
    video_url: video.source_url ?? '',
  };
  const meta = { video_id: video.id, platform: 'reelbase', account_name: account?.name ?? '' };
  if (platform === 'youtube') {
    return {
      ...common,
      privacy_status: (values.privacy ?? undefined) as YoutubePrivacy,
      meta: { ...meta, external_platform: 'youtube' },
    };
  }
  return {
    ...common,
    privacy_status: (values.privacy ?? undefined) as VimeoPrivacy,
    ...(values.privacy === 'password' ? { video_password: values.password } : {}),
    mime_type: video['mime-type'] || 'video/mp4',
    meta: { ...meta, external_platform: 'vimeo' },
  };
}

/** Rules beyond the schema: Vimeo's unlisted and disabled privacy need a paid account. */
export function publishRules(
  platform: PublishPlatform,
  input: PublishInput,
  accounts: readonly PublishingAccount[],
): FieldErrors {
  if (platform !== 'vimeo' || !input.privacy_status) return {};
  const account = accounts.find((candidate) => candidate.id === input.account_id);
  return isPrivacyAllowed(input.privacy_status, account) ? {} : { privacy_status: [PUBLISHING_TEXTS.paidTier] };
}

/** The messages of a refused publish that no field of the dialog shows (they go into a toast). */
export function unshownMessages(errors: FieldErrors | undefined): string[] {
  const shown = new Set<string>(Object.values(PUBLISH_FIELDS));
  return Object.entries(errors ?? {})
    .filter(([field]) => !shown.has(field))
    .flatMap(([, messages]) => messages);
}

/** Why Publish cannot be pressed whatever is typed, or null: no linked account, no file size. */
export function publishBlocker(video: PublishVideo, accounts: readonly PublishingAccount[]): string | null {
  if (accounts.length === 0) return PUBLISHING_TEXTS.noAccount;
  if (!video.size || video.size <= 0) return PUBLISHING_TEXTS.noFileSize;
  return null;
}
