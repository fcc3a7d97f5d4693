import { describe, expect, it } from 'vitest';
import type { UserRow } from './auth.repository';
import { createSessionCache } from './session-cache';

/** Issue 20: what the session cache holds under a stream of visitors who never sign out. */
const TTL_MS = 10_000;
const user = (id: string) => ({ id }) as UserRow;
const entry = (userId: string, atMs: number) => ({ user: user(userId), userId, expireMs: atMs + 3_600_000, createdAtMs: atMs, cachedAtMs: atMs });

describe('session cache bound', () => {
  it('holds only the sessions used within its TTL, not the last 50,000', () => {
    const cache = createSessionCache({ ttlMs: TTL_MS, maxEntries: 50_000 });
    // An hour of visitors, one new session a second, none signing out.
    for (let second = 0; second < 3600; second++) cache.set(`sid-${second}`, entry(`user-${second}`, second * 1000));
    expect(cache.size).toBeLessThanOrEqual(TTL_MS / 1000 + 1);
    // The recent ones are still served; an old one is not kept.
    expect(cache.get('sid-3599', 3_599_500)?.userId).toBe('user-3599');
    expect(cache.get('sid-3590', 3_599_500)?.userId).toBe('user-3590');
    expect(cache.get('sid-100', 3_599_500)).toBeUndefined();
  });

  it('still drops the oldest at maxEntries when all are fresh', () => {
    const cache = createSessionCache({ ttlMs: TTL_MS, maxEntries: 3 });
    for (let index = 0; index < 5; index++) cache.set(`sid-${index}`, entry(`user-${index}`, 1000 + index));
    expect(cache.size).toBe(3);
    expect(cache.get('sid-0', 1010)).toBeUndefined();
    expect(cache.get('sid-4', 1010)?.userId).toBe('user-4');
  });
});
