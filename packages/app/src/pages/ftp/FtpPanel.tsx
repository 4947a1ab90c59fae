import { FTP_MESSAGES, type FtpFile } from '@reelbase/contract';
import { ConfirmModal, DataTable, type SortDescriptor, Stack } from '@reelbase/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { FtpActionCard, type FtpActionKind, type FtpActionState } from './FtpActionCard.tsx';
import { FtpBreadcrumb } from './FtpBreadcrumb.tsx';
import type { FtpLibrary } from './FtpUploadOptionsForm.tsx';
import { ftpFileColumns } from './ftpFileColumns.tsx';
import {
  DEFAULT_UPLOAD_OPTIONS,
  type FailedFile,
  type FtpUploadOptions,
  isTooLarge,
  refusalOf,
  sortFtpFiles,
} from './ftpFiles.ts';

export type { FtpActionKind, FtpActionState } from './FtpActionCard.tsx';

export interface FtpPanelProps {
  /** The folder shown (`/` is the root of the FTP folder). */
  path: string;
  files: readonly FtpFile[];
  isLoading?: boolean;
  /** The libraries the viewer may upload to. */
  libraries: readonly FtpLibrary[];
  onOpenFolder: (path: string) => void;
  /** Starts the upload of the files (one call each); answers the files that failed. */
  onUpload: (paths: string[], options: FtpUploadOptions) => Promise<FailedFile[]>;
  /** Deletes the files and folders; answers the ones that failed. */
  onDelete: (paths: string[]) => Promise<FailedFile[]>;
  /** The imports started (their progress and results), shown under the action's result. */
  imports?: ReactNode;
}

/**
 * The FTP screen's body: the folder's breadcrumb, the file list (checkbox, name, size in MB,
 * created date, sortable) and the action panel (upload with its options, or delete after a
 * confirmation). Files of the FTP limit or more are highlighted and can only be deleted.
 */
export function FtpPanel(props: FtpPanelProps) {
  const { path, files, libraries, onOpenFolder } = props;
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [action, setAction] = useState<FtpActionKind>('upload');
  const [options, setOptions] = useState<FtpUploadOptions>(() => ({
    ...DEFAULT_UPLOAD_OPTIONS,
    library: libraries.length === 1 ? libraries[0].id : null,
  }));
  const [state, setState] = useState<FtpActionState>('idle');
  const [failed, setFailed] = useState<FailedFile[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [shownPath, setShownPath] = useState(path);
  if (shownPath !== path) {
    // Another folder: its own selection and a fresh action state.
    setShownPath(path);
    setSelected(new Set());
    setState('idle');
    setFailed([]);
  }

  const rows = useMemo(() => sortFtpFiles(files, sort), [files, sort]);
  const chosen = useMemo(() => rows.filter((file) => selected.has(file.path)), [rows, selected]);
  // Only what the folder still holds is selected (a file may be gone from the listing), so the
  // header checkbox never counts a row that is not there.
  const shownSelection = useMemo(() => new Set(chosen.map((file) => file.path)), [chosen]);
  const tooLarge = chosen.filter(isTooLarge);
  // Other refusals (not a video, under 1 MB) say why with the browser upload's texts.
  const refused = chosen.flatMap((file) => {
    const refusal = isTooLarge(file) ? null : refusalOf(file);
    return refusal ? [refusal.message] : [];
  });
  const uploadable = chosen.filter((file) => !file.isDirectory);
  const library = options.library ?? (libraries.length === 1 ? libraries[0].id : null);
  const canStart =
    state !== 'loading' &&
    chosen.length > 0 &&
    (action === 'delete' ||
      (library !== null && tooLarge.length === 0 && refused.length === 0 && uploadable.length > 0));

  const changeSelection = (keys: Set<string>) => {
    setSelected(keys);
    if (state !== 'loading') {
      setState('idle');
      setFailed([]);
    }
  };

  const run = async (work: () => Promise<FailedFile[]>, done: FtpActionState) => {
    setState('loading');
    setFailed([]);
    try {
      const failures = await work();
      setFailed(failures);
      setState(done);
      setSelected(new Set(failures.map((failure) => failure.path)));
    } catch {
      setState('idle');
    }
  };

  const start = () => {
    if (!canStart) return;
    if (action === 'delete') {
      setConfirming(true);
      return;
    }
    void run(
      () =>
        props.onUpload(
          uploadable.map((file) => file.path),
          { ...options, library },
        ),
      'started',
    );
  };

  return (
    <Stack $gap={4}>
      <FtpBreadcrumb path={path} onOpenFolder={onOpenFolder} />
      <DataTable
        aria-label="FTP files"
        columns={ftpFileColumns(onOpenFolder)}
        rows={rows}
        getRowId={(file) => file.path}
        getRowLabel={(file) => file.name}
        selectionMode="multiple"
        selectedKeys={shownSelection}
        onSelectionChange={changeSelection}
        sort={sort}
        onSortChange={setSort}
        isLoading={props.isLoading}
        emptyText="There are no files in this folder."
      />
      <FtpActionCard
        action={action}
        onActionChange={(next) => {
          setAction(next);
          setState('idle');
          setFailed([]);
        }}
        libraries={libraries}
        options={{ ...options, library }}
        onOptionsChange={setOptions}
        state={state}
        hasTooLarge={tooLarge.length > 0}
        refusals={refused}
        failed={failed}
        canStart={canStart}
        onStart={start}
        imports={props.imports}
      />
      <ConfirmModal
        isOpen={confirming}
        title="Delete files"
        message={FTP_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run(() => props.onDelete(chosen.map((file) => file.path)), 'deleted');
        }}
      />
    </Stack>
  );
}
