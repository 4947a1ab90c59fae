import { imageKey } from '../companies/companies-service.ts';
import type { ServiceDeps } from '../http/api-deps.ts';
import type { UploadedImage } from '../storage/images.ts';
import { publicUrlOf } from '../storage/storage.ts';
import type { Viewer } from '../users/accounts.ts';
import { type LibraryImage, setLibraryImage } from './libraries-repository.ts';
import { reachableLibrary } from './libraries-service.ts';

const NAMES: Record<LibraryImage, string> = { logoPath: 'logo', viewingPageBackgroundPath: 'viewing-page-background' };

/** Stores a library's logo or viewing-page background; returns its public address. */
export async function uploadLibraryImage(
  deps: ServiceDeps,
  viewer: Viewer,
  id: number,
  which: LibraryImage,
  image: UploadedImage,
): Promise<string | null> {
  const library = await reachableLibrary(deps, viewer, id, 'manage-library');
  const key = imageKey('libraries', id, NAMES[which], image);
  await deps.storage.put(key, image.content);
  await setLibraryImage(deps.db, id, which, key);
  const previous = library[which];
  if (previous) await deps.storage.remove(previous);
  return publicUrlOf(deps.publicUrl, key);
}

export async function removeLibraryImage(
  deps: ServiceDeps,
  viewer: Viewer,
  id: number,
  which: LibraryImage,
): Promise<null> {
  const library = await reachableLibrary(deps, viewer, id, 'manage-library');
  await setLibraryImage(deps.db, id, which, null);
  const previous = library[which];
  if (previous) await deps.storage.remove(previous);
  return null;
}
