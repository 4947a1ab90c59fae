import type { Readable } from 'node:stream';
import type { PublishCategory, PublishPlatform } from '@reelbase/contract';

/** Tokens of a linked account as the service granted them. */
export interface OAuthTokens {
  accessToken: string;
  /** YouTube grants one to renew the access token; Vimeo's access tokens do not expire (null). */
  refreshToken: string | null;
  /** When the access token stops working; null when it does not expire. */
  expiresAt: Date | null;
}

/** What the service says of the account a token belongs to. */
export interface ServiceAccount {
  /** The service's own id of the account or channel. */
  externalId: string;
  /** A Vimeo account above the free (basic) tier; always false for YouTube. */
  paidTier: boolean;
}

/** The video as it is described to the service. */
export interface PublishDescription {
  title: string;
  description: string;
  tags: string[];
  category: string;
  privacy: string;
  /** Vimeo's password privacy only. */
  password?: string;
  size: number;
  mimeType: string;
}

/**
 * A started upload, stored with the publication so that it can be resumed after a restart:
 * YouTube's resumable session address, or Vimeo's tus upload link with the video's uri and link.
 */
export interface UploadTarget {
  uploadUrl: string;
  /** Vimeo: `/videos/{id}` from the start; YouTube: the video id, known once the last byte is accepted. */
  uri: string | null;
  /** The video's page: Vimeo's link; YouTube's `https://www.youtube.com/watch?v={id}`. */
  link: string | null;
}

/** What the service made of a finished upload. */
export interface PublishOutcome {
  status: 'uploaded' | 'failed' | 'rejected';
  reason: string | null;
  uri: string | null;
  link: string | null;
}

/**
 * Why a call to a service did not work:
 * - `unauthorized`: the access token was refused (renew it once and repeat);
 * - `rejected`: the service refused the request for good (4xx): the publication is rejected;
 * - `failed`: a network error or a 5xx: the publication fails and can be tried again (it resumes);
 * - `expired`: the upload session is gone (404/410): a retry starts a new upload.
 */
export class PublishServiceError extends Error {
  constructor(
    readonly kind: 'unauthorized' | 'rejected' | 'failed' | 'expired',
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'PublishServiceError';
  }
}

/**
 * One service's public API as publishing uses it: OAuth, the account, categories and a
 * resumable upload (YouTube's resumable protocol, Vimeo's tus). Implemented by
 * `youtube-client.ts` and `vimeo-client.ts` against the real services; tests start stand-ins on
 * loopback and point the configuration at them.
 */
export interface PublishServiceClient {
  readonly platform: PublishPlatform;
  /** The address the browser is sent to; the service comes back to `redirectUri` with code and state. */
  authorizationUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<OAuthTokens>;
  /** A new access token from the refresh token (YouTube); Vimeo throws `unauthorized`. */
  refresh(refreshToken: string): Promise<OAuthTokens>;
  account(accessToken: string): Promise<ServiceAccount>;
  categories(accessToken: string): Promise<PublishCategory[]>;
  /** Creates the video at the service and opens its upload. */
  createUpload(accessToken: string, video: PublishDescription): Promise<UploadTarget>;
  /** How many bytes of the upload the service holds (its offset). */
  uploadedBytes(accessToken: string, target: UploadTarget, size: number): Promise<number>;
  /**
   * Sends bytes from `offset` to the end (`body` yields exactly `size - offset` bytes), in
   * chunks; `onProgress` is told the service's offset after each chunk.
   */
  sendBytes(
    accessToken: string,
    target: UploadTarget,
    offset: number,
    size: number,
    body: Readable,
    onProgress: (offset: number) => Promise<void>,
  ): Promise<UploadTarget>;
  /** After the last byte: applies what the upload could not carry (Vimeo's tags and category) and reads the video's state. */
  finish(accessToken: string, target: UploadTarget, video: PublishDescription): Promise<PublishOutcome>;
}

/** The upload half of a client: creating, resuming, sending and finishing an upload. */
export type ServiceUpload = Pick<PublishServiceClient, 'createUpload' | 'uploadedBytes' | 'sendBytes' | 'finish'>;
