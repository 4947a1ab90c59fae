import { refreshTokens } from '../../auth/oidc.ts';
import { tokenStore } from '../../auth/tokens.ts';
import { createUploadEngine, UPLOAD_CHUNK_BASE, type UploadEngine } from '../../upload/index.ts';

let engine: UploadEngine | null = null;

/**
 * The console's one upload engine: it lives as long as the page is open, so uploads go on while
 * the user moves between screens (leaving the upload page with unfinished uploads asks first).
 */
export function consoleUploadEngine(): UploadEngine {
  engine ??= createUploadEngine({
    baseUrl: UPLOAD_CHUNK_BASE,
    getToken: () => tokenStore.access,
    refreshToken: async () => ((await refreshTokens()) ? tokenStore.access : null),
  });
  return engine;
}
