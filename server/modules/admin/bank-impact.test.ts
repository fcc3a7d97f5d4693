import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentInput } from '../../../core/schemas/assessment-input';
import { ZAdminBankList, ZBankImpact, type AdminBank, type BankImpact } from '../../../core/schemas/admin';
import { assessments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countEveryTable, signIn } from '../assessments/assessment-fixtures';
import { inputColumns } from '../assessments/assessment-shape';

/**
 * Issue 19: POST /api/admin/banks/impact re-evaluates the most recent submitted assessments of
 * the bank's country with the configuration as it is and as it would be after the change, and
 * says what would move. Nothing is written.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let broker: Awaited<ReturnType<typeof signIn>>;

/** `cookie` '' is a guest. */
const inject = (payload: unknown, cookie: string = admin.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/admin/banks/impact', payload: payload as object, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });
const impactOf = async (payload: unknown): Promise<BankImpact> => {
  const res = await inject(payload);
  expect(res.statusCode, res.body).toBe(200);
  return ZBankImpact.parse(res.json());
};

const base: AssessmentInput = {
  residenceCountry: 'DE',
  originCountry: 'RO',
  monthlyIncome: 3000,
  incomeCurrency: 'EUR',
  employmentType: 'permanent',
  employmentDuration: 24,
  age: 35,
  desiredLoanAmount: 100_000,
  propertyType: 'apartment',
  propertyValue: 120_000,
  maritalStatus: 'married',
  educationLevel: 'master',
};
/** Twelve Romanian households (incomes, currencies, ages, loans) and two elsewhere. */
const ROMANIAN: AssessmentInput[] = [
  base,
  { ...base, monthlyIncome: 2200 },
  { ...base, monthlyIncome: 4500, desiredLoanAmount: 150_000, propertyValue: 180_000 },
  { ...base, monthlyIncome: 1800, desiredLoanAmount: 90_000, propertyValue: 100_000 },
  { ...base, incomeCurrency: 'GBP', residenceCountry: 'UK', monthlyIncome: 3900 },
  { ...base, age: 52 },
  { ...base, age: 61, desiredLoanAmount: 60_000 },
  { ...base, employmentType: 'self-employed', monthlyIncome: 5200 },
  { ...base, monthlyIncome: 2600, coApplicantIncome: 1500, coApplicantIncomeCurrency: 'EUR', coApplicantEmploymentType: 'permanent', coApplicantAge: 33, dependants: 2 },
  { ...base, residenceCountry: 'IT', monthlyIncome: 2400, desiredLoanAmount: 110_000, propertyValue: 125_000 },
  { ...base, residenceCountry: 'US', incomeCurrency: 'USD', monthlyIncome: 5000 },
  { ...base, monthlyIncome: 1400, desiredLoanAmount: 70_000, propertyValue: 80_000 },
];
const ELSEWHERE: AssessmentInput[] = [
  { ...base, originCountry: 'PL', desiredLoanAmount: 120_000, propertyValue: 160_000 },
  { ...base, originCountry: 'HR', monthlyIncome: 4000 },
];

/** A new Romanian bank cheaper than every other, with no non-resident limit and no charges: issue 19's point 9. */
const careless = {
  name: 'Banca Nouă',
  countryCode: 'RO',
  minLoanAmount: '5000',
  maxLoanAmount: '1000000',
  interestRateMin: '2',
  interestRateMax: '9',
  loanCurrencies: ['EUR', 'RON'],
  representativeRates: { EUR: { rate: '2.5' }, RON: { rate: '3' } },
  maxAgeAtMaturity: 75,
  isActive: true,
};
const bodyOf = (bank: AdminBank) => {
  const { createdAt: _c, updatedAt: _u, ...body } = bank;
  return body;
};
let listed: AdminBank[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, t.database.db, 'admin');
  broker = await signIn(t.app, t.database.db, 'broker');
  const applicant = await signIn(t.app, t.database.db, 'user');
  const now = Date.now();
  const rows = [...ROMANIAN, ...ELSEWHERE].map((input, i) => ({
    ...inputColumns(input, null),
    userId: applicant.user.id,
    status: i % 3 === 0 ? ('approved' as const) : ('submitted' as const),
    submittedAt: new Date(now - i * 60_000),
  }));
  await t.database.db.insert(assessments).values(rows);
  // A draft in Romania is its owner's: never re-evaluated.
  await t.database.db.insert(assessments).values({ ...inputColumns(base, 3), userId: admin.user.id, status: 'draft' });
  listed = ZAdminBankList.parse((await t.app.inject({ url: '/api/admin/banks', headers: { cookie: admin.cookie } })).json());
});
afterAll(() => t.close());

