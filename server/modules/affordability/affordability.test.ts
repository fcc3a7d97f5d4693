import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZAffordabilityResponse } from '../../../core/schemas/affordability';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countEveryTable } from '../assessments/assessment-fixtures';
import { LANGUAGES } from '../../../core/languages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ASK = { residenceCountry: 'DE', originCountry: 'RO', monthlyIncome: '3000', incomeCurrency: 'EUR', currentSavings: '30000' };
const afford = (payload: object, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/affordability', headers: { 'accept-language': language }, payload });

describe('POST /api/affordability', () => {
  it('answers the most expensive home with its loan, the cash it needs and what limits it, storing nothing', async () => {
    const before = await countEveryTable(t.database.db);
    const res = await afford(ASK);
    expect(res.statusCode).toBe(200);
    const answer = ZAffordabilityResponse.parse(res.json());
    expect(answer.price).toBeGreaterThan(30_000);
    expect(answer.loan).toBeGreaterThan(0);
    expect(answer.loan).toBeLessThan(answer.price);
    // The savings pay what the loan does not, and the costs of buying.
    expect(answer.cashNeeded).toBeLessThanOrEqual(30_000);
    expect(answer.cashNeeded).toBeGreaterThan(answer.price - answer.loan);
    expect(['income', 'savings', 'age', 'bankMaximum']).toContain(answer.limitedBy);
    expect(answer.assumptions).toMatchObject({ employmentType: 'permanent', propertyType: 'apartment' });
    expect(answer.assumptions.age).toBeGreaterThanOrEqual(18);
    expect(await countEveryTable(t.database.db)).toEqual(before);
  });

  it('says savings are missing when there are none', async () => {
    const res = await afford({ ...ASK, currentSavings: '0' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ price: 0, limitedBy: 'noSavings' });
  });

  it.each([
    ['a missing income', { monthlyIncome: '' }, 'monthlyIncome'],
    ['a negative income', { monthlyIncome: '-5' }, 'monthlyIncome'],
    ['an unknown currency', { incomeCurrency: 'XYZ' }, 'incomeCurrency'],
    ['missing savings', { currentSavings: undefined }, 'currentSavings'],
    ['negative savings', { currentSavings: '-1' }, 'currentSavings'],
    ['a malformed country', { originCountry: 'Romania' }, 'originCountry'],
    ['a country we do not lend in', { originCountry: 'DE' }, 'originCountry'],
    ['a residence we do not cover', { residenceCountry: 'RO' }, 'residenceCountry'],
  ])('refuses %s with a 400 naming the field in the user\'s language', async (_label, override, field) => {
    for (const language of LANGUAGES) {
      const res = await afford({ ...ASK, ...override }, language);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
      expect(res.json().fieldErrors[field]).not.toMatch(/^(validation|fields)\./);
    }
  });

  it('never lowers the price when the income rises (property over incomes and savings)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 500, max: 12_000 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 5_000, max: 150_000 }),
        fc.constantFrom('RO', 'PL', 'HU', 'HR'),
        async (income, raise, savings, country) => {
          const ask = { ...ASK, originCountry: country, currentSavings: String(savings) };
          const lower = ZAffordabilityResponse.parse((await afford({ ...ask, monthlyIncome: String(income) })).json());
          const higher = ZAffordabilityResponse.parse((await afford({ ...ask, monthlyIncome: String(income + raise) })).json());
          expect(higher.price).toBeGreaterThanOrEqual(lower.price);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('rate limit', () => {
  it('answers 429 past PREVIEW_RATE_LIMIT_MAX questions a minute per IP, other IPs unaffected', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'on', PREVIEW_RATE_LIMIT_MAX: '2' });
    try {
      const ask = (ip: string) => limited.app.inject({ method: 'POST', url: '/api/affordability', remoteAddress: ip, headers: { 'accept-language': 'en' }, payload: ASK });
      for (let i = 0; i < 2; i += 1) expect((await ask('203.0.113.21')).statusCode).toBe(200);
      const refused = await ask('203.0.113.21');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect((await ask('203.0.113.22')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
