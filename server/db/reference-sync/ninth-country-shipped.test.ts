import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKED_EXAMPLE } from '../../../core/eligibility/worked-example';
import { shippedReferenceData, type ReferenceData } from '../../../core/reference-data';
import { signIn } from '../../modules/assessments/assessment-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { syncReferenceData, type ReferenceSyncReport } from './sync-reference-data';

/**
 * Issue 21: a ninth property country shipped as a default is data only. The next release adds
 * Lithuania to core/reference-data (its country, lending rule, a bank and its costs of buying),
 * an existing database starts, the sync writes them, and an applicant buying there is evaluated
 * to that bank's offer. No migration, no other file. (An admin can do the same on a running
 * product: server/modules/admin/ninth-country.test.ts.)
 */
const withLithuania: ReferenceData = {
  ...shippedReferenceData,
  countries: [...shippedReferenceData.countries, { code: 'LT', name: 'Lithuania', flag: '🇱🇹', type: 'property' }],
  lendingRules: [
    ...shippedReferenceData.lendingRules,
    {
      countryCode: 'LT',
      loanCurrency: 'EUR',
      dstiCap: '0.400',
      ltvCap: '0.850',
      maxTermYears: 30,
      maxAgeAtMaturity: 75,
      baseRate: '3.90',
      stressAddon: '0',
      source: 'Bank of Lithuania, Responsible Lending Regulations (test data)',
    },
  ],
  banks: [
    ...shippedReferenceData.banks,
    {
      name: 'Lietuvos Testo Bankas',
      countryCode: 'LT',
      minLoanAmount: '10000.00',
      maxLoanAmount: '500000.00',
      interestRateMin: '3.50',
      interestRateMax: '4.50',
      loanCurrencies: ['EUR'],
      representativeRates: { EUR: { rate: 3.9 } },
    },
  ],
  closingCosts: [
    ...shippedReferenceData.closingCosts,
    { countryCode: 'LT', key: 'notary', base: 'price', amount: '0', rate: '0.004500', source: 'Lithuanian notary tariff (test data)', sortOrder: 1 },
  ],
};

let t: TestApp;
let report: ReferenceSyncReport | undefined;
beforeAll(async () => {
  t = await createTestApp({}, { beforeStart: async (database) => (report = await syncReferenceData(database.db, withLithuania)) });
});
afterAll(() => t.close());

describe('a ninth property country shipped as a default (issue 21, ADR 080)', () => {
  it('reaches an existing database at its start and evaluates an applicant buying there to the new bank', async () => {
    expect(report).toMatchObject({ inserted: 4, updated: 0, keptEdited: [], keptDeleted: [] });
    const config = (await t.app.inject({ url: '/api/assessments/config' })).json() as { lendingRules: Array<{ countryCode: string }> };
    expect(config.lendingRules.map((rule) => rule.countryCode)).toContain('LT');

    const applicant = await signIn(t.app, t.database.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: applicant.cookie }, payload: { ...WORKED_EXAMPLE, originCountry: 'LT' } });
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json();
    expect(JSON.stringify(result)).toContain('Lietuvos Testo Bankas');
    expect(Number(result.maxLoanAmount)).toBeGreaterThan(0);
  });
});
