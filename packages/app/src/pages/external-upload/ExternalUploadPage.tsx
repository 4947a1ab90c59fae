import { EXTERNAL_UPLOAD_MESSAGES, type ExternalUploadInfo, MESSAGES } from '@reelbase/contract';
import { ConfirmModal, type FileRejection, type UploadItem } from '@reelbase/ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useBlocker, useLocation } from 'react-router';
import {
  externalUploadEngine,
  saveExternalBasic,
  sendBackupData,
  useExternalUploadInfo,
  useExternalVideo,
} from '../../data/externalUploads.ts';
import { ApiError, toastsForError } from '../../http/errors.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { copyText } from '../../state/clipboard.ts';
import { notify } from '../../state/notify.ts';
import type { UploadEngine, UploadFile } from '../../upload/index.ts';
import { ExternalUploadDetails } from './ExternalUploadDetails.tsx';
import { ExternalUploadPanel, InvalidTokenPanel } from './ExternalUploadPanel.tsx';
import {
  type BasicDraft,
  type BasicEntry,
  basicOf,
  hasUnsavedWork,
  isBasicDirty,
  EXTERNAL_UPLOAD_TEXTS as TEXTS,
  tokenOf,
} from './externalUpload.ts';

/** Shows an error of a public call: the server's own text for an invalid token or a limit. */
function reportError(error: unknown) {
  if (!(error instanceof ApiError)) {
    notify({ kind: 'error', text: MESSAGES.serverError });
    return;
  }
  if (error.status === 401 || error.status === 429) {
    notify({ kind: 'error', text: error.body?.message ?? EXTERNAL_UPLOAD_MESSAGES.invalidToken });
    return;
  }
  for (const toast of toastsForError(error.status, error.body)) notify(toast);
}

const fieldErrorsOf = (error: unknown) =>
  error instanceof ApiError && error.status === 422 ? (error.body?.errors ?? {}) : null;

/** /external-upload?token=... or /external-upload/{token}: uploads for someone without an account; no menu. */
export function ExternalUploadPage() {
  const location = useLocation();
  const token = tokenOf(location.search, location.pathname);
  const { data: info, error } = useExternalUploadInfo(token);
  const invalid = !token || error?.status === 401;

  useEffect(() => {
    if (invalid) notify({ kind: 'error', text: EXTERNAL_UPLOAD_MESSAGES.invalidToken });
  }, [invalid]);

  if (invalid) return <InvalidTokenPanel />;
  if (error) return <InvalidTokenPanel title={MESSAGES.serverError} help={TEXTS.reloadHelp} />;
  if (!info) return <PageLoading />;
  return <ExternalUploads key={token} token={token} info={info} />;
}

