import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ZAdminAssessmentPage, ZAdminStats, ZAdminUser, ZAdminUserPage } from '../../../core/schemas/admin';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { signInPro } from '../broker/review-fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let broker: Awaited<ReturnType<typeof signIn>>;
let applicant: Awaited<ReturnType<typeof signIn>>;

const inject = (options: { method?: 'GET' | 'PUT'; url: string; cookie?: string; payload?: unknown }) =>
  t.app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    payload: options.payload as object | undefined,
    headers: { 'accept-language': 'en', ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
const setRole = (userId: string, role: string, cookie = admin.cookie) => inject({ method: 'PUT', url: `/api/admin/users/${userId}/role`, cookie, payload: { role } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, t.database.db, 'admin', { firstName: 'Maria', lastName: 'Dumitru' });
  broker = await signIn(t.app, t.database.db, 'broker');
  applicant = await signInPro(t.app, t.database.db, 'user', { firstName: 'Ioana', lastName: 'Popescu' });
  for (let i = 0; i < 2; i++) {
    const res = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: applicant.cookie }, payload: WORKED_EXAMPLE });
    expect(res.statusCode).toBe(201);
  }
  await inject({ method: 'PUT', url: '/api/assessments/draft', cookie: applicant.cookie, payload: { residenceCountry: 'DE' } });
});
afterAll(() => t.close());

