import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countrySeed } from '../../../core/reference-data/countries';
import { WORKED_EXAMPLE } from '../../../core/eligibility/worked-example';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../assessments/assessment-fixtures';

/**
 * Issue 21: a new property country is data, not a deploy. An admin adds Lithuania (the country,
 * its lending rule, a bank lending in EUR) through the admin API on a real database, and an
 * applicant buying there gets an offer from that bank. No file of the product changes.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let applicant: Awaited<ReturnType<typeof signIn>>;

const adminPost = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'en', cookie: admin.cookie } });
const propertyCountries = async () =>
  ((await t.app.inject({ url: '/api/assessments/config' })).json() as { lendingRules: Array<{ countryCode: string }> }).lendingRules.map((r) => r.countryCode);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, t.database.db, 'admin');
  applicant = await signIn(t.app, t.database.db);
});
afterAll(() => t.close());

describe('a ninth property country added as data (issue 21)', () => {
  it('adds Lithuania through the admin API and evaluates an applicant buying there to an offer', async () => {
    const shipped = new Set(countrySeed.filter((country) => country.type !== 'income').map((country) => country.code));
    expect(shipped.has('LT')).toBe(false);
    expect(new Set(await propertyCountries())).toEqual(shipped);

    expect((await adminPost('/api/admin/countries', { name: 'Lithuania', code: 'LT', flag: '🇱🇹', type: 'property' })).statusCode).toBe(201);
    const rule = await adminPost('/api/admin/lending-rules', {
      countryCode: 'LT',
      loanCurrency: 'EUR',
      dstiCap: '0.4',
      ltvCap: '0.85',
      maxTermYears: 30,
      maxAgeAtMaturity: 75,
      baseRate: '3.9',
      stressAddon: '0',
      source: 'Bank of Lithuania, responsible lending regulations',
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const bank = await adminPost('/api/admin/banks', {
      name: 'Lietuvos Testo Bankas',
      countryCode: 'LT',
      minLoanAmount: '10000',
      maxLoanAmount: '500000',
      interestRateMin: '3.5',
      interestRateMax: '4.5',
      loanCurrencies: ['EUR'],
      representativeRates: { EUR: { rate: 3.9, fixedYears: null, rateAfter: null } },
      acceptsInternationalIncome: true,
      isActive: true,
    });
    expect(bank.statusCode, bank.body).toBe(201);
    expect(new Set(await propertyCountries())).toEqual(new Set([...shipped, 'LT']));

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assessments',
      headers: { cookie: applicant.cookie },
      payload: { ...WORKED_EXAMPLE, originCountry: 'LT' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json();
    expect(JSON.stringify(result)).toContain('Lietuvos Testo Bankas');
    expect(Number(result.maxLoanAmount)).toBeGreaterThan(0);
  });
});
