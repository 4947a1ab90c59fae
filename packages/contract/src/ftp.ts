import { z } from 'zod';
import { UPLOAD_MIN_BYTES } from './constants.ts';
import { recordId } from './list.ts';
import { UPLOAD_MESSAGES, type UploadFileRefusal, uploadFileRefusal } from './upload.ts';

/** Files of this size or more cannot be imported from the FTP folder (only deleted). */
export const FTP_UPLOAD_LIMIT_BYTES = 46106127360;

/** The size limits of an FTP import: the browser upload's minimum, and under the FTP limit. */
const FTP_IMPORT_LIMITS = { minBytes: UPLOAD_MIN_BYTES, maxBytes: FTP_UPLOAD_LIMIT_BYTES - 1 } as const;

/**
 * Why a file of the FTP folder cannot be imported: the browser upload's type and size rules and
 * texts (its type by its name; the server checks its bytes too), with the FTP limit as maximum.
 */
export function ftpFileRefusal(file: { name: string; size: number; type: string }): UploadFileRefusal | null {
  return uploadFileRefusal(file, FTP_IMPORT_LIMITS);
}

/** The renditions an FTP import can ask for. */
export const FTP_ENCODING_HEIGHTS = [360, 720, 1080] as const;

/** A size in MB (1024 x 1024 bytes) with two decimals, as the FTP list shows it. */
export const ftpMegabytes = (bytes: number) => (bytes / 1048576).toFixed(2);

/** The texts of the FTP screen and calls (the specification's words where it gives them). */
export const FTP_MESSAGES = {
  tooLarge: `Files larger than ${ftpMegabytes(FTP_UPLOAD_LIMIT_BYTES)} MB cannot be uploaded through FTP.`,
  uploadStarted: 'Upload started',
  tryAgain: 'Some files could not be uploaded, please try again.',
  deleted: 'The selected files were deleted.',
  deleteFailed: 'Some files could not be deleted, please try again.',
  confirmDelete: 'The selected files will be deleted. Would you like to confirm?',
  fileNotFound: 'The file was not found in the FTP folder.',
  folderNotFound: 'The folder was not found in the FTP folder.',
  notAFile: 'A folder cannot be uploaded; choose the files in it.',
  rootNotDeletable: 'The FTP folder itself cannot be deleted.',
} as const;

/** A path in the FTP folder as the client sees it: `/` is the company's root folder. */
const ftpPath = z
  .string()
  .trim()
  .min(1, 'The path is required.')
  .max(1024, 'The path is too long.')
  .refine((value) => !value.includes('\0'), 'The path is not valid.')
  // A file system keeps at most 255 bytes per name.
  .refine(
    (value) => value.split('/').every((name) => new TextEncoder().encode(name).length <= 255),
    'A file or folder name in the path is too long.',
  );

/** GET /api/ftp?path=. */
export const ftpListQuerySchema = z.object({ path: ftpPath.default('.') });

/** One entry of an FTP folder (the spec's "FTP file": path, size, date). */
const ftpFileSchema = z.object({
  name: z.string(),
  /** From the root of the FTP folder, e.g. `/campaign/intro.mp4`. */
  path: z.string(),
  /** Bytes (0 for a folder). */
  size: z.number().int().nonnegative(),
  /** ISO 8601. */
  createdAt: z.string(),
  isDirectory: z.boolean(),
  /** The video type its name says (`video/mp4`), `''` for folders and other files. */
  type: z.string(),
});
export type FtpFile = z.infer<typeof ftpFileSchema>;

export const ftpListingSchema = z.object({
  /** The listed folder, normalised (`/` or `/a/b`). */
  path: z.string(),
  files: z.array(ftpFileSchema),
});
export type FtpListing = z.infer<typeof ftpListingSchema>;

/** DELETE /api/ftp */
export const ftpDeleteSchema = z.object({ paths: z.array(ftpPath).min(1).max(1000) });

