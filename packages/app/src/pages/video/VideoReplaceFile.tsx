import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { refreshTokens } from '../../auth/oidc.ts';
import { session } from '../../auth/session.ts';
import { tokenStore } from '../../auth/tokens.ts';
import { notify } from '../../state/notify.ts';
import { createUploadEngine, replaceChunkBase } from '../../upload/index.ts';
import { ReplaceFile } from './ReplaceFile.tsx';

export interface VideoReplaceFileProps {
  videoId: string;
  /** Called once the new file is uploaded (the video is being encoded again). */
  onReplaced?: () => void;
}

/** The File panel's "replace file": the chunk protocol to `/api/replace/{videoId}/chunk`, one file. */
export function VideoReplaceFile({ videoId, onReplaced }: VideoReplaceFileProps) {
  const { user } = useSnapshot(session);
  const engine = useMemo(
    () =>
      createUploadEngine({
        baseUrl: replaceChunkBase(videoId),
        getToken: () => tokenStore.access,
        refreshToken: async () => ((await refreshTokens()) ? tokenStore.access : null),
      }),
    [videoId],
  );
  const files = useSyncExternalStore(engine.subscribe, engine.getSnapshot);
  const current = files.at(-1) ?? null;
  const succeeded = current?.status === 'success';

  useEffect(() => {
    if (succeeded) onReplaced?.();
  }, [succeeded, onReplaced]);

  return (
    <ReplaceFile
      replacement={current}
      onReplace={(file) => {
        for (const old of engine.getSnapshot()) engine.remove(old.id);
        engine.add(file, { uploaded_by: user?.id ?? 0 });
      }}
      onReject={(rejections) => {
        for (const rejection of rejections) notify({ kind: 'error', text: rejection.message });
      }}
      onRetry={() => current && engine.retry(current.id)}
      onCancel={() => current && engine.cancel(current.id)}
    />
  );
}
