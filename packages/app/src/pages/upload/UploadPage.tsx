import {
  Button,
  ConfirmModal,
  Drawer,
  type FileRejection,
  Heading,
  Modal,
  Stack,
  token,
  type UploadItem,
} from '@reelbase/ui';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { session } from '../../auth/session.ts';
import { useUploadLibraries } from '../../data/libraries.ts';
import { useUploadedVideoStates } from '../../data/uploadVideoStates.ts';
import { useVideo } from '../../data/videos.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { notify } from '../../state/notify.ts';
import { chooseUploadLibrary, UPLOAD_LIBRARY_MESSAGES } from '../../upload/index.ts';
import { uploadRowOf, videoPanelHref } from '../../upload/uploadRow.ts';
import { ExternalUploadLinks } from '../external-upload/ExternalUploadLinks.tsx';
import { VideoEncodings } from '../video/VideoEncodings.tsx';
import { UploadDetails } from './UploadDetails.tsx';
import { type UploadLibrary, UploadPanel } from './UploadPanel.tsx';
import { consoleUploadEngine, unfinished } from './uploadEngine.ts';

const LEAVE_UPLOAD_MESSAGE = 'You are trying to exit this screen. Any unfinished upload(s) will be lost. Are you sure?';
const CANCEL_UPLOAD_MESSAGE = 'Would you like to cancel this upload?';

const LinksSection = styled.div`
  max-width: 52rem;
  margin-top: ${token('space-6')};
`;

const libraryLabel = (libraries: readonly UploadLibrary[], id: number) => {
  const library = libraries.find((candidate) => candidate.id === id);
  return library ? `${library.company_name} / ${library.name}` : undefined;
};

/** /upload: choose a library, drop videos, follow their upload. */
export function UploadPage() {
  const engine = consoleUploadEngine();
  const files = useSyncExternalStore(engine.subscribe, engine.getSnapshot);
  const navigate = useNavigate();
  const { user } = useSnapshot(session);
  const { data: libraries } = useUploadLibraries();
  const [chosen, setChosen] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [connectionErrors, setConnectionErrors] = useState<string[]>([]);
  const [detailsOf, setDetailsOf] = useState<string | null>(null);
  const detailsFile = files.find((file) => file.id === detailsOf && file.status === 'success');
  const videoId = detailsFile?.objectId ? String(detailsFile.objectId) : null;
  const { data: video } = useVideo(videoId);
  const uploadedIds = files.flatMap((file) =>
    file.status === 'success' && file.objectId !== null ? [String(file.objectId)] : [],
  );
  const videoStates = useUploadedVideoStates(uploadedIds);

  // Network and timeout failures open the upload error dialog.
  const seen = useMemo(() => new Set<string>(), []);
  useEffect(() => {
    const fresh = files.filter(
      (file) => (file.errorKind === 'network' || file.errorKind === 'timeout') && !seen.has(`${file.id}:${file.error}`),
    );
    if (fresh.length === 0) return;
    for (const file of fresh) seen.add(`${file.id}:${file.error}`);
    setConnectionErrors((current) => [...current, ...fresh.map((file) => `${file.name}: ${file.error}`)]);
  }, [files, seen]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return currentLocation.pathname !== nextLocation.pathname && unfinished(engine.getSnapshot());
  });

  if (!libraries) return <PageLoading />;

  // The external upload links of the library uploads go to: with one library it is chosen
  // automatically; with several, none are shown until one is chosen.
  const linksTarget = libraries.length > 1 && chosen === null ? null : chooseUploadLibrary(chosen, libraries);
  const linksLibrary = linksTarget && 'library' in linksTarget ? linksTarget.library : null;

  const addFiles = (accepted: File[]) => {
    // With several libraries the user chooses; with one it is chosen automatically.
    if (libraries.length > 1 && chosen === null) {
      notify({ kind: 'warning', text: UPLOAD_LIBRARY_MESSAGES.selectLibrary });
      return;
    }
    const target = chooseUploadLibrary(chosen, libraries);
    if ('error' in target) {
      notify({ kind: 'error', text: target.error });
      return;
    }
    for (const file of accepted) engine.add(file, { library: target.library, uploaded_by: user?.id ?? 0 });
  };
  const goToVideo = (objectId: string | number | null | undefined) => {
    if (objectId) navigate(videoPanelHref(objectId));
  };
  const reject = (rejections: FileRejection[]) => {
    for (const rejection of rejections) notify({ kind: 'error', text: rejection.message });
  };
  const uploads: UploadItem[] = files
    .filter((file) => file.error !== 'cancel')
    .map((file) => uploadRowOf(file, file.objectId === null ? undefined : videoStates.get(String(file.objectId))));

  return (
    <>
      <Stack $gap={4}>
        <Heading level={1}>Upload</Heading>
        <UploadPanel
          libraries={libraries}
          selectedLibrary={chosen}
          onSelectLibrary={setChosen}
          uploads={uploads}
          onFiles={addFiles}
          onReject={reject}
          onDropOutside={(message) => notify({ kind: 'warning', text: message })}
          onRetry={(id) => engine.retry(id)}
          onCancel={setCancelling}
          onDelete={(id) => engine.remove(id)}
          onGoToVideo={(id) => goToVideo(files.find((candidate) => candidate.id === id)?.objectId)}
          onShowDetails={setDetailsOf}
        />
      </Stack>
      {linksLibrary !== null && (
        <LinksSection>
          <ExternalUploadLinks key={linksLibrary} libraryId={linksLibrary} />
        </LinksSection>
      )}
      <Drawer
        isOpen={detailsFile !== undefined}
        onClose={() => setDetailsOf(null)}
        title={detailsFile?.name ?? ''}
        footer={
          <Button variant="primary" onPress={() => goToVideo(detailsFile?.objectId)}>
            Go to video
          </Button>
        }
      >
        {video && videoId && detailsFile ? (
          <UploadDetails
            video={video}
            fileName={detailsFile.name}
            libraryName={libraryLabel(libraries, video.library.id)}
            encodings={<VideoEncodings videoId={videoId} />}
          />
        ) : (
          <PageLoading />
        )}
      </Drawer>
      <ConfirmModal
        isOpen={cancelling !== null}
        title="Cancel upload"
        message={CANCEL_UPLOAD_MESSAGE}
        confirmLabel="Cancel upload"
        cancelLabel="Keep uploading"
        variant="danger"
        onConfirm={() => {
          if (cancelling) engine.cancel(cancelling);
          setCancelling(null);
        }}
        onCancel={() => setCancelling(null)}
      />
      <ConfirmModal
        isOpen={blocker.state === 'blocked'}
        title="Leave the upload"
        message={LEAVE_UPLOAD_MESSAGE}
        confirmLabel="Leave"
        cancelLabel="Stay"
        variant="danger"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
      <Modal
        isOpen={connectionErrors.length > 0}
        onClose={() => setConnectionErrors([])}
        title={connectionErrors.length > 1 ? 'We were unable to upload some files' : 'We were unable to upload a file'}
      >
        <ul>
          {connectionErrors.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