export const ftpDeleteResponseSchema = z.object({
  deleted: z.array(z.string()),
  failed: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type FtpDeleteResponse = z.infer<typeof ftpDeleteResponseSchema>;

const flag = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true')]);

/** POST /api/ftp/upload: the spec's "FTP upload item", one call per file. */
export const ftpUploadSchema = z.object({
  path: ftpPath,
  library: recordId(UPLOAD_MESSAGES.selectLibrary),
  email_after_upload: flag.default(false),
  email_download_urls: flag.default(false),
  delete_from_ftp: flag.default(false),
  /** Empty: the usual ladder (every offered height up to the video's). */
  encoding_versions: z
    .array(z.coerce.number().int())
    .max(3)
    .default([])
    .refine((heights) => heights.every((h) => (FTP_ENCODING_HEIGHTS as readonly number[]).includes(h)), {
      message: 'Only 360, 720 and 1080 can be encoded.',
    }),
});
export type FtpUploadInput = z.input<typeof ftpUploadSchema>;
export type FtpUpload = z.infer<typeof ftpUploadSchema>;

export const ftpUploadResponseSchema = z.object({ video_id: z.uuid() });
export type FtpUploadResponse = z.infer<typeof ftpUploadResponseSchema>;

/** Encryption of the built-in FTP server: explicit FTPS (AUTH TLS) offered, required, or off. */
export const FTP_TLS_MODES = ['on', 'required', 'off'] as const;
export type FtpTlsMode = (typeof FTP_TLS_MODES)[number];

/** GET /api/ftp/connection: how an FTP client reaches the built-in FTP server. */
export const ftpConnectionSchema = z.object({
  /** False when the built-in FTP server is turned off. */
  enabled: z.boolean(),
  /** The host name users reach (that of the console's public address). */
  host: z.string(),
  port: z.number().int(),
  /** The user name to sign in with: the console e-mail address of the caller. */
  username: z.string(),
  /** Data connections are passive only (active mode is refused), on these ports of `host`; null when off. */
  passive_ports: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  tls: z.enum(FTP_TLS_MODES),
  /** SHA-256 fingerprint of the server's certificate (to check a self-signed one); null without TLS. */
  certificate_sha256: z.string().nullable(),
});
export type FtpConnection = z.infer<typeof ftpConnectionSchema>;

/** Texts of the FTP page's "Connect with an FTP client" card. */
export const FTP_CONNECTION_TEXTS = {
  title: 'Connect with an FTP client',
  off: 'The FTP server is turned off.',
  signIn: 'Sign in with your Reelbase e-mail address and password.',
  server: 'Server',
  port: 'Port',
  username: 'User name',
  password: 'Password',
  passwordValue: 'Your Reelbase password',
  mode: 'Transfer mode',
  passive: (min: number, max: number) =>
    `Passive (PASV); data connections use ports ${min === max ? min : `${min}–${max}`}. Active mode is not offered.`,
  encryption: 'Encryption',
  tlsRequired: 'Required: explicit FTP over TLS (FTPS, AUTH TLS)',
  tlsOffered:
    'Explicit FTP over TLS (FTPS, AUTH TLS): choose it in your client, so that your password is not sent in clear text',
  tlsOff: 'None: the password is sent in clear text. Ask your administrator to turn on FTPS.',
  fingerprint: 'Certificate fingerprint (SHA-256)',
  fingerprintHint: 'If your client asks whether to trust the certificate, check that it shows this fingerprint.',
  copy: (what: string) => `Copy ${what}`,
} as const;

/** Texts of the FTP page's list of imports started. */
export const FTP_IMPORT_TEXTS = {
  title: 'Imports',
  copying: 'Copying from FTP',
  processing: 'Processing',
  ready: 'Ready',
  failed: 'Failed',
  goToVideo: 'Go to video',
  gone: 'The video was deleted.',
} as const;
