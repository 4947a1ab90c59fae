import { z } from 'zod';

/**
 * The stable, machine-readable codes of error answers (`code` in every error body). Clients
 * branch on the code, never on the message, which is meant for people and may be reworded.
 */
const ERROR_CODES = {
  'request.malformed': 'The request could not be read (e.g. its body is not valid JSON).',
  'auth.required': 'No access token, or one that is invalid, expired or revoked.',
  'auth.forbidden': 'Signed in, but the role does not allow this.',
  not_found: 'The item does not exist or is out of the signer’s reach.',
  conflict: 'The item is not in a state that allows this (e.g. an upload already finished).',
  gone: 'The link or token has expired or was used.',
  'payload.too_large': 'The request body, a file or a chunk is over its limit.',
  'media_type.unsupported': 'The request body has a content type this call does not take.',
  'validation.failed': 'The input breaks a rule; `errors` names the fields.',
  not_ready: 'The item is not ready for this yet (e.g. a video still encoding).',
  rate_limited: 'Too many requests or attempts; see Retry-After.',
  'upload.too_small': 'The file is below the minimum upload size.',
  'upload.too_large': 'The file is over the maximum upload size.',
  'upload.type_not_accepted': 'The file is not a video the product accepts.',
  'upload.session_gone': 'The upload session was not found or has expired.',
  'upload.incomplete': 'The listed parts do not make up the declared file.',
  'server.error': 'A fault of the server; the request may be tried again later.',
  'service.unavailable': 'A part the server needs is not available right now.',
  'view.password_required': 'The video is protected: a view token from its password opens it.',
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** The code of an error answer that names none of its own. */
export function defaultErrorCode(statusCode: number): ErrorCode {
  switch (statusCode) {
    case 401:
      return 'auth.required';
    case 403:
      return 'auth.forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 410:
      return 'gone';
    case 413:
      return 'payload.too_large';
    case 415:
      return 'media_type.unsupported';
    case 422:
      return 'validation.failed';
    case 425:
      return 'not_ready';
    case 429:
      return 'rate_limited';
    case 503:
      return 'service.unavailable';
    default:
      return statusCode >= 500 ? 'server.error' : 'request.malformed';
  }
}

const codeDescription = `A stable machine-readable code, one of: ${Object.entries(ERROR_CODES)
  .map(([code, meaning]) => `\`${code}\` (${meaning})`)
  .join('; ')}`;

/** The body of every error response. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string().meta({ description: codeDescription }),
  message: z.string(),
  /** 422 only: field -> messages. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
