import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { rateLimitHits, sessions, users } from '../../db/schema';
import { parseEnv } from '../../env';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { isPostgresRun } from '../../test/test-database';

/** Sessions are cached per instance; any change in the database must reach the cache. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const currentUser = (app: TestApp['app'], cookie: string) => app.inject({ url: '/api/auth/user', headers: { cookie } });

describe('session cache', () => {
  it('sees a role changed directly in the database at once', async () => {
    const { cookie, user } = await registerUser(t.app);
    expect((await currentUser(t.app, cookie)).json().role).toBe('user');
    await t.database.db.update(users).set({ role: 'broker' }).where(eq(users.id, user.id));
    await expect.poll(async () => (await currentUser(t.app, cookie)).json().role, { timeout: 1000 }).toBe('broker');
  });

  it('forgets a session deleted directly in the database', async () => {
    const { cookie, user } = await registerUser(t.app);
    expect((await currentUser(t.app, cookie)).statusCode).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    await expect.poll(async () => (await currentUser(t.app, cookie)).statusCode, { timeout: 1000 }).toBe(401);
  });

  it.runIf(isPostgresRun())('ends a session on every instance when one instance logs out', async () => {
    const second = await openDatabase({ databaseUrl: t.database.url });
    const other = await buildApp({ env: parseEnv({ LOG_LEVEL: 'silent', RATE_LIMITS: 'off' }), database: second, clientDir: null });
    try {
      const { cookie } = await registerUser(t.app);
      // Both instances have the session cached.
      expect((await currentUser(t.app, cookie)).statusCode).toBe(200);
      expect((await currentUser(other, cookie)).statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      await expect.poll(async () => (await currentUser(other, cookie)).statusCode, { timeout: 2000 }).toBe(401);
    } finally {
      await other.close();
      await second.close();
    }
  });
});

describe('purging', () => {
  it('deletes expired sessions and old rate-limit rows, and keeps live ones', async () => {
    const live = await registerUser(t.app);
    const expired = await registerUser(t.app);
    await t.database.db.update(sessions).set({ expire: new Date(Date.now() - 60_000) }).where(eq(sessions.userId, expired.user.id));
    await t.database.db.insert(rateLimitHits).values([
      { key: 'login:ip:old', windowStart: new Date(Date.now() - 2 * 3600_000), count: 3 },
      { key: 'login:ip:recent', windowStart: new Date(), count: 1 },
    ]);
    await t.app.services.auth.purgeExpired();
    const remaining = await t.database.db.select({ userId: sessions.userId }).from(sessions);
    expect(remaining.some((row) => row.userId === expired.user.id)).toBe(false);
    expect(remaining.some((row) => row.userId === live.user.id)).toBe(true);
    const keys = (await t.database.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key);
    expect(keys).toContain('login:ip:recent');
    expect(keys).not.toContain('login:ip:old');
    expect((await currentUser(t.app, live.cookie)).statusCode).toBe(200);
  });
});
