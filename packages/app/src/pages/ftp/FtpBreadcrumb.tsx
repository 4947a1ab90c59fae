import { Inline, Link, Text } from '@reelbase/ui';
import { breadcrumbsOf } from './ftpFiles.ts';

export interface FtpBreadcrumbProps {
  /** The folder shown (`/` is the root of the FTP folder). */
  path: string;
  onOpenFolder: (path: string) => void;
}

/** The way from the FTP folder's root to the folder shown; each folder above it opens on a click. */
export function FtpBreadcrumb({ path, onOpenFolder }: FtpBreadcrumbProps) {
  const crumbs = breadcrumbsOf(path);
  return (
    <nav aria-label="Breadcrumb">
      <Inline as="ol" $gap={2}>
        {crumbs.map((crumb, index) => (
          <Inline as="li" $gap={2} key={crumb.path}>
            {index > 0 && (
              <Text as="span" tone="muted" aria-hidden="true">
                /
              </Text>
            )}
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link onPress={() => onOpenFolder(crumb.path)}>{crumb.label}</Link>
            )}
          </Inline>
        ))}
      </Inline>
    </nav>
  );
}
