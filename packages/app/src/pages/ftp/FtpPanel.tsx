import { FTP_MESSAGES, type FtpFile } from '@reelbase/contract';
import {
  Badge,
  Button,
  Card,
  ConfirmModal,
  DataTable,
  type DataTableColumn,
  formatDateTime,
  Link,
  RadioGroup,
  type SortDescriptor,
  token,
} from '@reelbase/ui';
import { type ReactNode, useMemo, useState } from 'react';
import styled from 'styled-components';
import { type FtpLibrary, FtpUploadOptionsForm } from './FtpUploadOptionsForm.tsx';
import {
  breadcrumbsOf,
  DEFAULT_UPLOAD_OPTIONS,
  type FailedFile,
  type FtpUploadOptions,
  isTooLarge,
  REFUSAL_BADGES,
  refusalOf,
  sizeInMegabytes,
  sortFtpFiles,
} from './ftpFiles.ts';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
`;

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li + li::before {
    content: '/';
    margin-right: ${token('space-2')};
    color: ${token('color-text-muted')};
  }
`;

const TooLargeName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
  color: ${token('color-danger')};
  font-weight: 600;
`;

const Message = styled.p<{ $tone: 'danger' | 'success' }>`
  margin: 0;
  padding: ${token('space-3')} ${token('space-4')};
  border-radius: ${token('radius-md')};
  background: ${({ $tone }) => token($tone === 'danger' ? 'color-danger-subtle' : 'color-success-subtle')};
  color: ${token('color-text')};
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export type FtpActionKind = 'upload' | 'delete';
/** The spec's states: upload idle, loading, started; delete idle, loading, deleted. */
export type FtpActionState = 'idle' | 'loading' | 'started' | 'deleted';

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
  const chosen = rows.filter((file) => selected.has(file.path));
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

  const columns: DataTableColumn<FtpFile>[] = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (file) => {
        if (file.isDirectory) {
          return (
            <Link onPress={() => onOpenFolder(file.path)}>
              {file.name}
              <span aria-hidden="true">/</span>
            </Link>
          );
        }
        const refusal = refusalOf(file);
        if (!refusal) return file.name;
        return (
          <TooLargeName>
            {file.name}
            <Badge tone="danger">{REFUSAL_BADGES[refusal.reason]}</Badge>
          </TooLargeName>
        );
      },
    },
    { id: 'size', header: 'Size', sortable: true, width: '10rem', cell: sizeInMegabytes },
    {
      id: 'createdAt',
      header: 'Created',
      sortable: true,
      width: '12rem',
      cell: (file) => formatDateTime(file.createdAt),
    },
  ];

  const crumbs = breadcrumbsOf(path);
  return (
    <Stack>
      <nav aria-label="Breadcrumb">
        <Crumbs>
          {crumbs.map((crumb, index) => (
            <li key={crumb.path}>
              {index === crumbs.length - 1 ? (
                <span aria-current="page">{crumb.label}</span>
              ) : (
                <Link onPress={() => onOpenFolder(crumb.path)}>{crumb.label}</Link>
              )}
            </li>
          ))}
        </Crumbs>
      </nav>
      <DataTable
        aria-label="FTP files"
        columns={columns}
        rows={rows}
        getRowId={(file) => file.path}
        getRowLabel={(file) => file.name}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={changeSelection}
        sort={sort}
        onSortChange={setSort}
        isLoading={props.isLoading}
        emptyText="There are no files in this folder."
      />
      <Card title="Action" headingLevel={2}>
        <Stack>
          <RadioGroup
            label="Action"
            orientation="horizontal"
            value={action}
            onChange={(value) => {
              setAction(value as FtpActionKind);
              setState('idle');
              setFailed([]);
            }}
            options={[
              { value: 'upload', label: 'Upload' },
              { value: 'delete', label: 'Delete' },
            ]}
          />
          {action === 'upload' && (
            <FtpUploadOptionsForm
              libraries={libraries}
              options={{ ...options, library }}
              onChange={setOptions}
              isDisabled={state === 'loading'}
            />
          )}
          {action === 'upload' && tooLarge.length > 0 && (
            <Message role="alert" $tone="danger">
              {FTP_MESSAGES.tooLarge}
            </Message>
          )}
          {action === 'upload' && refused.length > 0 && (
            <Message role="alert" as="div" $tone="danger">
              {refused.map((message) => (
                <span key={message} style={{ display: 'block' }}>
                  {message}
                </span>
              ))}
            </Message>
          )}
          <Buttons>
            <Button onPress={start} isDisabled={!canStart} isLoading={state === 'loading'}>
              Start action
            </Button>
          </Buttons>
          <div role="status">
            {state === 'started' && failed.length === 0 && (
              <Message $tone="success">{FTP_MESSAGES.uploadStarted}</Message>
            )}
            {state === 'deleted' && failed.length === 0 && <Message $tone="success">{FTP_MESSAGES.deleted}</Message>}
          </div>
          {failed.length > 0 && (
            <Message role="alert" as="div" $tone="danger">
              <p>{state === 'deleted' ? FTP_MESSAGES.deleteFailed : FTP_MESSAGES.tryAgain}</p>
              <ul aria-label="Failed files">
                {failed.map((failure) => (
                  <li key={failure.path}>
                    {failure.path}: {failure.message}
                  </li>
                ))}
              </ul>
            </Message>
          )}
          {props.imports}
        </Stack>
      </Card>
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
