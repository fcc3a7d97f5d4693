import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminBank, ZAdminBankList, ZAdminCountry, ZAdminCountryList } from '../../../core/schemas/admin';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';

let t: TestApp;
let admin: { cookie: string };
let broker: { cookie: string };

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = admin.cookie) =>
  t.app.inject({ method, url, payload: payload as object | undefined, headers: { 'accept-language': 'en', cookie } });
const publicCodes = async () => ((await t.app.inject({ url: '/api/countries' })).json() as Array<{ code: string }>).map((c) => c.code);
const engineCountries = async () => (await t.app.inject({ url: '/api/assessments/config' })).json().lendingRules.map((r: { countryCode: string }) => r.countryCode);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, t.database.db, 'admin');
  broker = await signIn(t.app, t.database.db, 'broker');
});
afterAll(() => t.close());

describe('countries', () => {
  let moldovaId: number;

  it('lists every country, inactive ones included', async () => {
    const res = await inject('GET', '/api/admin/countries');
    expect(res.statusCode).toBe(200);
    const list = ZAdminCountryList.parse(res.json());
    expect(list.find((c) => c.code === 'RO')).toMatchObject({ name: 'Romania', flag: '🇷🇴', type: 'property', isActive: true });
  });

  it('creates a country with a lowercase code, stored uppercase, and shows it publicly at once', async () => {
    expect(await publicCodes()).not.toContain('MD');
    const res = await inject('POST', '/api/admin/countries', { name: ' Moldova ', code: 'md', flag: '🇲🇩', type: 'property', isActive: true, id: 999, createdAt: 'x' });
    expect(res.statusCode).toBe(201);
    const country = ZAdminCountry.parse(res.json());
    expect(country).toMatchObject({ name: 'Moldova', code: 'MD', flag: '🇲🇩', type: 'property', isActive: true });
    expect(country.id).not.toBe(999);
    moldovaId = country.id;
    expect(await publicCodes()).toContain('MD');
  });

  it('refuses a duplicate code, in any case, with a clear message on the field', async () => {
    const res = await inject('POST', '/api/admin/countries', { name: 'Moldova again', code: 'Md', flag: '', type: 'both' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'A country with this code already exists', fieldErrors: { code: 'A country with this code already exists' } });
    const ro = await t.app.inject({
      method: 'POST',
      url: '/api/admin/countries',
      headers: { cookie: admin.cookie, 'accept-language': 'ro' },
      payload: { name: 'Moldova', code: 'MD', type: 'both' },
    });
    expect(ro.json().message).toBe('Există deja o țară cu acest cod');
    const rename = await inject('PUT', `/api/admin/countries/${moldovaId}`, { code: 'ro' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().fieldErrors.code).toBe('A country with this code already exists');
  });

  it.each([
    ['a three-letter code', { name: 'X', code: 'MDA', type: 'both' }, 'code', 'Country code must be two letters (for example RO)'],
    ['a code with a digit', { name: 'X', code: 'M1', type: 'both' }, 'code', 'Country code must be two letters (for example RO)'],
    ['no name', { name: '  ', code: 'XX', type: 'both' }, 'name', 'Country name is required'],
    ['an unknown type', { name: 'X', code: 'XX', type: 'tourism' }, 'type', 'Type must be income, property or both'],
  ])('refuses %s', async (_name, payload, field, message) => {
    const res = await inject('POST', '/api/admin/countries', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('updates a country partly (make it inactive) and hides it publicly at once', async () => {
    const res = await inject('PUT', `/api/admin/countries/${moldovaId}`, { isActive: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'MD', name: 'Moldova', isActive: false });
    expect(await publicCodes()).not.toContain('MD');
    const renamed = await inject('PUT', `/api/admin/countries/${moldovaId}`, { name: 'Republic of Moldova', code: 'md', flag: '🇲🇩', type: 'property', isActive: true });
    expect(renamed.json()).toMatchObject({ name: 'Republic of Moldova', code: 'MD', isActive: true });
  });

  it('deletes an unused country', async () => {
    const res = await inject('DELETE', `/api/admin/countries/${moldovaId}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await publicCodes()).not.toContain('MD');
    expect((await inject('DELETE', `/api/admin/countries/${moldovaId}`)).statusCode).toBe(404);
  });

  it('refuses to delete a country used by banks or lending rules, saying to make it inactive', async () => {
    const romania = ZAdminCountryList.parse((await inject('GET', '/api/admin/countries')).json()).find((c) => c.code === 'RO')!;
    const res = await inject('DELETE', `/api/admin/countries/${romania.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message: 'This country is used by banks, lending rules or assessments and cannot be deleted. Make it inactive instead.',
    });
    expect(await publicCodes()).toContain('RO');
  });

  it('refuses to delete or recode a country only assessments use', async () => {
    const user = await signIn(t.app, t.database.db);
    const germany = ZAdminCountryList.parse((await inject('GET', '/api/admin/countries')).json()).find((c) => c.code === 'DE')!;
    // Germany has no banks or rules: before any assessment it could go.
    const submitted = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: user.cookie }, payload: WORKED_EXAMPLE });
    expect(submitted.statusCode).toBe(201);
    expect((await inject('DELETE', `/api/admin/countries/${germany.id}`)).statusCode).toBe(409);
    const recode = await inject('PUT', `/api/admin/countries/${germany.id}`, { code: 'DD' });
    expect(recode.statusCode).toBe(409);
    expect(recode.json().message).toMatch(/cannot be changed/);
    // Inactive is allowed, and new assessments can then no longer name it.
    expect((await inject('PUT', `/api/admin/countries/${germany.id}`, { isActive: false })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'POST', url: '/api/assessments/preview', payload: WORKED_EXAMPLE });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toHaveProperty('residenceCountry');
    expect((await inject('PUT', `/api/admin/countries/${germany.id}`, { isActive: true })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/assessments/preview', payload: WORKED_EXAMPLE })).statusCode).toBe(200);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999']) {
      expect((await inject('PUT', `/api/admin/countries/${id}`, { isActive: true })).statusCode).toBe(404);
    }
  });
});

describe('banks', () => {
  const bank = {
    name: 'Banca Comercială Test',
    countryCode: 'ro',
    description: 'A test bank',
    website: 'https://bank.example',
    minLoanAmount: '10000',
    maxLoanAmount: 250000,
    interestRateMin: '4.5',
    interestRateMax: 6.75,
    isActive: true,
  };
  let bankId: number;

  it('creates a bank; amounts and rates as strings or numbers, stored as decimals', async () => {
    const res = await inject('POST', '/api/admin/banks', { ...bank, stripeId: 'dropped' });
    expect(res.statusCode).toBe(201);
    const created = ZAdminBank.parse(res.json());
    expect(created).toMatchObject({
      name: 'Banca Comercială Test',
      countryCode: 'RO',
      website: 'https://bank.example',
      minLoanAmount: '10000.00',
      maxLoanAmount: '250000.00',
      interestRateMin: '4.50',
      interestRateMax: '6.75',
      isActive: true,
      acceptsInternationalIncome: true,
      features: [],
      loanCurrencies: [],
      requiredDocuments: [],
      nonResidentLtvCap: null,
    });
    bankId = created.id;
    const engine = (await t.app.inject({ url: '/api/assessments/config' })).json();
    expect(engine.banks.map((b: { id: number }) => b.id)).toContain(bankId);
    expect(ZAdminBankList.parse((await inject('GET', '/api/admin/banks')).json()).map((b) => b.id)).toContain(bankId);
  });

  it.each([
    ['a minimum above the maximum', { minLoanAmount: '300000' }, 'maxLoanAmount', 'The maximum loan cannot be less than the minimum loan'],
    ['a minimum rate above the maximum', { interestRateMin: '7' }, 'interestRateMax', 'The maximum interest rate cannot be less than the minimum rate'],
    ['a rate off the 0.01 step', { interestRateMin: '4.555' }, 'interestRateMin', 'Minimum interest rate must be from 0 to 30 in steps of 0.01'],
    ['a rate over 30', { interestRateMax: 31 }, 'interestRateMax', 'Maximum interest rate must be from 0 to 30 in steps of 0.01'],
    ['a negative loan', { minLoanAmount: -5 }, 'minLoanAmount', 'Minimum loan must be a positive amount with at most 2 decimals'],
    ['a loan that is not a number', { maxLoanAmount: '12e5' }, 'maxLoanAmount', 'Maximum loan must be a positive amount with at most 2 decimals'],
    ['an unknown country', { countryCode: 'zz' }, 'countryCode', 'This country does not exist: add it in Countries first'],
    ['a website that is not http(s)', { website: 'javascript:alert(1)' }, 'website', 'Website must be a valid http(s) address'],
  ])('refuses %s', async (_name, change, field, message) => {
    const res = await inject('POST', '/api/admin/banks', { ...bank, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('checks the ranges of a partial update against the stored bank', async () => {
    const refused = await inject('PUT', `/api/admin/banks/${bankId}`, { maxLoanAmount: '5000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ maxLoanAmount: 'The maximum loan cannot be less than the minimum loan' });
    const res = await inject('PUT', `/api/admin/banks/${bankId}`, {
      maxLoanAmount: '400000.5',
      isActive: false,
      features: ['Loans in EUR'],
      loanCurrencies: ['eur', 'ron', 'EUR'],
      representativeRates: { eur: { rate: '5.1' }, RON: { rate: 6, fixedYears: 3, rateAfter: '6.5' } },
      requiredDocuments: ['payslip'],
      nonResidentLtvCap: 0.7,
      nonResidentMaxTermYears: '25',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      maxLoanAmount: '400000.50',
      minLoanAmount: '10000.00',
      isActive: false,
      features: ['Loans in EUR'],
      loanCurrencies: ['EUR', 'RON'],
      representativeRates: { EUR: { rate: 5.1, fixedYears: null, rateAfter: null }, RON: { rate: 6, fixedYears: 3, rateAfter: 6.5 } },
      requiredDocuments: ['payslip'],
      nonResidentLtvCap: '0.700',
      nonResidentMaxTermYears: 25,
    });
    const engine = (await t.app.inject({ url: '/api/assessments/config' })).json();
    expect(engine.banks.map((b: { id: number }) => b.id)).not.toContain(bankId);
  });

  it('deletes a bank', async () => {
    expect((await inject('DELETE', `/api/admin/banks/${bankId}`)).statusCode).toBe(204);
    expect((await inject('DELETE', `/api/admin/banks/${bankId}`)).statusCode).toBe(404);
    expect((await inject('PUT', `/api/admin/banks/${bankId}`, { isActive: true })).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await inject('GET', '/api/admin/banks', undefined, broker.cookie)).statusCode).toBe(403);
    expect((await inject('POST', '/api/admin/countries', { name: 'X', code: 'XX', type: 'both' }, broker.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/banks/1' })).statusCode).toBe(401);
    expect(await engineCountries()).toContain('RO');
  });
});
