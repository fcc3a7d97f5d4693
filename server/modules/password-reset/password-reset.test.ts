import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../db/schema';
import { startSmtpStandIn, type SmtpStandIn } from '../../test/smtp-stand-in';
import { createTestApp, registerUser, sessionCookie, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../../test/test-app';
import { createPasswordResetRepository } from './password-reset.repository';
import { REQUEST_ANSWER_MS, RESET_LIMITS } from './password-reset.service';

/** Issue 20: password reset by e-mail, and the owner let in while their account is under a guessing attack (ADR 068). */

const NEW_PASSWORD = 'Brasov-Tampa-2027?';
let smtp: SmtpStandIn;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://acasa.example' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const taken = new Set<number>();
/** The next e-mail to `address` not read before, and the reset token its link carries. */
async function nextResetEmail(address: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const index = smtp.received.findIndex((email, i) => !taken.has(i) && email.to.includes(address));
    if (index !== -1) {
      taken.add(index);
      const email = smtp.received[index];
      const match = /https:\/\/acasa\.example\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(email.text);
      if (!match) throw new Error(`no reset link in:\n${email.text}`);
      return { email, link: match[0], token: match[1] };
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const forgot = (app: TestApp, email: string, options: { ip?: string; language?: string } = {}) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { 'accept-language': options.language ?? 'en' },
  });
const reset = (app: TestApp, token: string, password = NEW_PASSWORD, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password }, headers: { 'accept-language': 'en', ...headers } });
const login = (app: TestApp, email: string, password: string, options: { ip?: string; cookie?: string } = {}) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
const me = (app: TestApp, cookie: string) => app.app.inject({ url: '/api/auth/user', headers: { cookie } });
/** Every cookie an answer set, as one Cookie header (the session and, after a reset, the device cookie). */
const cookiesOf = (response: LightMyRequestResponse) => response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

describe('asking for a reset link', () => {
  it('answers an unknown and a known address with the same status and body, and e-mails only the account', async () => {
    const { email } = await registerUser(t.app);
    const unknown = uniqueEmail('nobody');
    const [known, stranger] = [await forgot(t, email), await forgot(t, unknown)];
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(known.statusCode);
    expect(stranger.body).toBe(known.body);
    expect(known.json()).toEqual({ ok: true });
    const { email: message } = await nextResetEmail(email);
    // The account's language (registered without a choice: Romanian), not the asking page's.
    expect(message.subject).toBe('Alegeți o parolă nouă pentru contul Acasa');
    // No e-mail to an address no account has.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.some((received) => received.to.includes(unknown))).toBe(false);
  });

  it('answers no sooner than the floor, for an address with an account and one without (that both wait for the same floor: answer-floor.test.ts)', async () => {
    const { email } = await registerUser(t.app);
    for (const address of [email, uniqueEmail('nobody')]) {
      const started = performance.now();
      expect((await forgot(t, address)).statusCode).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(REQUEST_ANSWER_MS - 5);
    }
  });

  it('e-mails an absolute link in the account’s language, and stores only the token’s SHA-256', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'fr' },
      payload: { email: uniqueEmail('claire'), password: STRONG_PASSWORD, firstName: 'Claire', lastName: 'Dubois' },
    });
    const { id, email } = registered.json() as { id: string; email: string };
    // The page asking is in Romanian; the e-mail follows the account.
    await forgot(t, email.toUpperCase(), { language: 'ro' });
    const { email: message, token } = await nextResetEmail(email);
    expect(message.subject).toBe('Choisissez un nouveau mot de passe pour votre compte Acasa');
    expect(message.text).toContain('Bonjour Claire,');
    expect(message.html).toContain(`href="https://acasa.example/reset-password?token=${token}"`);
    expect(message.headers['content-language']).toBe('fr');
    // A security e-mail: no unsubscribe link.
    expect(message.headers['list-unsubscribe']).toBeUndefined();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const validForMs = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(Math.abs(validForMs - 3600_000)).toBeLessThan(5_000);
  });

  it('refuses an address that is not one with 400 naming the field', async () => {
    const res = await forgot(t, 'not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.email).toBeTruthy();
  });
});

