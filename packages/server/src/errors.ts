import { defaultErrorCode, type ErrorCode, MESSAGES } from '@reelbase/contract';

/** An error that answers with its status code and message (`{ statusCode, error, message, errors? }`). */
export class HttpError extends Error {
  readonly statusCode: number;
  /** The stable machine-readable code of the answer (the contract's `ERROR_CODES`). */
  readonly code: ErrorCode;
  readonly errors?: Record<string, string[]>;
  /** Extra response headers, e.g. Retry-After. */
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    options: {
      code?: ErrorCode;
      errors?: Record<string, string[]>;
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = options.code ?? defaultErrorCode(statusCode);
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

/** 401: no token, or a token that is invalid, expired or belongs to a removed user. */
export class AuthenticationRequiredError extends HttpError {
  constructor(message: string = MESSAGES.loginRequired) {
    super(401, message, { headers: { 'www-authenticate': 'Bearer' } });
  }
}

/** 403: signed in, but the role does not allow it. */
export class ForbiddenError extends HttpError {
  constructor(message: string = MESSAGES.forbidden) {
    super(403, message);
  }
}

/** 404 with a message that says what was not found. */
export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

/** 422 with field -> messages. */
export class ValidationError extends HttpError {
  constructor(errors: Record<string, string[]>, message = 'The given data was invalid.', code?: ErrorCode) {
    super(422, message, { errors, code });
  }
}

/** 425: the resource is not ready yet (e.g. copying a video that is not encoded). */
export class TooEarlyError extends HttpError {
  constructor(message: string) {
    super(425, message);
  }
}

/** 429: a limit was reached; `retryAfterSeconds` is sent as Retry-After. */
export class TooManyRequestsError extends HttpError {
  constructor(message: string = MESSAGES.tooManyRequests, retryAfterSeconds?: number) {
    super(429, message, retryAfterSeconds ? { headers: { 'retry-after': String(retryAfterSeconds) } } : {});
  }
}
