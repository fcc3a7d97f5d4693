import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ZAdminBankCharges, ZAdminBankChargesList, ZAdminClosingCostList, ZAdminScheme, ZAdminSchemeList, type AdminClosingCost } from '../../../core/schemas/admin-costs';
import { propertyCountryCodes } from '../../../core/reference-data/countries';
import { adminAuditLog, countryClosingCosts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../assessments/assessment-fixtures';

let t: TestApp;
let admin: { cookie: string };
let broker: { cookie: string };

const inject = (method: 'GET' | 'PUT', url: string, payload?: unknown, cookie = admin.cookie, language = 'en') =>
  t.app.inject({ method, url, payload: payload as object | undefined, headers: { 'accept-language': language, cookie } });
const engineConfig = async () => (await t.app.inject({ url: '/api/assessments/config' })).json();
const costsOf = async (country: string) => ZAdminClosingCostList.parse((await inject('GET', '/api/admin/closing-costs')).json()).filter((c) => c.countryCode === country);
/** A listed cost as the PUT body takes it back. */
const asInput = ({ id: _id, countryCode: _c, sortOrder: _s, ...rest }: AdminClosingCost) => rest;
const lastAudit = async () => (await t.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1))[0];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, t.database.db, 'admin');
  broker = await signIn(t.app, t.database.db, 'broker');
});
afterAll(() => t.close());

