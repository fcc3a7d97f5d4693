import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assessmentEvents, assessments, contactMessages, documents, payments, sessions, users } from '../../db/schema';
import { FileNotFoundError } from '../../storage/file-storage';
import { createTestApp, sessionCookie, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { signInPro } from '../broker/review-fixtures';
import { PDF_BYTES, storedFiles, uploadForm } from '../documents/upload-fixtures';

/**
 * Settings (issue 12, "an account they own"): profile, e-mail, password, signed-in devices,
 * the data export and account deletion. A user only ever reads or changes their own account.
 */
let t: TestApp;
let uploadDir: string;
beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'acasa-account-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

const request = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, extra: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { cookie, 'accept-language': 'en', ...extra }, payload });
const login = (email: string, password = STRONG_PASSWORD, userAgent = FIREFOX_WINDOWS) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'user-agent': userAgent }, payload: { email, password } });
const me = (cookie: string) => t.app.inject({ url: '/api/auth/user', headers: { cookie } });

async function submitAssessment(cookie: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie }, payload: WORKED_EXAMPLE });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
async function uploadPdf(cookie: string, assessmentId: string, name = 'payslip-march.pdf') {
  const res = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie }, payload: uploadForm({ assessmentId, documentType: 'payslip' }, { bytes: PDF_BYTES, name }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

describe('profile, e-mail and password', () => {
  it('changes the names; refuses blank or overlong ones in the user\'s language', async () => {
    const account = await signIn(t.app, t.database.db);
    const res = await request(account.cookie, 'PATCH', '/api/account/profile', { firstName: '  Ioana ', lastName: 'Popescu' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Ioana', lastName: 'Popescu', email: account.email });
    expect((await me(account.cookie)).json()).toMatchObject({ firstName: 'Ioana', lastName: 'Popescu' });
    const bad = await request(account.cookie, 'PATCH', '/api/account/profile', { firstName: ' ', lastName: 'x'.repeat(51) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ firstName: 'First name is required', lastName: 'Last name must be at most 50 characters' });
    expect((await t.app.inject({ method: 'PATCH', url: '/api/account/profile', payload: { firstName: 'A', lastName: 'B' } })).statusCode).toBe(401);
  });

  it('changes the e-mail only with the password, and never to one another account has (any case)', async () => {
    const account = await signIn(t.app, t.database.db);
    const other = await signIn(t.app, t.database.db);
    const wrong = await request(account.cookie, 'PUT', '/api/account/email', { email: uniqueEmail('new'), password: 'Not-the-password-1!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ password: 'The password is not correct.' });

    const taken = await request(account.cookie, 'PUT', '/api/account/email', { email: other.email.toUpperCase(), password: STRONG_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'USER_EXISTS', fieldErrors: { email: 'This e-mail address already belongs to another account.' } });

    const invalid = await request(account.cookie, 'PUT', '/api/account/email', { email: 'not an e-mail', password: STRONG_PASSWORD });
    expect(invalid.json().fieldErrors).toHaveProperty('email');

    const next = uniqueEmail('moved');
    const changed = await request(account.cookie, 'PUT', '/api/account/email', { email: `  ${next.toUpperCase()} `, password: STRONG_PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().email).toBe(next);
    expect((await login(account.email)).statusCode).toBe(401);
    expect((await login(next)).statusCode).toBe(200);
  });

  it('changes the password with the current one and the register rules, and signs every other device out', async () => {
    const account = await signIn(t.app, t.database.db);
    const otherDevice = sessionCookie(await login(account.email, STRONG_PASSWORD, CHROME_ANDROID));
    const change = (payload: object) => request(account.cookie, 'PUT', '/api/account/password', payload);

    expect((await change({ currentPassword: 'wrong-Password-1!', newPassword: 'Brasov-Sibiu-2027!' })).json().fieldErrors).toEqual({ currentPassword: 'The password is not correct.' });
    expect((await change({ currentPassword: STRONG_PASSWORD, newPassword: 'short' })).json().fieldErrors).toEqual({ newPassword: 'Password must be at least 8 characters' });
    const common = await change({ currentPassword: STRONG_PASSWORD, newPassword: 'P@ssw0rd1!' });
    expect(common.statusCode).toBe(400);
    expect(common.json().fieldErrors).toEqual({ newPassword: 'This password is too common. Please choose another.' });
    expect((await change({ currentPassword: STRONG_PASSWORD, newPassword: STRONG_PASSWORD })).json().fieldErrors).toEqual({ newPassword: 'The new password must be different from the current one.' });
    expect((await me(otherDevice)).statusCode).toBe(200);

    const done = await change({ currentPassword: STRONG_PASSWORD, newPassword: 'Brasov-Sibiu-2027!' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await me(account.cookie)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await login(account.email)).statusCode).toBe(401);
    expect((await login(account.email, 'Brasov-Sibiu-2027!')).statusCode).toBe(200);
  });
});

describe('signed-in devices', () => {
  it('lists the devices with browser, system, address and "this device", and signs one out', async () => {
    const email = uniqueEmail('devices');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'user-agent': FIREFOX_WINDOWS },
      payload: { email, password: STRONG_PASSWORD, firstName: 'Ana', lastName: 'Pop' },
    });
    const laptop = sessionCookie(registered);
    const phone = sessionCookie(await login(email, STRONG_PASSWORD, CHROME_ANDROID));

    const list = await request(laptop, 'GET', '/api/account/sessions');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const devices = list.json() as Array<{ id: string; browser: string; os: string; deviceType: string; isCurrent: boolean; ip: string; lastUsedAt: string; createdAt: string }>;
    expect(devices).toHaveLength(2);
    const current = devices.find((device) => device.isCurrent)!;
    const other = devices.find((device) => !device.isCurrent)!;
    expect(current).toMatchObject({ browser: 'Firefox 128', os: 'Windows 10', deviceType: 'desktop', ip: '127.0.0.1' });
    expect(other).toMatchObject({ browser: 'Chrome 126', os: 'Android 14', deviceType: 'mobile' });
    expect(Date.parse(other.lastUsedAt)).toBeGreaterThan(0);
    // No session key leaves the server.
    const [stored] = await t.database.db.select({ sid: sessions.sid }).from(sessions).where(eq(sessions.publicId, other.id));
    expect(list.body).not.toContain(stored.sid);

    // Someone else cannot see or end these sessions.
    const stranger = await signIn(t.app, t.database.db);
    expect((await request(stranger.cookie, 'GET', '/api/account/sessions')).json()).toHaveLength(1);
    expect((await request(stranger.cookie, 'DELETE', `/api/account/sessions/${other.id}`)).statusCode).toBe(404);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await request(laptop, 'DELETE', '/api/account/sessions/not-an-id')).statusCode).toBe(404);

    const signedOut = await request(laptop, 'DELETE', `/api/account/sessions/${other.id}`);
    expect(signedOut.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await request(laptop, 'DELETE', `/api/account/sessions/${other.id}`)).statusCode).toBe(404);
  });
});

