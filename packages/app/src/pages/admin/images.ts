import { IMAGE_TYPES, imageFieldMessage } from '@reelbase/contract';

/** The file input's accept list for logos and backgrounds: jpg, jpeg, png. */
export const IMAGE_ACCEPT = IMAGE_TYPES.map((type) => `.${type}`).join(',');

/** Whether a file name has one of the accepted image extensions (jpg, jpeg, png; any case). */
export function isAcceptedImage(fileName: string): boolean {
  const extension = fileName.split('.').at(-1)?.toLowerCase() ?? '';
  return fileName.includes('.') && (IMAGE_TYPES as readonly string[]).includes(extension);
}

/** The message for a refused image, e.g. "The logo must be a file of type: jpg, jpeg, png.". */
export const imageTypeError = (field: string) => imageFieldMessage(field);