describe('POST /api/admin/banks/impact', () => {
  it('a new bank with no non-resident limit and no charges moves Romanian results, and says how many', async () => {
    const before = await countEveryTable(t.database.db);
    const impact = await impactOf(careless);
    console.info('a careless new bank in Romania:', JSON.stringify(impact));
    expect(impact).toMatchObject({ countryCodes: ['RO'], assessed: ROMANIAN.length, sampleLimit: 200, skipped: 0, bestMatchBefore: 0 });
    expect(impact.bestMatchAfter).toBeGreaterThan(ROMANIAN.length / 2);
    expect(impact.changed).toBeGreaterThanOrEqual(impact.bestMatchAfter);
    expect(impact.bestBankChanged).toBeGreaterThanOrEqual(impact.bestMatchAfter);
    // Lent more at a lower rate: headlines rise, none falls; the largest rise is at least the median.
    expect(impact.headline.up.count).toBeGreaterThan(0);
    expect(impact.headline.down.count).toBe(0);
    expect(impact.headline.up.largest).toBeGreaterThanOrEqual(impact.headline.up.median);
    expect(impact.headline.up.median).toBeGreaterThan(0);
    // Nothing was written, and the engine the applicants use is unchanged.
    expect(await countEveryTable(t.database.db)).toEqual(before);
    const config = (await t.app.inject({ url: '/api/assessments/config' })).json();
    expect(config.banks.map((bank: { name: string }) => bank.name)).not.toContain('Banca Nouă');
  });

  it('the same bank with a non-resident cap, term and charges moves fewer results', async () => {
    const careful = {
      ...careless,
      nonResidentLtvCap: '0.6',
      nonResidentMaxTermYears: 20,
      representativeRates: { EUR: { rate: '8.5' }, RON: { rate: '8.9' } },
      charges: [{ key: 'arrangement', base: 'loan', rate: '0.02', frequency: 'upfront', source: 'Tariff 2026' }],
    };
    const [carelessImpact, carefulImpact] = [await impactOf(careless), await impactOf(careful)];
    expect(carefulImpact.bestMatchAfter).toBeLessThan(carelessImpact.bestMatchAfter);
  });

  it('an inactive new bank, or one for people living elsewhere, moves nothing', async () => {
    for (const bank of [{ ...careless, isActive: false }, { ...careless, acceptedResidenceCountries: ['CA'] }]) {
      const impact = await impactOf(bank);
      expect(impact).toMatchObject({ assessed: ROMANIAN.length, changed: 0, bestMatchAfter: 0, verdictChanges: [], bestBankChanged: 0 });
      expect(impact.headline).toEqual({ up: { count: 0, largest: 0, median: 0 }, down: { count: 0, largest: 0, median: 0 } });
    }
  });

  it('every stored bank, sent back as it is, moves nothing (the preview reads a bank as the engine does)', async () => {
    for (const bank of listed.filter((candidate) => ['RO', 'PL', 'HR'].includes(candidate.countryCode))) {
      const impact = await impactOf({ ...bodyOf(bank), id: bank.id });
      expect(impact.changed, bank.name).toBe(0);
      expect(impact.bestMatchAfter, bank.name).toBe(impact.bestMatchBefore);
    }
  });

  it('an edit says how many have the bank as best match now and after; taking it out of service moves them all', async () => {
    const counts = await Promise.all(
      listed.filter((bank) => bank.countryCode === 'RO').map(async (bank) => ({ bank, impact: await impactOf({ ...bodyOf(bank), id: bank.id, isActive: false }) })),
    );
    const [busiest] = counts.sort((a, b) => b.impact.bestMatchBefore - a.impact.bestMatchBefore);
    expect(busiest.impact.bestMatchBefore).toBeGreaterThan(0);
    expect(busiest.impact.bestMatchAfter).toBe(0);
    expect(busiest.impact.bestBankChanged).toBeGreaterThanOrEqual(busiest.impact.bestMatchBefore);
  });

  it('a bank moved to another country re-evaluates both countries', async () => {
    const pko = listed.find((bank) => bank.countryCode === 'PL')!;
    const impact = await impactOf({ ...bodyOf(pko), id: pko.id, countryCode: 'RO' });
    expect(impact.countryCodes.sort()).toEqual(['PL', 'RO']);
    expect(impact.assessed).toBe(ROMANIAN.length + 1);
  });

  it('refuses a bad bank with the field named, an unknown id with 404, and anyone but an admin', async () => {
    const bad = await inject({ ...careless, representativeRates: { EUR: { rate: '12' }, RON: { rate: '3' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ 'representativeRates.EUR.rate': "The representative rate must lie inside the bank's rate range" });
    expect((await inject({ ...careless, id: 999_999 })).statusCode).toBe(404);
    expect((await inject({ ...careless, id: 'x' })).json().fieldErrors).toHaveProperty('id');
    expect((await inject({ ...careless, countryCode: 'ZZ' })).json().fieldErrors).toEqual({ countryCode: 'This country does not exist: add it in Countries first' });
    expect((await inject(careless, broker.cookie)).statusCode).toBe(403);
    expect((await inject(careless, '')).statusCode).toBe(401);
  });

  it('re-evaluates the most recent 200 assessments, twice in a row (the timing is printed: a speed is the bench\'s to hold)', async () => {
    const applicant = await signIn(t.app, t.database.db, 'user');
    const now = Date.now() - 86_400_000;
    const many = Array.from({ length: 200 }, (_, i) => ({
      ...inputColumns({ ...base, monthlyIncome: 1500 + 25 * i, age: 25 + (i % 35), desiredLoanAmount: 60_000 + 500 * i, propertyValue: 80_000 + 600 * i }, null),
      userId: applicant.user.id,
      status: 'submitted' as const,
      submittedAt: new Date(now - i * 1000),
    }));
    await t.database.db.insert(assessments).values(many);
    const cold = performance.now();
    await impactOf(careless);
    const coldMs = performance.now() - cold;
    const started = performance.now();
    const impact = await impactOf({ ...careless, representativeRates: { EUR: { rate: '2.6' }, RON: { rate: '3.1' } } });
    const ms = performance.now() - started;
    expect(impact.assessed).toBe(200);
    console.info(`bank impact preview: ${impact.assessed} assessments in ${coldMs.toFixed(0)} ms, then ${ms.toFixed(0)} ms for the next change`);
  });
});

describe('the preview\'s engine pass', () => {
  it('gives the verdict, headline, bank and payment evaluate() gives, for every kind of household', async () => {
    const { evaluate } = await import('../../../core/eligibility');
    const { outcomeOf } = await import('./bank-impact');
    const { seedConfig } = await import('../../../core/eligibility/testing/seed-config');
    const config = seedConfig();
    const households = [...ROMANIAN, ...ELSEWHERE, { ...base, originCountry: 'HU' }, { ...base, originCountry: 'BG', age: 62 }, { ...base, monthlyIncome: 200, age: 74 }];
    for (const input of households) {
      const result = evaluate(input, config);
      expect(outcomeOf(input, config), JSON.stringify(input)).toEqual({
        verdict: result.verdict,
        maxLoanAmount: result.maxLoanAmount,
        bankId: result.loan?.bankId ?? null,
        monthlyPayment: result.monthlyPayment,
      });
    }
  });
});