function ExternalUploads({ token, info }: { token: string; info: ExternalUploadInfo }) {
  const [engine] = useState<UploadEngine>(() => externalUploadEngine(token));
  const files = useSyncExternalStore(engine.subscribe, engine.getSnapshot);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [basics, setBasics] = useState<Record<string, BasicEntry>>({});
  const [email, setEmail] = useState('');
  const [basicServerErrors, setBasicServerErrors] = useState<Record<string, string[]>>();
  const [backupServerErrors, setBackupServerErrors] = useState<Record<string, string[]>>();

  const selected: UploadFile | undefined = files.find((file) => file.id === selectedId && file.error !== 'cancel');
  const videoId = selected?.objectId ? String(selected.objectId) : null;
  const finished = selected?.status === 'success';
  const { data: video, mutate } = useExternalVideo(token, videoId);

  // A finished upload has a download link: ask again.
  useEffect(() => {
    if (finished && video?.status === 'uploading') void mutate();
  }, [finished, video?.status, mutate]);

  // The form starts from what the server holds.
  useEffect(() => {
    if (!video) return;
    setBasics((current) =>
      current[video.id] ? current : { ...current, [video.id]: { draft: basicOf(video), saved: basicOf(video) } },
    );
  }, [video]);

  const unsaved = hasUnsavedWork(files, basics);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && hasUnsavedWork(engine.getSnapshot(), basics),
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const addFiles = (accepted: File[]) => {
    let last: string | null = null;
    for (const file of accepted) last = engine.add(file, { library: info.library.id, uploaded_by: 'external-upload' });
    if (last) setSelectedId(last);
  };

  const uploads: UploadItem[] = files
    .filter((file) => file.error !== 'cancel')
    .map((file) => ({
      id: file.id,
      name: file.name,
      size: file.size,
      progress: file.progress,
      status: file.status,
      error: file.error ?? undefined,
    }));

  const entry = video ? basics[video.id] : undefined;
  const setDraft = (draft: BasicDraft) => {
    if (!video) return;
    setBasicServerErrors(undefined);
    setBasics((current) => ({ ...current, [video.id]: { draft, saved: current[video.id]?.saved ?? basicOf(video) } }));
  };

  const saveBasic = async () => {
    if (!video || !entry) return;
    try {
      const saved = await saveExternalBasic(token, video.id, entry.draft);
      setBasics((current) => ({ ...current, [saved.id]: { draft: basicOf(saved), saved: basicOf(saved) } }));
      await mutate(saved, { revalidate: false });
      notify({ kind: 'success', text: TEXTS.saved });
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (fields) setBasicServerErrors(fields);
      else reportError(failure);
    }
  };

  const sendBackup = async () => {
    if (!video?.download_url) return;
    try {
      await sendBackupData(token, { email, sourceUrl: video.download_url, viewingUrl: video.viewing_url });
      notify({ kind: 'success', text: EXTERNAL_UPLOAD_MESSAGES.backupSent });
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (fields?.email) setBackupServerErrors({ email: fields.email });
      else reportError(failure);
    }
  };

  const copy = async (url: string) => {
    if (await copyText(url)) notify({ kind: 'success', text: MESSAGES.copiedToClipboard });
    else notify({ kind: 'error', text: url });
  };

  const details = selected ? (
    <ExternalUploadDetails
      key={selected.id}
      file={selected}
      video={video && video.id === videoId ? video : null}
      libraryName={`${info.company_name} / ${info.library.name}`}
      linkExpiresAt={info.expires_at}
      basic={entry?.draft ?? { title: '', request_number: '' }}
      onBasicChange={setDraft}
      isBasicDirty={isBasicDirty(entry)}
      onSaveBasic={saveBasic}
      basicServerErrors={basicServerErrors}
      email={email}
      onEmailChange={(next) => {
        setBackupServerErrors(undefined);
        setEmail(next);
      }}
      onSendBackup={sendBackup}
      backupServerErrors={backupServerErrors}
      onCopyLink={(url) => void copy(url)}
    />
  ) : null;

  return (
    <>
      <ExternalUploadPanel
        info={info}
        uploads={uploads}
        onFiles={addFiles}
        onReject={(rejections: FileRejection[]) => {
          for (const rejection of rejections) notify({ kind: 'error', text: rejection.message });
        }}
        onDropOutside={(message) => notify({ kind: 'warning', text: message })}
        onRetry={(id) => engine.retry(id)}
        onCancel={setCancelling}
        onDelete={(id) => {
          engine.remove(id);
          if (id === selectedId) setSelectedId(null);
        }}
        onShowDetails={setSelectedId}
        details={details}
        detailsName={selected?.name}
      />
      <ConfirmModal
        isOpen={cancelling !== null}
        title="Cancel upload"
        message={TEXTS.cancelUpload}
        confirmLabel="Cancel upload"
        cancelLabel="Keep uploading"
        onConfirm={() => {
          if (cancelling) engine.cancel(cancelling);
          if (cancelling === selectedId) setSelectedId(null);
          setCancelling(null);
        }}
        onCancel={() => setCancelling(null)}
      />
      <ConfirmModal
        isOpen={blocker.state === 'blocked'}
        title="Leave the upload"
        message={TEXTS.leave}
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}
