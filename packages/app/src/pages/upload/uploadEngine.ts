import { refreshTokens } from '../../auth/oidc.ts';
import { tokenStore } from '../../auth/tokens.ts';
import { createUploadEngine, UPLOAD_CHUNK_BASE, type UploadEngine } from '../../upload/index.ts';

let engine: UploadEngine | null = null;

/** Whether some upload is still queued or sending. */
export const unfinished = (uploads: readonly { status: string }[]) =>
  uploads.some((upload) => upload.status === 'queued' || upload.status === 'active');

/**
 * Closing or reloading the tab with unfinished uploads asks first; once the page goes, they are
 * aborted (requests that outlive the page), so that no unfinished video is left in the library.
 */
function guardLeaving(uploads: UploadEngine) {
  window.addEventListener('beforeunload', (event) => {
    if (unfinished(uploads.getSnapshot())) event.preventDefault();
  });
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) uploads.abandon();
  });
}

/**
 * The console's one upload engine: it lives as long as the page is open, so uploads go on while
 * the user moves between screens (leaving the upload page with unfinished uploads asks first).
 */
export function consoleUploadEngine(): UploadEngine {
  if (!engine) {
    engine = createUploadEngine({
      baseUrl: UPLOAD_CHUNK_BASE,
      getToken: () => tokenStore.access,
      refreshToken: async () => ((await refreshTokens()) ? tokenStore.access : null),
    });
    guardLeaving(engine);
  }
  return engine;
}