describe('costs of buying', () => {
  it('lists every property country’s costs with their sources, inactive ones included; admins only', async () => {
    const res = await inject('GET', '/api/admin/closing-costs');
    expect(res.statusCode).toBe(200);
    const list = ZAdminClosingCostList.parse(res.json());
    expect(new Set(list.map((c) => c.countryCode))).toEqual(new Set(propertyCountryCodes));
    expect(list.find((c) => c.countryCode === 'CZ' && c.key === 'transferTax')).toMatchObject({ isActive: false });
    expect(list.every((c) => c.source.length > 10)).toBe(true);
    expect((await inject('GET', '/api/admin/closing-costs', undefined, broker.cookie)).statusCode).toBe(403);
    expect((await inject('PUT', '/api/admin/closing-costs/RO', { items: [] }, broker.cookie)).statusCode).toBe(403);
  });

  it('saves a country’s list whole, in order; the engine uses it at once; the change is audited', async () => {
    const ro = await costsOf('RO');
    const items = ro.map(asInput);
    const landRegistry = items.find((c) => c.key === 'landRegistry')!;
    landRegistry.rate = 0.002;
    landRegistry.source = 'ANCPI tariff (admin re-check)';
    landRegistry.verifiedOn = '2026-11-24';
    const valuation = { key: 'valuation', base: 'fixed', amount: '120.5', rate: '', brackets: [], min: '', max: null, vatRate: '0.21', firstHomeExemptUpTo: null, firstHomeRelief: null, firstHomeMaxAge: null, source: 'Independent valuer, estimate', verifiedOn: '' };
    const res = await inject('PUT', '/api/admin/closing-costs/ro', { items: [valuation, ...items] });
    expect(res.statusCode).toBe(200);
    const saved = ZAdminClosingCostList.parse(res.json());
    expect(saved.map((c) => c.key)).toEqual(['valuation', ...items.map((c) => c.key)]);
    expect(saved[0]).toMatchObject({ countryCode: 'RO', amount: 120.5, rate: 0, brackets: null, min: null, vatRate: 0.21, verifiedOn: null, sortOrder: 1 });
    expect((await costsOf('RO')).find((c) => c.key === 'landRegistry')).toMatchObject({ rate: 0.002, verifiedOn: '2026-11-24' });
    // Brackets survive the round trip exactly.
    expect((await costsOf('RO')).find((c) => c.key === 'notary')!.brackets).toEqual(ro.find((c) => c.key === 'notary')!.brackets);

    const engineRo = (await engineConfig()).closingCosts.filter((c: { countryCode: string }) => c.countryCode === 'RO');
    expect(engineRo.map((c: { key: string }) => c.key)).toEqual(['valuation', ...items.map((c) => c.key)]);
    expect(engineRo.find((c: { key: string }) => c.key === 'landRegistry').rate).toBe(0.002);

    const audit = await lastAudit();
    expect(audit).toMatchObject({ entityKind: 'closing_costs', entityId: 'RO', action: 'update' });
    expect((audit.before as { items: unknown[] }).items).toHaveLength(ro.length);
    expect((audit.after as { items: unknown[] }).items).toHaveLength(ro.length + 1);
  });

  it.each([
    ['no source', { source: '  ' }, 'items.0.source', 'Source is required: say where the figure comes from (a law, a tariff, or “estimate”)'],
    ['a rate above 100 %', { rate: 1.5 }, 'items.0.rate', 'Rate must be a share from 0 to 1 (0.02 = 2 %), at most 6 decimals'],
    ['an unknown key', { key: 'bribe' }, 'items.0.key', 'Choose one of the listed costs'],
    ['an unknown base', { base: 'salary' }, 'items.0.base', 'Base must be the price, the loan, what is owed, or a fixed amount'],
    ['a floor above the cap', { min: 500, max: 100 }, 'items.0.max', 'Cap must not be below the floor'],
    ['a scale going down', { brackets: [{ upTo: 1000, rate: 0.01 }, { upTo: 500, rate: 0.02 }, { upTo: null, rate: 0.01 }] }, 'items.0.brackets.1.upTo', 'Each bracket must end above the previous one, and only the last may be open'],
    ['a relief with no price limit', { firstHomeRelief: 0.5, firstHomeExemptUpTo: null }, 'items.0.firstHomeExemptUpTo', 'Give the price up to which a first home is relieved'],
    ['an age out of range', { firstHomeExemptUpTo: 1000, firstHomeMaxAge: 7 }, 'items.0.firstHomeMaxAge', 'Age limit must be a whole number of years from 18 to 100'],
    ['a date that does not exist', { verifiedOn: '2026-02-30' }, 'items.0.verifiedOn', 'Checked on must be a date (YYYY-MM-DD)'],
    ['an amount typed with a comma', { amount: '1,5' }, 'items.0.amount', 'Amount must be a non-negative amount in EUR with at most 2 decimals'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_case, change, field, message) => {
    const before = await costsOf('PL');
    const items = before.map(asInput);
    const res = await inject('PUT', '/api/admin/closing-costs/PL', { items: [{ ...items[0], ...change }, ...items.slice(1)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(await costsOf('PL')).toEqual(before);
  });

  it('refuses the same cost twice, in the interface language', async () => {
    const items = (await costsOf('HR')).map(asInput);
    const res = await inject('PUT', '/api/admin/closing-costs/HR', { items: [...items, items[0]] }, admin.cookie, 'ro');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[`items.${items.length}.key`]).toBe('Acest cost apare de două ori în listă');
  });

  it('answers 404 for a country that does not exist', async () => {
    expect((await inject('PUT', '/api/admin/closing-costs/ZZ', { items: [] })).statusCode).toBe(404);
    expect((await inject('PUT', '/api/admin/closing-costs/ROU', { items: [] })).statusCode).toBe(404);
  });

  it('can empty a country’s list', async () => {
    const res = await inject('PUT', '/api/admin/closing-costs/SK', { items: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const rows = await t.database.db.select().from(countryClosingCosts).where(and(eq(countryClosingCosts.countryCode, 'SK')));
    expect(rows).toEqual([]);
  });
});

describe('bank charges', () => {
  it('lists each bank’s charges, saves a new list, and the engine offers it at once', async () => {
    const list = ZAdminBankChargesList.parse((await inject('GET', '/api/admin/bank-charges')).json());
    const bcr = list.find((b) => b.bankName === 'BCR (Erste Group)')!;
    expect(bcr.items.map((c) => c.key)).toEqual(expect.arrayContaining(['arrangement', 'valuation', 'lifeInsurance', 'propertyInsurance']));
    const items = bcr.items.map((c) => (c.key === 'arrangement' ? { ...c, amount: 0, source: 'BCR promotion, admin' } : c));
    const res = await inject('PUT', `/api/admin/banks/${bcr.bankId}/charges`, { items });
    expect(res.statusCode).toBe(200);
    const saved = ZAdminBankCharges.parse(res.json());
    expect(saved.items.find((c) => c.key === 'arrangement')).toMatchObject({ amount: 0, source: 'BCR promotion, admin', frequency: 'upfront', isMandatory: true });
    const engineBank = (await engineConfig()).banks.find((b: { name: string }) => b.name === 'BCR (Erste Group)');
    expect(engineBank.charges.find((c: { key: string }) => c.key === 'arrangement')).toMatchObject({ amount: 0, source: 'BCR promotion, admin' });
    expect(await lastAudit()).toMatchObject({ entityKind: 'bank', entityId: String(bcr.bankId), action: 'update' });
  });

  it('refuses a charge with no frequency or no source, naming the field; 404 for an unknown bank', async () => {
    const [bank] = ZAdminBankChargesList.parse((await inject('GET', '/api/admin/bank-charges')).json());
    const base = { key: 'account', base: 'fixed', amount: 2, rate: 0, brackets: null, min: null, max: null, vatRate: null, firstHomeExemptUpTo: null, firstHomeRelief: null, firstHomeMaxAge: null, source: 'estimate', verifiedOn: null, isMandatory: true };
    const noFrequency = await inject('PUT', `/api/admin/banks/${bank.bankId}/charges`, { items: [base] });
    expect(noFrequency.statusCode).toBe(400);
    expect(noFrequency.json().fieldErrors['items.0.frequency']).toBe('Frequency must be at signing, monthly or yearly');
    const noSource = await inject('PUT', `/api/admin/banks/${bank.bankId}/charges`, { items: [{ ...base, frequency: 'monthly', source: '' }] });
    expect(noSource.json().fieldErrors['items.0.source']).toBe('Source is required: say where the figure comes from (a law, a tariff, or “estimate”)');
    expect((await inject('PUT', '/api/admin/banks/999999/charges', { items: [] })).statusCode).toBe(404);
    const after = ZAdminBankChargesList.parse((await inject('GET', '/api/admin/bank-charges')).json()).find((b) => b.bankId === bank.bankId);
    expect(after).toEqual(bank);
  });
});

describe('first-home schemes', () => {
  it('updates a scheme whole; the engine uses it at once', async () => {
    const schemes = ZAdminSchemeList.parse((await inject('GET', '/api/admin/first-home-schemes')).json());
    const noua = schemes.find((s) => s.key === 'ro_noua_casa')!;
    const { id, key: _key, ...body } = noua;
    const res = await inject('PUT', `/api/admin/first-home-schemes/${id}`, { ...body, maxPrice: '75000', source: 'OUG 60/2009, 2026 ceiling (admin)', verifiedOn: '2026-11-24' });
    expect(res.statusCode).toBe(200);
    expect(ZAdminScheme.parse(res.json())).toMatchObject({ key: 'ro_noua_casa', maxPrice: 75000, verifiedOn: '2026-11-24' });
    expect((await engineConfig()).schemes.find((s: { key: string }) => s.key === 'ro_noua_casa').maxPrice).toBe(75000);
    expect(await lastAudit()).toMatchObject({ entityKind: 'first_home_scheme', entityId: String(id), action: 'update' });
  });

  it('refuses an LTV above 100 % or an unknown country, naming the field', async () => {
    const [scheme] = ZAdminSchemeList.parse((await inject('GET', '/api/admin/first-home-schemes')).json());
    const { id, key: _key, ...body } = scheme;
    const ltv = await inject('PUT', `/api/admin/first-home-schemes/${id}`, { ...body, ltvCap: 1.2 });
    expect(ltv.statusCode).toBe(400);
    expect(ltv.json().fieldErrors.ltvCap).toBe('Loan-to-value must be a share above 0 and at most 1 (0.95 = 95 %)');
    const country = await inject('PUT', `/api/admin/first-home-schemes/${id}`, { ...body, countryCode: 'ZZ' });
    expect(country.statusCode).toBe(400);
    expect(country.json().fieldErrors.countryCode).toBe('This country does not exist: add it in Countries first');
  });
});
