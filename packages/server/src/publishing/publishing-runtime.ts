import { PUBLISH_PLATFORMS, type PublishingServices, type PublishPlatform } from '@reelbase/contract';
import type { Config, PublishingConfig } from '../config.ts';
import type { ServiceDeps } from '../http/api-deps.ts';
import type { PublishServiceClient } from './service-client.ts';
import { loadTokenCipher, type TokenCipher } from './token-crypto.ts';
import { createVimeoClient } from './vimeo-client.ts';
import { createYoutubeClient } from './youtube-client.ts';

/** What publishing needs besides the database: the services' clients and the cipher of stored secrets. */
export interface PublishingRuntime {
  cipher: TokenCipher;
  /** Null for a service whose app credentials are not set. */
  clients: Record<PublishPlatform, PublishServiceClient | null>;
  config: PublishingConfig;
  /** Where the services send the browser back to (`{publicUrl}/{platform}/authorize`). */
  publicUrl: string;
}

export type PublishingDeps = ServiceDeps & { publishing: PublishingRuntime };

/** Loads the token key (creating its file at the first start) and makes the configured services' clients. */
export async function loadPublishing(
  config: Pick<Config, 'publishing' | 'dataDir' | 'publicUrl'>,
): Promise<PublishingRuntime> {
  const cipher = await loadTokenCipher({ tokenKey: config.publishing.tokenKey, dataDir: config.dataDir });
  const { vimeo, youtube } = config.publishing;
  return {
    cipher,
    clients: {
      vimeo: vimeo.credentials ? createVimeoClient(vimeo) : null,
      youtube: youtube.credentials ? createYoutubeClient(youtube) : null,
    },
    config: config.publishing,
    publicUrl: config.publicUrl,
  };
}

/** Which services can be linked, and the settings that configure them (GET api/accounts/qpd/services). */
export function publishingServices(runtime: PublishingRuntime): PublishingServices {
  const entry = (platform: PublishPlatform) => ({
    configured: runtime.clients[platform] !== null,
    settings: [...runtime.config[platform].settings],
  });
  return { vimeo: entry('vimeo'), youtube: entry('youtube') };
}

export const redirectUriOf = (runtime: PublishingRuntime, platform: PublishPlatform) =>
  `${runtime.publicUrl}/${platform}/authorize`;

export const isPlatform = (value: string): value is PublishPlatform =>
  (PUBLISH_PLATFORMS as readonly string[]).includes(value);
