import { INTERACTIVE_IMAGE_EXTENSIONS } from '@reelbase/contract/interactive-values';
import type { PixelSize } from '../core/builders.ts';

/** What the file chooser offers for overlay images: jpg, jpeg and png. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);

/** Rule "image overlay uploads: jpg, jpeg and png accepted": by the file's extension, else its type. */
export function isAcceptedImage(file: Pick<File, 'name' | 'type'>): boolean {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (extension) return (INTERACTIVE_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  return IMAGE_TYPES.has(file.type.toLowerCase());
}

/** The pixel size of a picture file, or undefined when the browser cannot read it. */
export async function imageSize(file: Blob): Promise<PixelSize | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size.width > 0 && size.height > 0 ? size : undefined;
  } catch {
    return undefined;
  }
}