describe('using the link', () => {
  it('sets the new password, ends every session, signs this browser in, and works once', async () => {
    const { email, cookie: firstBrowser } = await registerUser(t.app);
    const secondBrowser = sessionCookie(await login(t, email, STRONG_PASSWORD));
    // Both sessions are in the session cache now.
    expect((await me(t, firstBrowser)).statusCode).toBe(200);
    expect((await me(t, secondBrowser)).statusCode).toBe(200);

    await forgot(t, email);
    const { token } = await nextResetEmail(email);
    const done = await reset(t, token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ email });
    expect(JSON.stringify(done.json())).not.toMatch(/argon2|password/i);

    expect((await me(t, firstBrowser)).statusCode).toBe(401);
    expect((await me(t, secondBrowser)).statusCode).toBe(401);
    expect((await me(t, sessionCookie(done))).statusCode).toBe(200);
    expect((await login(t, email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(t, email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(t, token, 'Another-Pass-2028!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RESET_LINK_USED', message: 'This password reset link has already been used. Ask for a new one if you need to.' });
    expect((await login(t, email, 'Another-Pass-2028!')).statusCode).toBe(401);
  });

  it('refuses a link older than an hour, in the request’s language', async () => {
    const { email, user } = await registerUser(t.app);
    await forgot(t, email);
    const { token } = await nextResetEmail(email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await reset(t, token, NEW_PASSWORD, { 'accept-language': 'ro' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'RESET_LINK_EXPIRED', message: 'Acest link de resetare a parolei a expirat (este valabil o oră). Cereți unul nou.' });
    expect((await login(t, email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('voids the older link when a new one is asked for', async () => {
    const { email } = await registerUser(t.app);
    await forgot(t, email);
    const first = await nextResetEmail(email);
    await forgot(t, email);
    const second = await nextResetEmail(email);
    expect(second.token).not.toBe(first.token);
    expect((await reset(t, first.token)).json().code).toBe('RESET_LINK_EXPIRED');
    expect((await reset(t, second.token)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a damaged token', 'short'],
    ['an empty token', ''],
  ])('refuses %s as an invalid link', async (_label, token) => {
    const res = await reset(t, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'RESET_LINK_INVALID', message: 'This password reset link is not valid. Ask for a new one.' });
  });

  it.each([
    ['too short', 'Ab1!', 'at least 8 characters'],
    ['without a capital', 'lowercase-only-1!', 'uppercase'],
    ['too common', 'Password1!', 'too common'],
  ])('refuses a new password %s with 400 naming the field, and the link still works', async (_label, password, fragment) => {
    const { email } = await registerUser(t.app);
    await forgot(t, email);
    const { token } = await nextResetEmail(email);
    const res = await reset(t, token, password);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().fieldErrors.password).toContain(fragment);
    expect((await login(t, email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await reset(t, token)).statusCode).toBe(200);
  });

  it('refuses the link of an account deleted since it was sent', async () => {
    const { email, cookie } = await registerUser(t.app);
    await forgot(t, email);
    const { token } = await nextResetEmail(email);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie }, payload: { password: STRONG_PASSWORD } });
    expect(deleted.statusCode).toBe(200);
    expect((await reset(t, token)).json().code).toBe('RESET_LINK_INVALID');
    // And a deleted account gets no new link.
    await forgot(t, email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((received, i) => !taken.has(i) && received.to.includes(email))).toHaveLength(0);
  });

  it('deletes links a day past their expiry or use for the retention job, and keeps the rest', async () => {
    const { email, user } = await registerUser(t.app);
    await forgot(t, email);
    const { token } = await nextResetEmail(email);
    const repo = createPasswordResetRepository(t.database.db);
    expect(await repo.deleteResetTokensExpiredBefore(new Date(Date.now() - 86_400_000))).toBe(0);
    const [row] = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(row).toBeTruthy();
    await repo.deleteResetTokensExpiredBefore(new Date(Date.now() + 2 * 3600_000));
    expect(await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toHaveLength(0);
    expect((await reset(t, token)).json().code).toBe('RESET_LINK_INVALID');
  });
});

describe('limits and a password-guessing attack', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://acasa.example', RATE_LIMITS: 'on', AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => strict?.close());

  it(`limits requests per address (${RESET_LIMITS.requestsPerAddress} an hour), for unknown addresses alike`, async () => {
    for (const address of [(await registerUser(strict.app)).email, uniqueEmail('nobody')]) {
      const statuses: number[] = [];
      for (let i = 0; i <= RESET_LIMITS.requestsPerAddress; i++) statuses.push((await forgot(strict, address, { ip: `10.1.0.${i}` })).statusCode);
      expect(statuses).toEqual([...Array(RESET_LIMITS.requestsPerAddress).fill(200), 429]);
    }
  });

  it(`limits requests per IP (${RESET_LIMITS.requestsPerIp} an hour)`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RESET_LIMITS.requestsPerIp; i++) statuses.push((await forgot(strict, uniqueEmail('many'), { ip: '10.2.0.1' })).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    const refused = await forgot(strict, uniqueEmail('many'), { ip: '10.2.0.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    // Another machine is not affected.
    expect((await forgot(strict, uniqueEmail('many'), { ip: '10.2.0.2' })).statusCode).toBe(200);
  });

  it('lets the owner in through a reset while guesses lock the account, and keeps their browser in', async () => {
    const { email } = await registerUser(strict.app);
    const guess = (i: number) => login(strict, email, `Wrong-guess-${i}!`, { ip: `10.3.0.${i}` });
    for (let i = 0; i < 5; i++) await guess(i);
    // The defect: the owner on a new phone, with the right password, is refused for the whole window.
    expect((await login(strict, email, STRONG_PASSWORD, { ip: '10.9.9.9' })).statusCode).toBe(429);

    await forgot(strict, email, { ip: '10.9.9.9' });
    const { token } = await nextResetEmail(email);
    const done = await strict.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: NEW_PASSWORD }, remoteAddress: '10.9.9.9' });
    expect(done.statusCode).toBe(200);
    expect(done.cookies.find((cookie) => cookie.name === 'acasa_device')).toMatchObject({ httpOnly: true, path: '/api/auth' });
    const phone = cookiesOf(done);
    expect((await me(strict, phone)).statusCode).toBe(200);

    // The attack goes on: the attacker stays locked out, even with the new password...
    await guess(6);
    expect((await login(strict, email, NEW_PASSWORD, { ip: '10.3.0.7' })).statusCode).toBe(429);
    // ...while the phone the reset signed in can sign in again (after signing out) with it.
    await strict.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: phone } });
    const deviceOnly = phone.split('; ').filter((part) => part.startsWith('acasa_device=')).join('; ');
    const again = await login(strict, email, NEW_PASSWORD, { ip: '10.9.9.9', cookie: deviceOnly });
    expect(again.statusCode).toBe(200);
  });

  it('does not let a reset link be guessed without end from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RESET_LIMITS.resetsPerIp; i++) {
      const res = await strict.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: 'B'.repeat(43), password: NEW_PASSWORD }, remoteAddress: '10.4.0.1' });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
  });
});

it('keeps the account row’s other fields as they were', async () => {
  const { email, user } = await registerUser(t.app, { firstName: 'Mihai' });
  await forgot(t, email);
  await reset(t, (await nextResetEmail(email)).token);
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  expect(row).toMatchObject({ email, firstName: 'Mihai', role: 'user' });
});