describe('GET /api/admin/stats', () => {
  it('gives the Overview counters', async () => {
    const res = await inject({ url: '/api/admin/stats', cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(ZAdminStats.parse(res.json())).toEqual({
      users: { total: 3, admins: 1, brokers: 1 },
      assessments: { total: 3, submitted: 2, inReview: 0, approved: 0, rejected: 0, drafts: 1 },
      countries: { total: 21, active: 21 },
      banks: { total: expect.any(Number), active: expect.any(Number) },
    });
  });
});

describe('GET /api/admin/users', () => {
  it('lists users newest first with their assessment count, never secrets', async () => {
    const res = await inject({ url: '/api/admin/users', cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    const page = ZAdminUserPage.parse(res.json());
    expect(page.total).toBe(3);
    expect(page.items.map((user) => user.id)).toEqual([applicant.user.id, broker.user.id, admin.user.id]);
    expect(page.items[0]).toMatchObject({ email: applicant.email, firstName: 'Ioana', role: 'user', subscriptionPlan: 'pro', subscriptionStatus: 'active', assessmentCount: 3 });
    expect(page.items[2]).toMatchObject({ role: 'admin', assessmentCount: 0 });
    for (const user of res.json().items) expect(Object.keys(user).sort()).toEqual(Object.keys(ZAdminUser.shape).sort());
    expect(res.body).not.toMatch(/password|stripe|argon/i);
  });

  it('searches by e-mail, filters by role and paginates', async () => {
    const search = await inject({ url: `/api/admin/users?search=${encodeURIComponent(applicant.email.toUpperCase())}`, cookie: admin.cookie });
    expect(search.json()).toMatchObject({ total: 1, items: [{ id: applicant.user.id }] });
    const brokers = await inject({ url: '/api/admin/users?role=broker', cookie: admin.cookie });
    expect(brokers.json()).toMatchObject({ total: 1, items: [{ id: broker.user.id }] });
    const second = await inject({ url: '/api/admin/users?pageSize=2&page=2', cookie: admin.cookie });
    expect(second.json()).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ id: admin.user.id }] });
    expect((await inject({ url: '/api/admin/users?role=owner', cookie: admin.cookie })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/assessments', () => {
  it('lists every submitted assessment with its applicant, filterable by status, never a draft (issue 11)', async () => {
    const res = await inject({ url: '/api/admin/assessments', cookie: admin.cookie });
    const page = ZAdminAssessmentPage.parse(res.json());
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.status)).toEqual(['submitted', 'submitted']);
    expect(page.items[0]).toMatchObject({
      status: 'submitted',
      userFirstName: 'Ioana',
      userLastName: 'Popescu',
      residenceCountry: 'DE',
      originCountry: 'RO',
      monthlyIncome: '3000.00',
      incomeCurrency: 'EUR',
      employmentType: 'permanent',
      desiredLoanAmount: '100000.00',
      maxLoanAmount: '96000.00',
      propertyType: 'apartment',
      propertyValue: '120000.00',
      eligibilityScore: expect.any(Number),
    });
    // The applicant's draft exists (the owner sees it) but is not the admin's to list or filter for.
    expect((await inject({ url: '/api/assessments/draft', cookie: applicant.cookie })).json().draft).toMatchObject({ status: 'draft' });
    const search = await inject({ url: `/api/admin/assessments?search=${encodeURIComponent(applicant.email)}`, cookie: admin.cookie });
    expect(search.json()).toMatchObject({ total: 2 });
    const drafts = await inject({ url: '/api/admin/assessments?status=draft', cookie: admin.cookie });
    expect(drafts.statusCode).toBe(400);
    expect(Object.keys(drafts.json().fieldErrors)).toEqual(['status']);
    const submitted = await inject({ url: '/api/admin/assessments?status=submitted&pageSize=1', cookie: admin.cookie });
    expect(submitted.json()).toMatchObject({ total: 2, pageSize: 1 });
    expect(submitted.json().items).toHaveLength(1);
  });
});

describe('PUT /api/admin/users/:userId/role', () => {
  it('refuses to remove the last admin, even by themselves', async () => {
    const res = await setRole(admin.user.id, 'user');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message: 'You cannot remove the last admin. Make another user an admin first.',
      fieldErrors: { role: 'You cannot remove the last admin. Make another user an admin first.' },
    });
    const ro = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${admin.user.id}/role`,
      headers: { cookie: admin.cookie, 'accept-language': 'ro' },
      payload: { role: 'broker' },
    });
    expect(ro.json().message).toBe('Nu puteți elimina ultimul administrator. Numiți mai întâi un alt utilizator administrator.');
    expect((await inject({ url: '/api/auth/user', cookie: admin.cookie })).json().role).toBe('admin');
  });

  it("changes a role and ends that user's sessions", async () => {
    const before = await inject({ url: '/api/auth/user', cookie: applicant.cookie });
    expect(before.statusCode).toBe(200);
    const res = await setRole(applicant.user.id, 'broker');
    expect(res.statusCode).toBe(200);
    expect(ZAdminUser.parse(res.json())).toMatchObject({ id: applicant.user.id, role: 'broker', assessmentCount: 3 });
    expect((await inject({ url: '/api/auth/user', cookie: applicant.cookie })).statusCode).toBe(401);
    // The admin's own session is untouched.
    expect((await inject({ url: '/api/auth/user', cookie: admin.cookie })).statusCode).toBe(200);
  });

  it('keeps sessions when the role does not change', async () => {
    const res = await setRole(broker.user.id, 'broker');
    expect(res.statusCode).toBe(200);
    expect((await inject({ url: '/api/broker/stats', cookie: broker.cookie })).statusCode).toBe(200);
  });

  it('lets one of two admins be demoted, then protects the remaining one', async () => {
    expect((await setRole(broker.user.id, 'admin')).statusCode).toBe(200);
    expect((await setRole(admin.user.id, 'user')).statusCode).toBe(200);
    // The demoted admin was signed out; the new admin signs in again (the role change ended their sessions).
    expect((await inject({ url: '/api/auth/user', cookie: admin.cookie })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: broker.email, password: 'Cluj-Napoca-2026!' } });
    const cookie = `acasa_session=${login.cookies.find((c) => c.name === 'acasa_session')!.value}`;
    expect((await setRole(broker.user.id, 'user', cookie)).statusCode).toBe(409);
    // Restore for the tests below.
    expect((await setRole(admin.user.id, 'admin', cookie)).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: admin.email, password: 'Cluj-Napoca-2026!' } });
    admin = { ...admin, cookie: `acasa_session=${again.cookies.find((c) => c.name === 'acasa_session')!.value}` };
  });

  it('answers 404 for unknown or malformed ids and 400 for an unknown role', async () => {
    expect((await setRole(randomUUID(), 'broker')).statusCode).toBe(404);
    expect((await setRole('42', 'broker')).statusCode).toBe(404);
    const bad = await setRole(applicant.user.id, 'owner');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ role: 'Role must be user, broker or admin' });
  });

  it('is refused to brokers (403) and guests (401)', async () => {
    const otherBroker = await signIn(t.app, t.database.db, 'broker');
    expect((await setRole(otherBroker.user.id, 'admin', otherBroker.cookie)).statusCode).toBe(403);
    expect((await inject({ url: '/api/admin/users', cookie: otherBroker.cookie })).statusCode).toBe(403);
    expect((await inject({ url: '/api/admin/users' })).statusCode).toBe(401);
  });
});
