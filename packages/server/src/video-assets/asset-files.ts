import { randomBytes } from 'node:crypto';
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import { ASSET_FILE_FIELD, extensionOf, UPLOAD_MESSAGES, VIDEO_ASSET_TEXTS } from '@reelbase/contract';
import type { FastifyRequest } from 'fastify';
import { sniffImage } from '../storage/images.ts';

/** The file of an asset form. */
interface ReceivedFile {
  name: string;
  mimeType: string;
  content: Buffer;
}

/** A multipart asset form: the file (when one was sent in `file`) and the text fields. */
export interface AssetForm {
  file: ReceivedFile | null;
  /** The name of a file refused for its size (its bytes were dropped). */
  tooLarge: string | null;
  fields: Record<string, string>;
}

const FIELD_MAX_BYTES = 10_000;

/**
 * Reads the whole multipart form (files over `maxBytes` are dropped and reported in `tooLarge`).
 * A request that is not multipart answers an empty form, so that the usual "required" messages apply.
 */
export async function readAssetForm(request: FastifyRequest, maxBytes: number): Promise<AssetForm> {
  const form: AssetForm = { file: null, tooLarge: null, fields: {} };
  if (!request.isMultipart()) return form;
  // A file over the limit is read to its end and reported, not thrown (the other fields still count).
  const options: FastifyMultipartBaseOptions = {
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: FIELD_MAX_BYTES },
    throwFileSizeLimit: false,
  };
  const parts = request.parts(options);
  for await (const part of parts) {
    if (part.type === 'field') {
      form.fields[part.fieldname] = String(part.value ?? '');
    } else if (part.fieldname !== ASSET_FILE_FIELD) {
      part.file.resume();
    } else {
      const content = await part.toBuffer();
      if (part.file.truncated) form.tooLarge = part.filename || 'file';
      else form.file = { name: part.filename || 'file', mimeType: part.mimetype, content };
    }
  }
  return form;
}

const startsWith = (content: Buffer, bytes: number[]) =>
  content.length >= bytes.length && bytes.every((value, index) => content[index] === value);

const isPdf = (content: Buffer) => content.subarray(0, 1024).includes('%PDF-');
const isZip = (content: Buffer) =>
  startsWith(content, [0x50, 0x4b, 0x03, 0x04]) || startsWith(content, [0x50, 0x4b, 0x05, 0x06]);
/** A Word document: an Office Open XML package with a `word/` part. */
const isDocx = (content: Buffer) => startsWith(content, [0x50, 0x4b, 0x03, 0x04]) && content.includes('word/');
/** A legacy Office file (Compound File Binary). */
const isCompoundFile = (content: Buffer) => startsWith(content, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Plain text: no NUL bytes, unless it is UTF-16 with a byte order mark. */
const isText = (content: Buffer) =>
  startsWith(content, [0xff, 0xfe]) || startsWith(content, [0xfe, 0xff]) || !content.includes(0);

interface FileType {
  mimeType: string;
  matches: (content: Buffer) => boolean;
}

/** Every extension an asset may have, with its MIME type and the check of its bytes. */
const FILE_TYPES: Record<string, FileType> = {
  png: { mimeType: 'image/png', matches: (content) => sniffImage(content)?.extension === 'png' },
  jpg: { mimeType: 'image/jpeg', matches: (content) => sniffImage(content)?.extension === 'jpg' },
  jpeg: { mimeType: 'image/jpeg', matches: (content) => sniffImage(content)?.extension === 'jpg' },
  pdf: { mimeType: 'application/pdf', matches: isPdf },
  zip: { mimeType: 'application/zip', matches: isZip },
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', matches: isDocx },
  doc: { mimeType: 'application/msword', matches: isCompoundFile },
  txt: { mimeType: 'text/plain; charset=utf-8', matches: isText },
  srt: { mimeType: 'application/x-subrip', matches: isText },
  vtt: { mimeType: 'text/vtt; charset=utf-8', matches: isText },
};

/** An accepted file: its bytes, lower-case extension and MIME type. */
export interface CheckedFile extends ReceivedFile {
  extension: string;
  storedType: string;
}

/**
 * Checks the form's file: sent, within the size limit, one of `extensions` by its name and of that
 * type by its bytes. Answers the file or the message for the `file` field.
 */
export function checkAssetFile<E extends string>(
  form: AssetForm,
  extensions: readonly E[],
  maxBytes: number,
): { file: CheckedFile & { extension: E } } | { error: string } {
  if (form.tooLarge) return { error: VIDEO_ASSET_TEXTS.tooLarge(form.tooLarge, maxBytes) };
  const file = form.file;
  if (!file || file.content.length === 0) return { error: VIDEO_ASSET_TEXTS.fileRequired };
  const extension = extensionOf(file.name, file.mimeType) as E;
  const type = FILE_TYPES[extension];
  if (!extensions.includes(extension) || !type?.matches(file.content)) {
    return { error: UPLOAD_MESSAGES.typeNotAccepted(file.name, extensionOf(file.name, file.mimeType)) };
  }
  return { file: { ...file, extension, storedType: type.mimeType } };
}

/** A random part of storage keys: a stored file never changes under its address. */
export const randomPart = () => randomBytes(6).toString('hex');

/** The folder of a video's private files (counted in the company's used storage). */
export const videoFolder = (companyId: number, videoId: string) => `companies/${companyId}/videos/${videoId}`;

/** A name that is safe to keep and show: no path, no control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f).join('');
  return printable.trim().slice(-255) || 'file';
}
