import { STATUS_CODES } from 'node:http';
import { defaultErrorCode, type ErrorBody, type ErrorCode, fieldErrors } from '@reelbase/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifySchemaCompiler } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../errors.ts';

const SAFE_SERVER_MESSAGE = 'The server could not complete the request.';
const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';
/** The answer when the database refuses a value that no schema caught (a 422, never a 500). */
export const DATA_REFUSED_MESSAGE = 'A value of the request cannot be stored or searched for.';

/**
 * The SQLSTATE of a database error that a value of the request caused: class 22 (data
 * exception: NUL in a text, a number out of range, a malformed value), looked up along the
 * error's causes (drizzle wraps the driver's error).
 */
function dataExceptionOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
    current = cause;
  }
  return null;
}

/** The body of every error response. */
function errorBody(
  statusCode: number,
  message: string,
  errors?: Record<string, string[]>,
  code: ErrorCode = defaultErrorCode(statusCode),
): ErrorBody {
  const body: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', code, message };
  if (errors) body.errors = errors;
  return body;
}

export function sendError(reply: FastifyReply, error: HttpError) {
  return reply
    .code(error.statusCode)
    .headers(error.headers)
    .type('application/json; charset=utf-8')
    .send(errorBody(error.statusCode, error.message, error.errors, error.code));
}

/**
 * Validates requests with the route's zod schema and keeps the zod error, so that the error
 * handler can answer 422 with field -> messages (the contract's `fieldErrors`).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };

type RequestError = FastifyError & { validationContext?: string };

/** Maps any error to one of the status codes the console handles. */
export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof z.ZodError) {
    const context = (error as z.ZodError & { validationContext?: string }).validationContext;
    if (context === 'params') return new HttpError(404, 'The requested item was not found.');
    return new HttpError(422, 'The given data was invalid.', { errors: fieldErrors(error) });
  }
  const fastifyError = error as RequestError;
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return new HttpError(400, INVALID_JSON_MESSAGE);
  }
  if (fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return new HttpError(400, INVALID_JSON_MESSAGE);
  if (isResponseSerializationError(fastifyError)) return null;
  if (dataExceptionOf(error))
    return new HttpError(422, DATA_REFUSED_MESSAGE, { errors: { _: [DATA_REFUSED_MESSAGE] } });
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpError(status, fastifyError.message);
  }
  return null;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const known = toHttpError(error);
    if (known) {
      if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      // A value that reached the database unchecked: the answer is right, the schema has a gap.
      else if (known.message === DATA_REFUSED_MESSAGE) request.log.warn({ err: error }, 'database refused a value');
      return sendError(reply, known);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, new HttpError(500, SAFE_SERVER_MESSAGE));
  });
}
