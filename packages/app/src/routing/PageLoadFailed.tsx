import { Button, Notice, Stack } from '@reelbase/ui';
import { useRouteError } from 'react-router';

/** A screen's code could not be fetched: the network failed, or a newer build replaced the file. */
export class PageModuleError extends Error {
  constructor(cause: unknown) {
    super('The page could not be loaded.', { cause });
    this.name = 'PageModuleError';
  }
}

export const PAGE_LOAD_TEXTS = {
  failed: 'This page could not be loaded. The console may have been updated in the meantime.',
  reload: 'Reload',
} as const;

/**
 * A route's error element: for a screen whose code did not arrive, a notice with a reload (which
 * fetches the current build); any other error goes on to the boundary above, as without it.
 */
export function PageLoadFailed() {
  const error = useRouteError();
  if (!(error instanceof PageModuleError)) throw error;
  return (
    <Stack $gap={3} $align="start">
      <Notice as="p" tone="warning" role="alert">
        {PAGE_LOAD_TEXTS.failed}
      </Notice>
      <Button onPress={() => window.location.reload()}>{PAGE_LOAD_TEXTS.reload}</Button>
    </Stack>
  );
}
