import { defaultErrorCode, type ErrorCode, MESSAGES } from '@reelbase/contract';

/** The reason phrases used in the `error` field of error bodies. */
export const STATUS_TEXTS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  425: 'Too Early',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

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