describe('the data export', () => {
  it('is one zip with the profile, assessments and their history, documents\' files, payments and messages', async () => {
    const owner = await signInPro(t.app, t.database.db, 'user', { firstName: 'Ioana', lastName: 'Popescu' });
    const assessmentId = await submitAssessment(owner.cookie);
    const document = await uploadPdf(owner.cookie, assessmentId);
    await t.app.inject({ method: 'POST', url: '/api/contact', headers: { cookie: owner.cookie }, payload: { name: 'Ioana', email: owner.email, topic: 'billing', message: 'A question about my invoice, please.' } });
    await t.database.db.insert(payments).values({
      invoiceKey: `test:in_export_${owner.user.id}`,
      provider: 'test',
      userId: owner.user.id,
      amount: '29.00',
      currency: 'EUR',
      status: 'paid',
      plan: 'pro',
      occurredAt: new Date('2026-01-05T10:00:00Z'),
    });
    const broker = await signIn(t.app, t.database.db, 'broker');
    await request(broker.cookie, 'PUT', `/api/broker/assessments/${assessmentId}/status`, { status: 'in_review', notes: 'Looking at it' });
    // Issue 24: a kept plan with a step done, and the case's messages and a request.
    const targetDate = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
    expect((await request(owner.cookie, 'PUT', `/api/assessments/${assessmentId}/buying-plan`, { targetDate, canTravel: true, bankId: null })).statusCode).toBe(200);
    expect((await request(owner.cookie, 'PUT', `/api/assessments/${assessmentId}/buying-plan/steps/translations`, { done: true })).statusCode).toBe(200);
    expect((await request(owner.cookie, 'POST', `/api/assessments/${assessmentId}/messages`, { body: 'When can we sign?' })).statusCode).toBe(201);
    const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect((await request(broker.cookie, 'POST', `/api/assessments/${assessmentId}/document-requests`, { documentType: 'tax_certificate', dueDate, note: 'Your 2025 tax statement' })).statusCode).toBe(201);

    const res = await request(owner.cookie, 'GET', '/api/account/export');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="acasa-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const read = (name: string) => JSON.parse(strFromU8(files[name]));

    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.txt', 'profile.json', 'assessments.json', 'documents.json', 'certificates.json', 'payments.json', 'contact-messages.json', 'pinned-scenarios.json', 'buying-plans.json', 'case.json', 'signed-in-devices.json']),
    );
    expect(read('profile.json')).toMatchObject({ id: owner.user.id, email: owner.email, firstName: 'Ioana', lastName: 'Popescu' });
    expect(JSON.stringify(read('profile.json'))).not.toMatch(/password|stripe/i);
    const [assessment] = read('assessments.json');
    expect(assessment).toMatchObject({ id: assessmentId, status: 'in_review', monthlyIncome: '3000.00', originCountry: 'RO' });
    expect(assessment.statusHistory.map((event: { toStatus: string; by: string }) => [event.toStatus, event.by])).toEqual([
      ['submitted', 'you'],
      ['in_review', 'reviewer'],
    ]);
    expect(assessment.statusHistory[1].note).toBe('Looking at it');
    const [listed] = read('documents.json');
    expect(listed).toMatchObject({ id: document.id, originalName: 'payslip-march.pdf', documentType: 'payslip' });
    expect(listed).not.toHaveProperty('fileName');
    expect(Buffer.from(files[listed.file]).equals(PDF_BYTES)).toBe(true);
    expect(read('payments.json')).toEqual([expect.objectContaining({ amount: '29.00', currency: 'EUR', status: 'paid' })]);
    expect(read('contact-messages.json')).toEqual([expect.objectContaining({ topic: 'billing', message: 'A question about my invoice, please.' })]);
    expect(read('signed-in-devices.json')).toHaveLength(1);
    expect(read('buying-plans.json')).toEqual([expect.objectContaining({ assessmentId, targetDate, canTravel: true, stepsDone: [expect.objectContaining({ stepKey: 'translations' })] })]);
    expect(read('case.json')).toEqual({
      messages: [expect.objectContaining({ assessmentId, authorSide: 'applicant', body: 'When can we sign?' })],
      documentRequests: [expect.objectContaining({ assessmentId, documentType: 'tax_certificate', note: 'Your 2025 tax statement', dueDate, status: 'open' })],
    });
    // In the account's language (Romanian, the default).
    expect(strFromU8(files['README.txt'])).toContain('copia datelor dumneavoastră');

    // Someone else's export holds none of it; a guest gets none at all.
    const stranger = await signIn(t.app, t.database.db);
    const theirs = unzipSync(new Uint8Array((await request(stranger.cookie, 'GET', '/api/account/export')).rawPayload));
    expect(JSON.parse(strFromU8(theirs['assessments.json']))).toEqual([]);
    expect(Object.keys(theirs).some((name) => name.startsWith('documents/'))).toBe(false);
    expect((await t.app.inject({ url: '/api/account/export' })).statusCode).toBe(401);
  });
});

