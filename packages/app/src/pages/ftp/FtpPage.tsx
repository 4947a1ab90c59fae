import { MESSAGES } from '@reelbase/contract';
import { Heading, Stack } from '@reelbase/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { deleteFtpFiles, startFtpUpload, useFtpConnection, useFtpFolder, useFtpLibraries } from '../../data/ftp.ts';
import { useUploadedVideoStates } from '../../data/uploadVideoStates.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { copyText } from '../../state/clipboard.ts';
import { notify } from '../../state/notify.ts';
import { videoPanelHref } from '../../upload/uploadRow.ts';
import { FtpConnectionCard } from './FtpConnectionCard.tsx';
import { FtpImportList } from './FtpImportList.tsx';
import { FtpPanel } from './FtpPanel.tsx';
import { failureMessage, uploadEach } from './ftpFiles.ts';
import type { FtpImport } from './ftpImports.ts';

/** /ftp?path=/folder: the company's FTP folder, with upload into a library and delete. */
export function FtpPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const path = params.get('path') || '/';
  const folder = useFtpFolder(path);
  const { data: libraries } = useFtpLibraries();
  const { data: connection } = useFtpConnection();
  // The imports started from this page, newest first, followed until their videos are ready or failed.
  const [imports, setImports] = useState<FtpImport[]>([]);
  const states = useUploadedVideoStates(imports.map((item) => item.videoId));
  if (!libraries) return <PageLoading />;
  // A failed listing was toasted by the API client; the list is emptied.
  const files = folder.error ? [] : (folder.data?.files ?? []);
  const copy = async (text: string) => {
    if (await copyText(text)) notify({ kind: 'success', text: MESSAGES.copiedToClipboard });
  };

  return (
    <Stack $gap={5}>
      <Heading level={1}>FTP</Heading>
      {connection && <FtpConnectionCard connection={connection} onCopy={copy} />}
      <FtpPanel
        path={folder.data?.path ?? path}
        files={files}
        isLoading={folder.isLoading}
        libraries={libraries}
        onOpenFolder={(next) => setParams(next === '/' ? {} : { path: next })}
        onUpload={async (paths, options) => {
          const outcome = await uploadEach(paths, options, startFtpUpload);
          setImports((current) => [...outcome.started.reverse(), ...current]);
          await folder.mutate();
          return outcome.failed;
        }}
        onDelete={async (paths) => {
          try {
            const answer = await deleteFtpFiles(paths);
            return answer.failed;
          } catch (error) {
            return paths.map((failedPath) => ({ path: failedPath, message: failureMessage(error) }));
          } finally {
            await folder.mutate();
          }
        }}
        imports={
          imports.length > 0 && (
            <FtpImportList
              imports={imports}
              states={states}
              onGoToVideo={(videoId) => navigate(videoPanelHref(videoId))}
            />
          )
        }
      />
    </Stack>
  );
}
