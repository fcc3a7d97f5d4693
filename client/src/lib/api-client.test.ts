import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, defaultQueryFn, getApiErrorDetails, isPlanLimitRefusal } from './api-client';

vi.mock('./i18n', () => ({ getCurrentLanguage: () => 'fr' }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const lastInit = () => fetchMock.mock.calls.at(-1)?.[1] as RequestInit;
const lastHeaders = () => new Headers(lastInit().headers);

describe('apiRequest', () => {
  it('sends cookies and the interface language, and JSON only when there is a body', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(Response.json({ ok: true })));
    await apiRequest('GET', '/api/countries');
    expect(lastInit().credentials).toBe('include');
    expect(lastHeaders().get('Accept-Language')).toBe('fr');
    expect(lastHeaders().has('Content-Type')).toBe(false);
    expect(lastInit().body).toBeUndefined();

    await apiRequest('POST', '/api/auth/login', { email: 'a@b.c' });
    expect(lastHeaders().get('Content-Type')).toBe('application/json');
    expect(lastInit().body).toBe('{"email":"a@b.c"}');
  });

  it('parses JSON answers and accepts empty ones', async () => {
    fetchMock.mockResolvedValueOnce(Response.json([{ code: 'RO' }]));
    await expect(apiRequest('GET', '/api/countries')).resolves.toEqual([{ code: 'RO' }]);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/api/admin/banks/1')).resolves.toBeUndefined();
  });

  it("throws '<status>: <body>' and keeps the parsed error body", async () => {
    const body = { message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status: 401, statusText: 'Unauthorized' }));
    const error = await apiRequest('POST', '/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`401: ${JSON.stringify(body)}`);
    expect(getApiErrorDetails(error)).toEqual({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid credentials',
      fieldErrors: undefined,
    });
  });

  it('falls back to the status text when the body is empty, and ignores non-JSON bodies', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(getApiErrorDetails(error)).toMatchObject({ status: 502, code: undefined, message: '502: <html>bad gateway</html>' });
  });

  it('exposes fieldErrors of a validation answer', async () => {
    const body = { message: 'Please correct the highlighted fields', code: 'VALIDATION_ERROR', fieldErrors: { email: 'Bad' } };
    fetchMock.mockResolvedValue(Response.json(body, { status: 400 }));
    const error = await apiRequest('POST', '/api/auth/register', {}).catch((e: unknown) => e);
    expect(getApiErrorDetails(error).fieldErrors).toEqual({ email: 'Bad' });
  });
});

describe('defaultQueryFn', () => {
  it('uses the first element of the query key as the URL', async () => {
    fetchMock.mockResolvedValue(Response.json([]));
    const signal = new AbortController().signal;
    await defaultQueryFn({ queryKey: ['/api/assessments', 'ignored'], signal, meta: undefined } as never);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/assessments');
    expect(lastInit().method).toBe('GET');
  });
});

describe('isPlanLimitRefusal', () => {
  it("recognises the server's 403 PLAN_LIMIT, and nothing else", () => {
    const limit = JSON.stringify({ message: 'limit', code: 'PLAN_LIMIT' });
    expect(isPlanLimitRefusal(new ApiError(403, 'Forbidden', limit))).toBe(true);
    expect(isPlanLimitRefusal(new ApiError(403, 'Forbidden', JSON.stringify({ message: 'no', code: 'FORBIDDEN' })))).toBe(false);
    expect(isPlanLimitRefusal(new ApiError(500, 'Server Error', ''))).toBe(false);
    expect(isPlanLimitRefusal(new Error('Failed to fetch'))).toBe(false);
  });
});
