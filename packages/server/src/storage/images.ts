import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../errors.ts';

/** Logos and backgrounds: at most 5 MB. */
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface UploadedImage {
  content: Buffer;
  extension: 'png' | 'jpg';
  contentType: 'image/png' | 'image/jpeg';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type from the file's first bytes (a renamed text file is not an image). */
export function sniffImage(content: Buffer): Pick<UploadedImage, 'extension' | 'contentType'> | null {
  if (content.length > PNG_SIGNATURE.length && content.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return { extension: 'png', contentType: 'image/png' };
  }
  if (content.length > 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) {
    return { extension: 'jpg', contentType: 'image/jpeg' };
  }
  return null;
}

/**
 * Reads the one image of a multipart request from `field`; refuses (422) a missing file, another
 * field, a file over the limit, and anything that is not a jpg, jpeg or png by its bytes.
 */
export async function readImageUpload(request: FastifyRequest, field: string, label: string): Promise<UploadedImage> {
  const required = new ValidationError({ [field]: [`The ${label} is required.`] });
  if (!request.isMultipart()) throw required;
  const part = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw required;
  }
  const content = await part.toBuffer();
  if (part.file.truncated) {
    throw new ValidationError({
      [field]: [`The ${label} may not be greater than ${IMAGE_MAX_BYTES / 1024} kilobytes.`],
    });
  }
  const type = sniffImage(content);
  const extension = part.filename.toLowerCase().split('.').pop() ?? '';
  if (!type || !['jpg', 'jpeg', 'png'].includes(extension)) {
    throw new ValidationError({ [field]: [`The ${label} must be a file of type: jpg, jpeg, png.`] });
  }
  return { content, ...type };
}
