import { token } from '@reelbase/ui';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { deleteFtpFiles, startFtpUpload, useFtpConnection, useFtpFolder, useFtpLibraries } from '../../data/ftp.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { PageTitle } from '../admin/AdminLayout.tsx';
import { FtpConnectionCard } from './FtpConnectionCard.tsx';
import { FtpPanel } from './FtpPanel.tsx';
import { failureMessage, uploadEach } from './ftpFiles.ts';

const ConnectionBox = styled.div`
  margin-bottom: ${token('space-5')};
`;

/** /ftp?path=/folder: the company's FTP folder, with upload into a library and delete. */
export function FtpPage() {
  const [params, setParams] = useSearchParams();
  const path = params.get('path') || '/';
  const folder = useFtpFolder(path);
  const { data: libraries } = useFtpLibraries();
  const { data: connection } = useFtpConnection();
  if (!libraries) return <PageLoading />;
  // A failed listing was toasted by the API client; the list is emptied.
  const files = folder.error ? [] : (folder.data?.files ?? []);

  return (
    <>
      <PageTitle>FTP</PageTitle>
      {connection && (
        <ConnectionBox>
          <FtpConnectionCard connection={connection} />
        </ConnectionBox>
      )}
      <FtpPanel
        path={folder.data?.path ?? path}
        files={files}
        isLoading={folder.isLoading}
        libraries={libraries}
        onOpenFolder={(next) => setParams(next === '/' ? {} : { path: next })}
        onUpload={async (paths, options) => {
          const failed = await uploadEach(paths, options, startFtpUpload);
          await folder.mutate();
          return failed;
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
      />
    </>
  );
}