describe('deleting the account', () => {
  it('needs the password, and keeps the last admin', async () => {
    const account = await signIn(t.app, t.database.db);
    const wrong = await request(account.cookie, 'DELETE', '/api/account', { password: 'Not-it-2026!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ password: 'The password is not correct.' });
    expect((await request(account.cookie, 'DELETE', '/api/account', {})).statusCode).toBe(400);
    expect((await me(account.cookie)).statusCode).toBe(200);

    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const admin = await signIn(t.app, t.database.db, 'admin');
    const refused = await request(admin.cookie, 'DELETE', '/api/account', { password: STRONG_PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect((await me(admin.cookie)).statusCode).toBe(200);
  });

  it('erases sessions, documents and their files at once; anonymises reviewed assessments; keeps payments', async () => {
    const owner = await signInPro(t.app, t.database.db, 'user', { firstName: 'Radu', lastName: 'Marinescu' });
    const otherDevice = sessionCookie(await login(owner.email, STRONG_PASSWORD, CHROME_ANDROID));
    const reviewedId = await submitAssessment(owner.cookie);
    const unreviewedId = await submitAssessment(owner.cookie);
    await uploadPdf(owner.cookie, reviewedId);
    await uploadPdf(owner.cookie, unreviewedId, 'contract.pdf');
    const keys = (await t.database.db.select({ key: documents.fileName }).from(documents).where(eq(documents.userId, owner.user.id))).map((row) => row.key);
    expect(keys).toHaveLength(2);
    const filesBefore = storedFiles(uploadDir).length;
    const broker = await signIn(t.app, t.database.db, 'broker');
    await request(broker.cookie, 'PUT', `/api/broker/assessments/${reviewedId}/status`, { status: 'approved', notes: 'Radu works at Siemens, salary confirmed' });
    await t.app.inject({ method: 'POST', url: '/api/contact', headers: { cookie: owner.cookie }, payload: { name: 'Radu', email: owner.email, topic: 'account', message: 'Please delete everything about me.' } });
    await t.database.db.insert(payments).values({ invoiceKey: `test:in_delete_${owner.user.id}`, provider: 'test', userId: owner.user.id, amount: '29.00', currency: 'EUR', status: 'paid', occurredAt: new Date() });

    const res = await request(owner.cookie, 'DELETE', '/api/account', { password: STRONG_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ keptPaymentRecords: 1, anonymisedAssessments: 1, erasedAssessments: 1, erasedDocuments: 2 });
    // The browser is told to forget the cookie; every session is gone.
    expect(String(res.headers['set-cookie'])).toMatch(/acasa_session=;.*Max-Age=0/);
    expect((await me(owner.cookie)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await login(owner.email)).statusCode).toBe(401);

    // The files are gone from storage, not only their rows.
    for (const key of keys) await expect(t.app.services.storage.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
    expect(storedFiles(uploadDir).length).toBe(filesBefore - 2);
    expect(await t.database.db.select().from(documents).where(eq(documents.userId, owner.user.id))).toEqual([]);
    expect(await t.database.db.select().from(contactMessages).where(eq(contactMessages.userId, owner.user.id))).toEqual([]);

    // The account row is a tombstone: nothing that names the person.
    const [tombstone] = await t.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(tombstone).toMatchObject({ email: `deleted-${owner.user.id}@deleted.invalid`, firstName: null, lastName: null, passwordHash: null, deletedAt: expect.any(Date) });
    // The unreviewed assessment is gone; the reviewed one stays without personal inputs or notes.
    expect(await t.database.db.select().from(assessments).where(eq(assessments.id, unreviewedId))).toEqual([]);
    const [kept] = await t.database.db.select().from(assessments).where(eq(assessments.id, reviewedId));
    expect(kept).toMatchObject({ status: 'approved', age: null, maritalStatus: null, educationLevel: null, monthlyIncome: '3000.00', eligibilityScore: expect.any(Number) });
    const notes = await t.database.db.select({ note: assessmentEvents.note, to: assessmentEvents.toStatus }).from(assessmentEvents).where(eq(assessmentEvents.assessmentId, reviewedId));
    expect(notes.map((row) => row.note)).toEqual([null, null]);
    expect(JSON.stringify(await t.database.db.select().from(assessments).where(eq(assessments.id, reviewedId)))).not.toContain('Radu');
    // Payment records stay (accounting law), with the tombstone.
    expect(await t.database.db.select({ amount: payments.amount }).from(payments).where(eq(payments.userId, owner.user.id))).toEqual([{ amount: '29.00' }]);

    // The e-mail is free again.
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: owner.email, password: STRONG_PASSWORD, firstName: 'Radu', lastName: 'M' } });
    expect(again.statusCode).toBe(201);
  });
});

describe('password checks are rate-limited per account', () => {
  it('refuses further attempts after the limit, even with the right password', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'on', AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const registered = await limited.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail('limit'), password: STRONG_PASSWORD, firstName: 'A', lastName: 'B' } });
      const cookie = sessionCookie(registered);
      const attempt = (password: string) => limited.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie }, payload: { password } });
      for (let i = 0; i < 3; i++) expect((await attempt('Wrong-pass-2026!')).statusCode).toBe(400);
      expect((await attempt(STRONG_PASSWORD)).statusCode).toBe(429);
      expect((await limited.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
