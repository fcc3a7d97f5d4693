import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countEveryTable, signIn, WORKED_EXAMPLE } from './assessment-fixtures';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signIn(t.app, t.database.db)).cookie;
});
afterAll(() => t.close());

const preview = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/assessments/preview', headers: { 'accept-language': 'en' }, payload });

describe('POST /api/assessments/preview', () => {
  it('answers the worked example (banks lend 96,000, the rules 102,000) and stores nothing anywhere', async () => {
    const before = await countEveryTable(t.database.db);
    const res = await preview(WORKED_EXAMPLE);
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ verdict: 'partial', maxLoanAmount: 96_000, regulatoryMaxLoanAmount: 102_000, maxLoanSource: 'partnerBanks' });
    expect(Number.isInteger(result.eligibilityScore)).toBe(true);
    const points = result.breakdown.reduce((sum: number, item: { points: number }) => sum + item.points, 0);
    expect(points).toBe(result.scoreBeforeCeiling);
    expect(result.eligibilityScore).toBeLessThan(80);
    expect(result.bankRecommendations.length).toBeGreaterThan(0);
    expect(result.scoringConfigVersion).toBe(1);
    expect(result.fxRateDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(result.metrics).toMatchObject({ propertyCountry: 'RO', limitedBy: 'loanToValue' });
    expect(await countEveryTable(t.database.db)).toEqual(before);
  });

  it('accepts country codes in any case and amounts as numbers', async () => {
    const res = await preview({ ...WORKED_EXAMPLE, residenceCountry: 'de', originCountry: ' ro ', monthlyIncome: 3000, propertyValue: 120000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().regulatoryMaxLoanAmount).toBe(102_000);
  });

  it('refuses a loan above the property value, naming the field, in the user\'s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assessments/preview',
      headers: { 'accept-language': 'ro' },
      payload: { ...WORKED_EXAMPLE, desiredLoanAmount: '150000' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['desiredLoanAmount']);
    expect(res.json().fieldErrors.desiredLoanAmount).toBe('Creditul nu poate depăși valoarea proprietății');
  });

  it.each([
    ['a home country we do not lend in', { originCountry: 'DE' }, 'originCountry', 'We do not cover home purchases in this country yet'],
    ['an unknown home country', { originCountry: 'ZZ' }, 'originCountry', 'We do not cover home purchases in this country yet'],
    ['a residence that is a property-only country', { residenceCountry: 'RO' }, 'residenceCountry', 'We do not cover this country of residence yet'],
  ])('refuses %s with a field error', async (_label, override, field, message) => {
    const res = await preview({ ...WORKED_EXAMPLE, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, fieldErrors: { [field]: message } });
  });

  it('speaks the request language for country errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assessments/preview',
      headers: { 'accept-language': 'ro' },
      payload: { ...WORKED_EXAMPLE, originCountry: 'FR' },
    });
    expect(res.json().fieldErrors.originCountry).toBe('Nu acoperim încă achiziția de locuințe în această țară');
  });
});

/** docs/product.md §5: every assessment field, missing or invalid, with its message. */
const INVALID_CASES: Array<[string, Record<string, unknown>, string, string]> = [
  ['residenceCountry missing', { residenceCountry: undefined }, 'residenceCountry', 'Please select your country of residence'],
  ['residenceCountry blank', { residenceCountry: '' }, 'residenceCountry', 'Please select your country of residence'],
  ['originCountry missing', { originCountry: undefined }, 'originCountry', 'Please select your home country'],
  ['monthlyIncome missing', { monthlyIncome: undefined }, 'monthlyIncome', 'Monthly income is required'],
  ['monthlyIncome blank', { monthlyIncome: '' }, 'monthlyIncome', 'Monthly income is required'],
  ['monthlyIncome negative', { monthlyIncome: '-5' }, 'monthlyIncome', 'Monthly income must be a positive number'],
  ['monthlyIncome zero', { monthlyIncome: 0 }, 'monthlyIncome', 'Monthly income must be a positive number'],
  ['monthlyIncome not a number', { monthlyIncome: 'lots' }, 'monthlyIncome', 'Monthly income must be a positive number'],
  ['incomeCurrency missing', { incomeCurrency: undefined }, 'incomeCurrency', 'Please select income currency'],
  ['incomeCurrency unknown', { incomeCurrency: 'XYZ' }, 'incomeCurrency', 'Please select income currency'],
  ['employmentType missing', { employmentType: undefined }, 'employmentType', 'Please select employment type'],
  ['employmentType unknown', { employmentType: 'pirate' }, 'employmentType', 'Please select employment type'],
  ['employmentDuration missing', { employmentDuration: undefined }, 'employmentDuration', 'Current employment duration is required'],
  ['employmentDuration zero', { employmentDuration: 0 }, 'employmentDuration', 'Current employment duration must be a positive number'],
  ['employmentDuration negative', { employmentDuration: -3 }, 'employmentDuration', 'Current employment duration must be a positive number'],
  ['totalEmploymentDuration over 50', { totalEmploymentDuration: 51 }, 'totalEmploymentDuration', 'Total employment duration must be a whole number of years from 0 to 50'],
  ['totalEmploymentDuration negative', { totalEmploymentDuration: -1 }, 'totalEmploymentDuration', 'Total employment duration must be a whole number of years from 0 to 50'],
  ['desiredLoanAmount missing', { desiredLoanAmount: undefined }, 'desiredLoanAmount', 'Desired loan amount is required'],
  ['desiredLoanAmount negative', { desiredLoanAmount: '-100' }, 'desiredLoanAmount', 'Loan amount must be a positive number'],
  ['propertyType missing', { propertyType: undefined }, 'propertyType', 'Please select property type'],
  ['propertyType unknown', { propertyType: 'castle' }, 'propertyType', 'Please select property type'],
  ['propertyValue missing', { propertyValue: undefined }, 'propertyValue', 'Property value is required'],
  ['propertyValue zero', { propertyValue: '0' }, 'propertyValue', 'Property value must be a positive number'],
  ['maritalStatus unknown', { maritalStatus: 'complicated' }, 'maritalStatus', 'Please select your marital status'],
  ['educationLevel unknown', { educationLevel: 'none' }, 'educationLevel', 'Please select your education level'],
];

describe.each([
  ['preview', '/api/assessments/preview'],
  ['submit', '/api/assessments'],
])('validation on %s', (_name, url) => {
  it.each(INVALID_CASES)('refuses %s with its message and stores nothing', async (_label, override, field, message) => {
    const before = await countEveryTable(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': 'en', cookie },
      payload: { ...WORKED_EXAMPLE, ...override },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fieldErrors[field]).toBe(message);
    expect(Object.keys(body.fieldErrors)).toEqual([field]);
    expect(await countEveryTable(t.database.db)).toEqual(before);
  });

  it('lists every missing required field at once', async () => {
    const res = await t.app.inject({ method: 'POST', url, headers: { 'accept-language': 'en', cookie }, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      residenceCountry: 'Please select your country of residence',
      originCountry: 'Please select your home country',
      monthlyIncome: 'Monthly income is required',
      incomeCurrency: 'Please select income currency',
      employmentType: 'Please select employment type',
      employmentDuration: 'Current employment duration is required',
      desiredLoanAmount: 'Desired loan amount is required',
      propertyType: 'Please select property type',
      propertyValue: 'Property value is required',
    });
  });
});
