import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminCountryList } from '../../../core/schemas/admin';
import { ZAdminClosingCostList, ZAdminSchemeList, type AdminClosingCost } from '../../../core/schemas/admin-costs';
import { auditChanges, ZAuditPage } from '../../../core/schemas/audit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../assessments/assessment-fixtures';

/**
 * Issue 20, the back-office walk: a three-letter country code, a scheme whose loan limit is above
 * its price limit, the audit entry of a reordered list, and the only admin's own role.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, language = 'en', cookie = admin.cookie) =>
  t.app.inject({ method, url, payload: payload as object | undefined, headers: { 'accept-language': language, cookie } });
const countries = async () => ZAdminCountryList.parse((await inject('GET', '/api/admin/countries')).json());

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, t.database.db, 'admin', { firstName: 'Maria', lastName: 'Dumitru' });
});
afterAll(() => t.close());

describe('a country code is two letters, never cut to two', () => {
  it.each([
    ['en', 'Country code must be two letters (for example RO)'],
    ['ro', 'Codul țării trebuie să aibă două litere (de exemplu RO)'],
    ['fr', 'Le code du pays doit comporter deux lettres (par exemple RO)'],
  ])('refuses SWE for a new country with 400 naming the code (%s), and saves neither SWE nor SW', async (language, message) => {
    const res = await inject('POST', '/api/admin/countries', { name: 'Sweden', code: 'SWE', flag: '', type: 'income' }, language);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { code: message } });
    expect(Object.keys(res.json().fieldErrors)).toEqual(['code']);
    const codes = (await countries()).map((country) => country.code);
    expect(codes).not.toContain('SW');
    expect(codes).not.toContain('SWE');
  });

  it('refuses SWE as a new code for an existing country, which keeps its own', async () => {
    const romania = (await countries()).find((country) => country.code === 'RO')!;
    const res = await inject('PUT', `/api/admin/countries/${romania.id}`, { ...romania, code: 'swe' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.code).toBe('Country code must be two letters (for example RO)');
    expect((await countries()).find((country) => country.id === romania.id)!.code).toBe('RO');
  });

  it('takes SE, the two letters of Sweden, in any case', async () => {
    const res = await inject('POST', '/api/admin/countries', { name: 'Sweden', code: 'se', flag: '', type: 'income' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ code: 'SE', name: 'Sweden' });
  });
});

describe('a first-home scheme’s loan limit is at most its price limit', () => {
  const noua = async () => ZAdminSchemeList.parse((await inject('GET', '/api/admin/first-home-schemes')).json()).find((scheme) => scheme.key === 'ro_noua_casa')!;

  it.each([
    ['en', 'Loan limit cannot be above the price limit'],
    ['ro', 'Plafonul creditului nu poate depăși plafonul de preț'],
    ['fr', 'Le prêt plafond ne peut pas dépasser le prix plafond'],
  ])('refuses a loan limit above the price limit with 400 on maxLoan (%s), and keeps the scheme', async (language, message) => {
    const before = await noua();
    const { id, key: _key, ...body } = before;
    const res = await inject('PUT', `/api/admin/first-home-schemes/${id}`, { ...body, maxPrice: '70000', maxLoan: '70000.01' }, language);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { maxLoan: message } });
    expect(await noua()).toEqual(before);
  });

  it('takes a loan limit equal to the price limit, and either limit alone', async () => {
    const { id, key: _key, ...body } = await noua();
    expect((await inject('PUT', `/api/admin/first-home-schemes/${id}`, { ...body, maxPrice: '70000', maxLoan: '70000' })).statusCode).toBe(200);
    expect((await inject('PUT', `/api/admin/first-home-schemes/${id}`, { ...body, maxPrice: null, maxLoan: '90000' })).statusCode).toBe(200);
    expect((await inject('PUT', `/api/admin/first-home-schemes/${id}`, { ...body, maxPrice: '50000', maxLoan: '' })).statusCode).toBe(200);
    expect(await noua()).toMatchObject({ maxPrice: 50000, maxLoan: null });
  });
});

describe('the audit entry of a reordered list reads by item, not by position', () => {
  const asInput = ({ id: _id, countryCode: _c, sortOrder: _s, ...rest }: AdminClosingCost) => rest;
  const costsOf = async (country: string) => ZAdminClosingCostList.parse((await inject('GET', '/api/admin/closing-costs')).json()).filter((c) => c.countryCode === country);
  const latestCostsEntry = async () => ZAuditPage.parse((await inject('GET', '/api/admin/audit?entityKind=closing_costs')).json()).items[0];

  it('two costs swapped: one "order changed" with both orders by key, no item field', async () => {
    const items = (await costsOf('RO')).map(asInput);
    const swapped = [items[1], items[0], ...items.slice(2)];
    expect((await inject('PUT', '/api/admin/closing-costs/RO', { items: swapped })).statusCode).toBe(200);
    const entry = await latestCostsEntry();
    expect(auditChanges(entry.before, entry.after)).toEqual([
      { field: 'items', kind: 'order', before: items.map((c) => c.key), after: swapped.map((c) => c.key) },
    ]);
  });

  it('a reorder with one rate changed: the order, then "items.<key>.rate: old → new" for that cost only', async () => {
    const items = (await costsOf('RO')).map(asInput);
    const moved = [...items.slice(1), { ...items[0], rate: 0.0123 }];
    expect((await inject('PUT', '/api/admin/closing-costs/RO', { items: moved })).statusCode).toBe(200);
    const entry = await latestCostsEntry();
    const changes = auditChanges(entry.before, entry.after);
    expect(changes.map(({ field, kind }) => [field, kind])).toEqual([
      ['items', 'order'],
      [`items.${items[0].key}.rate`, undefined],
    ]);
    expect(changes[0]).toMatchObject({ before: items.map((c) => c.key), after: moved.map((c) => c.key) });
    expect(Number(changes[1].before)).toBe(items[0].rate);
    expect(Number(changes[1].after)).toBe(0.0123);
  });
});

describe('the only admin cannot demote themselves', () => {
  it.each([
    ['en', 'user', 'You cannot remove the last admin. Make another user an admin first.'],
    ['fr', 'broker', 'Vous ne pouvez pas retirer le dernier administrateur. Nommez d’abord un autre utilisateur administrateur.'],
  ])('refuses the only admin’s own %s → %s with 409 naming the role, and keeps them admin', async (language, role, message) => {
    expect((await inject('GET', '/api/admin/stats')).json().users.admins).toBe(1);
    const res = await inject('PUT', `/api/admin/users/${admin.user.id}/role`, { role }, language);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message, fieldErrors: { role: message } });
    expect((await inject('GET', '/api/auth/user')).json().role).toBe('admin');
  });
});
