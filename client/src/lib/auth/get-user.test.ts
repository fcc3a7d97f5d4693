import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUser } from './get-user';

vi.mock('@/lib/i18n', () => ({ getCurrentLanguage: () => 'ro' }));

afterEach(() => vi.unstubAllGlobals());

describe('getUser', () => {
  it('returns null on 401: signed out is not an error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 401 })));
    await expect(getUser()).resolves.toBeNull();
  });

  it("throws 'HTTP error! status: {status}' on any other failure", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('boom', { status: 500 })));
    await expect(getUser()).rejects.toThrow('HTTP error! status: 500');
  });

  it('returns the user', async () => {
    const user = { id: '1', email: 'a@b.c', role: 'user', language: 'en' };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json(user)));
    await expect(getUser()).resolves.toEqual(user);
  });
});
