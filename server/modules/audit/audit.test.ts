import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuditPage, type AuditEntry } from '../../../core/schemas/audit';
import { ZScoringConfig } from '../../../core/schemas/admin';
import { adminAuditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../assessments/assessment-fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let otherAdmin: Awaited<ReturnType<typeof signIn>>;

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = admin.cookie) =>
  t.app.inject({ method, url, payload: payload as object | undefined, headers: { 'accept-language': 'en', cookie } });

/** The newest audit rows for a kind, as an admin lists them. */
async function trail(query: string): Promise<AuditEntry[]> {
  const res = await inject('GET', `/api/admin/audit?${query}`);
  expect(res.statusCode).toBe(200);
  return ZAuditPage.parse(res.json()).items;
}
const latest = async (kind: string) => (await trail(`entityKind=${kind}`))[0];
const auditRowCount = async () => (await t.database.db.select({ id: adminAuditLog.id }).from(adminAuditLog)).length;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, t.database.db, 'admin', { firstName: 'Ana', lastName: 'Admin' });
  otherAdmin = await signIn(t.app, t.database.db, 'admin', { firstName: 'Ion', lastName: 'Other' });
});
afterAll(async () => {
  await t.close();
});

describe('every admin change is in the audit trail, with who, when, before and after', () => {
  it('countries: create, update and delete', async () => {
    const created = await inject('POST', '/api/admin/countries', { name: 'Moldova', code: 'MD', flag: '', type: 'both' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const create = await latest('country');
    expect(create).toMatchObject({
      action: 'create',
      entityId: String(id),
      entityLabel: 'Moldova (MD)',
      actor: { id: admin.user.id, email: admin.email, name: 'Ana Admin' },
      before: null,
      after: { name: 'Moldova', code: 'MD', isActive: true },
    });
    expect(Date.now() - Date.parse(create.createdAt)).toBeLessThan(60_000);

    expect((await inject('PUT', `/api/admin/countries/${id}`, { name: 'Republica Moldova', isActive: false })).statusCode).toBe(200);
    expect(await latest('country')).toMatchObject({
      action: 'update',
      before: { name: 'Moldova', isActive: true },
      after: { name: 'Republica Moldova', isActive: false },
    });

    expect((await inject('DELETE', `/api/admin/countries/${id}`)).statusCode).toBe(204);
    expect(await latest('country')).toMatchObject({ action: 'delete', before: { name: 'Republica Moldova', code: 'MD' }, after: null });
  });

  it('banks: create, update and delete', async () => {
    const bank = { name: 'Banca Audit', countryCode: 'RO', minLoanAmount: '10000', maxLoanAmount: 250000, interestRateMin: '4.5', interestRateMax: 6.75, isActive: true };
    const created = await inject('POST', '/api/admin/banks', bank);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(await latest('bank')).toMatchObject({ action: 'create', entityLabel: 'Banca Audit', before: null, after: { name: 'Banca Audit', interestRateMax: '6.75' } });

    expect((await inject('PUT', `/api/admin/banks/${id}`, { interestRateMax: '7.10' })).statusCode).toBe(200);
    const update = await latest('bank');
    expect(update).toMatchObject({ action: 'update', before: { interestRateMax: '6.75' }, after: { interestRateMax: '7.10' } });
    // Row timestamps are the audit row's own business: not repeated as a change.
    expect(update.after).not.toHaveProperty('updatedAt');

    expect((await inject('DELETE', `/api/admin/banks/${id}`)).statusCode).toBe(204);
    expect(await latest('bank')).toMatchObject({ action: 'delete', before: { name: 'Banca Audit' }, after: null });
  });

  it('lending rules', async () => {
    const rules = (await inject('GET', '/api/admin/lending-rules')).json() as Array<{ id: number; countryCode: string; loanCurrency: string; dstiCap: string }>;
    const rule = rules.find((r) => r.countryCode === 'RO' && r.loanCurrency === 'EUR')!;
    expect((await inject('PUT', `/api/admin/lending-rules/${rule.id}`, { dstiCap: '0.35' })).statusCode).toBe(200);
    expect(await latest('lending_rule')).toMatchObject({
      action: 'update',
      entityId: String(rule.id),
      entityLabel: 'RO · EUR',
      before: { dstiCap: rule.dstiCap },
      after: { dstiCap: '0.350' },
    });
  });

  it('exchange rates: a new rate and a correction', async () => {
    const created = await inject('POST', '/api/admin/exchange-rates', { currency: 'GBP', rate: '0.86', rateDate: '2025-06-02', source: 'typed' });
    expect(created.statusCode).toBe(201);
    expect(await latest('exchange_rate')).toMatchObject({ action: 'create', entityLabel: 'GBP · 2025-06-02', before: null, after: { rate: '0.860000' } });
    expect((await inject('PUT', `/api/admin/exchange-rates/${created.json().id}`, { rate: '0.87' })).statusCode).toBe(200);
    expect(await latest('exchange_rate')).toMatchObject({ action: 'update', before: { rate: '0.860000' }, after: { rate: '0.870000', source: 'typed' } });
  });

  it('scoring: the changed categories of the new version', async () => {
    const config = ZScoringConfig.parse((await inject('GET', '/api/admin/scoring-config')).json());
    const employment = config.categories.find((c) => c.category === 'employmentType')!;
    const affordability = config.categories.find((c) => c.category === 'affordability')!;
    const lowered = { weight: 5, options: { permanent: 5, 'self-employed': 3, temporary: 2, freelance: 2, other: 1 } };
    const res = await inject('PUT', '/api/admin/scoring-config', {
      categories: [{ id: employment.id, ...lowered }, { id: affordability.id, weight: affordability.weight + employment.weight - 5 }],
    });
    expect(res.statusCode).toBe(200);
    const entry = await latest('scoring');
    expect(entry).toMatchObject({
      action: 'update',
      entityId: String(res.json().version),
      before: { employmentType: { weight: employment.weight, options: employment.options }, affordability: { weight: affordability.weight } },
      after: { employmentType: lowered, affordability: { weight: affordability.weight + employment.weight - 5 } },
    });
    expect(Object.keys(entry.after!).sort()).toEqual(['affordability', 'employmentType']);
  });

  it('verdict ceilings', async () => {
    const res = await inject('PUT', '/api/admin/scoring-config/verdict-ceilings', { notEligible: 30, partial: 60 });
    expect(res.statusCode).toBe(200);
    expect(await latest('verdict_ceilings')).toMatchObject({
      action: 'update',
      entityId: String(res.json().version),
      before: { notEligible: 49, partial: 79 },
      after: { notEligible: 30, partial: 60 },
    });
  });

  it("user roles, labelled with the user's e-mail", async () => {
    const someone = await signIn(t.app, t.database.db);
    expect((await inject('PUT', `/api/admin/users/${someone.user.id}/role`, { role: 'broker' }, otherAdmin.cookie)).statusCode).toBe(200);
    expect(await latest('user_role')).toMatchObject({
      action: 'update',
      entityId: someone.user.id,
      entityLabel: someone.email,
      actor: { id: otherAdmin.user.id },
      before: { role: 'user' },
      after: { role: 'broker' },
    });
  });

  it('a refused or empty change writes no audit row', async () => {
    const count = await auditRowCount();
    expect((await inject('POST', '/api/admin/countries', { name: 'Romania again', code: 'RO', type: 'both' })).statusCode).toBe(409);
    expect((await inject('DELETE', '/api/admin/countries/999999')).statusCode).toBe(404);
    expect((await inject('PUT', '/api/admin/scoring-config/verdict-ceilings', { notEligible: 30, partial: 60 })).statusCode).toBe(200);
    expect((await inject('PUT', `/api/admin/users/${admin.user.id}/role`, { role: 'admin' })).statusCode).toBe(200);
    expect(await auditRowCount()).toBe(count);
  });
});

describe('GET /api/admin/audit', () => {
  it('filters by kind, actor and date range, newest first, and paginates', async () => {
    const all = ZAuditPage.parse((await inject('GET', '/api/admin/audit?pageSize=100')).json());
    expect(all.total).toBe(12);
    const times = all.items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const byOther = ZAuditPage.parse((await inject('GET', `/api/admin/audit?actorId=${otherAdmin.user.id}`)).json());
    expect(byOther.total).toBe(1);
    expect(byOther.items[0].entityKind).toBe('user_role');

    const banks = ZAuditPage.parse((await inject('GET', '/api/admin/audit?entityKind=bank')).json());
    expect(banks.items.map((item) => item.action)).toEqual(['delete', 'update', 'create']);

    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(ZAuditPage.parse((await inject('GET', `/api/admin/audit?from=${today}&to=${today}`)).json()).total).toBe(all.total);
    expect(ZAuditPage.parse((await inject('GET', `/api/admin/audit?to=${yesterday}`)).json()).total).toBe(0);

    const page2 = ZAuditPage.parse((await inject('GET', '/api/admin/audit?pageSize=2&page=2')).json());
    expect(page2.items.map((item) => item.id)).toEqual(all.items.slice(2, 4).map((item) => item.id));
  });

  it.each([
    ['an unknown kind', 'entityKind=planet', 'entityKind'],
    ['an actor that is not an id', 'actorId=ana', 'actorId'],
    ['an impossible day', 'from=2026-02-30', 'from'],
    ['a range that ends before it starts', 'from=2026-03-02&to=2026-03-01', 'to'],
  ])('refuses %s with a 400 naming the field', async (_name, query, field) => {
    const res = await inject('GET', `/api/admin/audit?${query}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
    expect(res.json().fieldErrors[field]).not.toMatch(/validation\./);
  });

  it('is for admins only', async () => {
    const user = await signIn(t.app, t.database.db);
    const broker = await signIn(t.app, t.database.db, 'broker');
    expect((await inject('GET', '/api/admin/audit', undefined, user.cookie)).statusCode).toBe(403);
    expect((await inject('GET', '/api/admin/audit', undefined, broker.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });
});
