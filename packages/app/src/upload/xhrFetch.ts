import type { FetchLike } from './types.ts';

/** Reads `getAllResponseHeaders()` into `Headers`. */
function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/**
 * `fetch` over XMLHttpRequest, for the one thing `fetch` cannot do: report the bytes of a request
 * body as they go out (`onUploadProgress`). Fails as `fetch` does: a `TypeError` when the
 * connection fails, an `AbortError` when the signal aborts.
 */
export const xhrFetch: FetchLike = (input, init) => {
  // Only fetch can send a request that outlives the page.
  if (init.keepalive) {
    const { onUploadProgress: _unused, ...rest } = init;
    return globalThis.fetch(input, rest);
  }
  return new Promise<Response>((resolve, reject) => {
    const { signal, onUploadProgress } = init;
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', input);
    for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
    const stop = () => xhr.abort();
    signal?.addEventListener('abort', stop, { once: true });
    const settle = () => signal?.removeEventListener('abort', stop);
    if (onUploadProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onUploadProgress(event.loaded, event.total);
      });
    }
    xhr.addEventListener('load', () => {
      settle();
      // A status without a body (204, 304) cannot carry one in a Response.
      const body = [101, 204, 205, 304].includes(xhr.status) ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, headers: headersOf(xhr.getAllResponseHeaders()) }));
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Failed to fetch'));
    });
    xhr.addEventListener('timeout', () => {
      settle();
      reject(new TypeError('Failed to fetch'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
};
