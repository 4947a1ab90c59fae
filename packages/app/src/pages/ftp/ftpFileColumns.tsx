import type { FtpFile } from '@reelbase/contract';
import { Badge, type DataTableColumn, formatDateTime, Inline, Link, Text } from '@reelbase/ui';
import { REFUSAL_BADGES, refusalOf, sizeInMegabytes } from './ftpFiles.ts';

/** A file's name; a file that cannot be uploaded is marked in red with the reason's badge. */
function FileName({ file, onOpenFolder }: { file: FtpFile; onOpenFolder: (path: string) => void }) {
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
    <Inline $gap={2}>
      <Text as="span" tone="danger" size="inherit">
        <strong>{file.name}</strong>
      </Text>
      <Badge tone="danger">{REFUSAL_BADGES[refusal.reason]}</Badge>
    </Inline>
  );
}

/** The FTP file list's columns: name (a folder opens on a click), size in MB and created date, all sortable. */
export function ftpFileColumns(onOpenFolder: (path: string) => void): DataTableColumn<FtpFile>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (file) => <FileName file={file} onOpenFolder={onOpenFolder} />,
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
}
