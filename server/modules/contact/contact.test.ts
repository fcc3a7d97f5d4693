import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../assessments/assessment-fixtures';

/** "Contact support" (issue 12): a form for guests and users, stored for the admins, limited per sender. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on', CONTACT_RATE_LIMIT_MAX: '3' });
});
afterAll(() => t.close());

const message = (overrides: Record<string, unknown> = {}) => ({ name: 'Maria Ionescu', email: 'maria@example.com', topic: 'billing', message: 'How do I change my card?', ...overrides });
const send = (payload: object, headers: Record<string, string> = {}, remoteAddress = '203.0.113.10') =>
  t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'accept-language': 'fr', ...headers }, payload, remoteAddress });
const list = (cookie: string, query = '') => t.app.inject({ url: `/api/admin/contact-messages${query}`, headers: { cookie } });

describe('POST /api/contact', () => {
  it('stores a guest\'s message in their language; refuses bad input field by field, in it too', async () => {
    const res = await send(message({ remoteMark: 'dropped' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'maria@example.com'));
    expect(row).toMatchObject({ name: 'Maria Ionescu', topic: 'billing', language: 'fr', userId: null });

    const bad = await send({ name: '', email: 'nope', topic: 'gossip', message: 'short' }, {}, '203.0.113.11');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      name: 'Veuillez indiquer votre nom (100 caractères au plus).',
      email: expect.any(String),
      topic: 'Veuillez choisir le sujet de votre message.',
      message: 'Veuillez écrire votre message\u00a0: entre 10 et 5 000 caractères.',
    });
  });

  it('links a signed-in user\'s message to the account', async () => {
    const user = await signIn(t.app, t.database.db);
    expect((await send(message({ email: user.email }), { cookie: user.cookie }, '203.0.113.12')).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.userId, user.user.id));
    expect(row.email).toBe(user.email);
  });

  it('limits guests per address (and users per account), with a message that says so', async () => {
    for (let i = 0; i < 3; i++) expect((await send(message(), {}, '198.51.100.7')).statusCode).toBe(201);
    const limited = await send(message(), { 'accept-language': 'en' }, '198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/already sent several messages/);
    // Another address is not affected.
    expect((await send(message(), {}, '198.51.100.8')).statusCode).toBe(201);
  });

  it('drops what a robot sends through the hidden field, answering as for a person', async () => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    expect((await send(message({ website: 'http://spam.example' }), {}, '203.0.113.30')).statusCode).toBe(201);
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  });
});

describe('GET /api/admin/contact-messages', () => {
  it('lists messages newest first, paginated, for admins only (checked before anything else)', async () => {
    const admin = await signIn(t.app, t.database.db, 'admin');
    const page = await list(admin.cookie, '?pageSize=2');
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.pageSize).toBe(2);
    expect(body.items).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(5);
    expect(Date.parse(body.items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(body.items[1].createdAt));
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      email: expect.any(String),
      topic: expect.any(String),
      message: expect.any(String),
      language: expect.any(String),
      isSignedIn: expect.any(Boolean),
      createdAt: expect.any(String),
    });
    expect((await list(admin.cookie, `?page=${body.total}&pageSize=1`)).json().items).toHaveLength(1);

    for (const role of ['user', 'broker'] as const) {
      const other = await signIn(t.app, t.database.db, role);
      expect((await list(other.cookie)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/admin/contact-messages' })).statusCode).toBe(401);
  });
});
