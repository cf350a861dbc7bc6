import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../i18n/language-store', () => ({ getLanguage: () => 'en' }));

const { apiFetch } = await import('./rest');
const { connectSession } = await import('./request-policy');
const { ApiError } = await import('./api-error');

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const unauthenticated = () => json(401, { code: 'UNAUTHENTICATED', message: 'Please log in to continue.' });

describe('apiFetch and an expired token', () => {
  let token: string | null;
  const refresh = vi.fn<() => Promise<boolean>>();
  const expire = vi.fn();
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  const bearer = (call: number) => (fetchMock.mock.calls[call][1].headers as Record<string, string>).Authorization;

  beforeEach(() => {
    token = 'old';
    refresh.mockReset();
    expire.mockReset();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    connectSession({ accessToken: () => token, refresh, expire });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refreshes the token once and retries the request with the new one', async () => {
    fetchMock.mockResolvedValueOnce(unauthenticated()).mockResolvedValueOnce(json(200, { id: 7 }));
    refresh.mockImplementation(async () => {
      token = 'new';
      return true;
    });

    await expect(apiFetch('/account/me')).resolves.toEqual({ id: 7 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect([bearer(0), bearer(1)]).toEqual(['Bearer old', 'Bearer new']);
    expect(expire).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh fails, unless the request asked not to', async () => {
    refresh.mockResolvedValue(false);
    fetchMock.mockImplementation(async () => unauthenticated());

    await expect(apiFetch('/account/settings/me')).rejects.toBeInstanceOf(ApiError);
    expect(expire).toHaveBeenCalledTimes(1);

    await expect(apiFetch('/account/me', { noRedirect: true })).rejects.toMatchObject({ status: 401 });
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between requests refused at the same time', async () => {
    let release: (ok: boolean) => void = () => undefined;
    refresh.mockImplementation(() => new Promise<boolean>((resolve) => (release = resolve)));
    fetchMock.mockImplementation(async () => (token === 'old' ? unauthenticated() : json(200, {})));

    const both = Promise.all([apiFetch('/a'), apiFetch('/b')]);
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    token = 'new';
    release(true);
    await both;
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not try a refresh without a token, or when told not to', async () => {
    fetchMock.mockImplementation(async () => unauthenticated());
    await expect(apiFetch('/login', { method: 'POST', noRefresh: true, noRedirect: true })).rejects.toBeInstanceOf(ApiError);
    token = null;
    await expect(apiFetch('/account/me', { noRedirect: true })).rejects.toBeInstanceOf(ApiError);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('sends form fields as they are (login)', async () => {
    fetchMock.mockResolvedValue(json(200, { token: 't' }));
    await apiFetch('/login', { method: 'POST', body: new URLSearchParams({ email: 'a@b.hr', password: 'x' }) });
    const init = fetchMock.mock.calls[0][1];
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('reads a file as a Blob with the bearer token, and its refusal as the error body', async () => {
    fetchMock.mockResolvedValueOnce(new Response('%PDF-1.3', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const file = await apiFetch<Blob>('/customer/reservations/7/voucher', { blob: true });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('%PDF-1.3');
    expect(bearer(0)).toBe('Bearer old');

    fetchMock.mockResolvedValueOnce(json(409, { code: 'CONFLICT', reason: 'RESERVATION_NOT_ACCEPTED', message: 'Not accepted yet.' }));
    await expect(apiFetch('/customer/reservations/8/voucher', { blob: true })).rejects.toMatchObject({
      status: 409,
      reason: 'RESERVATION_NOT_ACCEPTED',
      message: 'Not accepted yet.',
    });
  });
});
