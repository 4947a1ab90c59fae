import { type ErrorBody, MESSAGES } from '@reelbase/contract';

export type ToastKind = 'success' | 'warning' | 'error';
export interface ToastMessage {
  kind: ToastKind;
  text: string;
}

/** An HTTP error from the API, with the parsed error body when there is one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody> | null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
  }
}

/** The toasts for an error response, as the error catalogue says. */
export function toastsForError(status: number, body: Partial<ErrorBody> | null): ToastMessage[] {
  const serverText = body?.message?.trim() ?? '';
  switch (status) {
    case 400:
      return [{ kind: 'error', text: MESSAGES.badRequest }];
    case 401:
      return [{ kind: 'error', text: serverText || MESSAGES.loginRequired }];
    case 403:
      return [{ kind: 'error', text: MESSAGES.forbidden }];
    case 404:
      return [{ kind: 'error', text: serverText || 'Not found.' }];
    case 422: {
      const lines = Object.values(body?.errors ?? {}).flat();
      return [{ kind: 'warning', text: (lines.length ? lines : [serverText]).join('\n') }];
    }
    case 425:
      return [{ kind: 'error', text: MESSAGES.tooEarlyCopy }];
    case 429:
      return [{ kind: 'error', text: MESSAGES.tooManyRequests }];
    default:
      return [{ kind: 'error', text: serverText ? `${MESSAGES.serverError} ${serverText}` : MESSAGES.serverError }];
  }
}
