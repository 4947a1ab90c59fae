import { MESSAGES } from '@reelbase/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A minimal browser for the client: session storage, location and fetch. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const assign = vi.fn();
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

beforeEach(() => {
  vi.resetModules();
  assign.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('window', { location: { origin: 'http://console.test', pathname: '/users', search: '', assign } });
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.setItem('reelbase.access_token', 'old-access');
  sessionStorage.setItem('reelbase.refresh_token', 'refresh-1');
});

async function loadClient() {
  const client = await import('./client.ts');
  const toasts: { kind: string; text: string }[] = [];
  client.setNotifier((toast) => toasts.push(toast));
  return { ...client, toasts };
}

describe('the API client', () => {
  it('refreshes the token once on a 401 and repeats the request with the new token', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { message: 'expired' }))
      .mockResolvedValueOnce(json(200, { access_token: 'new-access', refresh_token: 'refresh-2' }))
      .mockResolvedValueOnce(json(200, { id: 1 }));
    const { api } = await loadClient();
    await expect(api('GET', '/api/profile')).resolves.toEqual({ id: 1 });
    const [, refreshCall, retry] = fetchMock.mock.calls;
    expect(refreshCall[0]).toBe('/oidc/token');
    expect(String(refreshCall[1]?.body)).toContain('grant_type=refresh_token');
    expect(String(refreshCall[1]?.body)).toContain('refresh_token=refresh-1');
    expect(new Headers(retry[1]?.headers).get('authorization')).toBe('Bearer new-access');
    expect(sessionStorage.getItem('reelbase.refresh_token')).toBe('refresh-2');
  });

  it('goes back to login when the refresh itself fails', async () => {
    fetchMock.mockResolvedValueOnce(json(401, {})).mockResolvedValueOnce(json(400, { error: 'invalid_grant' }));
    const { api } = await loadClient();
    await expect(api('GET', '/api/profile')).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(String(assign.mock.calls[0][0])).toMatch(/^\/oidc\/auth\?/);
    expect(sessionStorage.getItem('reelbase.access_token')).toBeNull();
  });

  it('says the feature is not allowed after more than 4 retries of the same method and URL', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === '/oidc/token' ? json(200, { access_token: 'a', refresh_token: 'r' }) : json(401, {}),
    );
    const { api, toasts } = await loadClient();
    for (let attempt = 1; attempt <= 4; attempt++) {
      await expect(api('GET', '/api/users')).rejects.toMatchObject({ status: 401 });
    }
    expect(toasts.map((toast) => toast.text)).not.toContain(MESSAGES.tooManyRetries);
    await expect(api('GET', '/api/users')).rejects.toMatchObject({ status: 401 });
    expect(toasts.map((toast) => toast.text)).toContain(MESSAGES.tooManyRetries);
  });

  it('keeps 422 field errors out of the toasts when the form shows them inline', async () => {
    fetchMock.mockImplementation(async () =>
      json(422, { message: 'Invalid', errors: { name: ['The name is required.'] } }),
    );
    const { api, toasts } = await loadClient();
    await expect(api('PUT', '/api/profile', { name: '' }, { toastErrors: false })).rejects.toMatchObject({
      status: 422,
      body: { errors: { name: ['The name is required.'] } },
    });
    expect(toasts).toEqual([]);
    await expect(api('PUT', '/api/profile', { name: '' })).rejects.toMatchObject({ status: 422 });
    expect(toasts).toEqual([{ kind: 'warning', text: 'The name is required.' }]);
  });

  it('leaves the statuses a caller shows itself out of the toasts, and only those', async () => {
    fetchMock.mockImplementation(async () => json(425, { message: 'Too early' }));
    const { api, toasts } = await loadClient();
    await expect(api('POST', '/api/videos/v/copy', {}, { quietStatuses: [425] })).rejects.toMatchObject({
      status: 425,
    });
    expect(toasts).toEqual([]);
    fetchMock.mockImplementation(async () => json(403, { message: 'Forbidden' }));
    await expect(api('POST', '/api/videos/v/copy', {}, { quietStatuses: [425] })).rejects.toMatchObject({
      status: 403,
    });
    expect(toasts).toHaveLength(1);
  });
});
