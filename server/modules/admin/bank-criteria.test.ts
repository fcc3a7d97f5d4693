import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZAdminBank, ZAdminBankList, type AdminBank } from '../../../core/schemas/admin';
import { banks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countEveryTable, signIn } from '../assessments/assessment-fixtures';

/**
 * Issue 19: the admin's bank routes take and return every criterion that changes a result,
 * each validated with a message that names its field; bad input changes nothing.
 */

let t: TestApp;
let admin: { cookie: string };

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, cookie = admin.cookie) =>
  t.app.inject({ method, url, payload: payload as object | undefined, headers: { 'accept-language': 'en', cookie } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const charge = { key: 'arrangement', base: 'loan', rate: '0.01', frequency: 'upfront', isMandatory: true, source: 'Tariff 2026', verifiedOn: '2026-11-01' };
/** A bank with every criterion, as the dialog sends it. */
const full = {
  name: 'Banca Diaspora',
  countryCode: 'RO',
  minLoanAmount: '10000',
  maxLoanAmount: '400000',
  interestRateMin: '4.5',
  interestRateMax: '8.2',
  loanCurrencies: ['ron', 'EUR'],
  representativeRates: { RON: { rate: '5.05', fixedYears: 2, rateAfter: '8.19' }, eur: { rate: 5.2 } },
  maxTermYears: 30,
  nonResidentLtvCap: '0.8',
  nonResidentMaxTermYears: '25',
  maxAgeAtMaturity: 70,
  acceptsInternationalIncome: true,
  acceptedIncomeCurrencies: ['eur', 'GBP'],
  acceptedResidenceCountries: ['de', 'UK'],
  foreignIncomeHaircut: '0.15',
  acceptedEmploymentTypes: ['permanent'],
  minEmploymentMonths: 6,
  minTotalEmploymentMonths: '12',
  requiredDocuments: ['payslip', 'id_document'],
  translatedDocuments: ['employment_contract'],
  apostilledDocuments: ['tax_certificate', 'tax_certificate'],
  criteriaSource: 'bank.example/diaspora, read 2026-11-20',
  criteriaVerifiedOn: '2026-11-20',
  criteriaEstimates: ['minEmploymentMonths'],
  charges: [charge],
  isActive: false,
};
let created: AdminBank;

describe('bank criteria (issue 19)', () => {
  it('creates a bank with every criterion and gives each back as stored', async () => {
    const res = await inject('POST', '/api/admin/banks', full);
    expect(res.statusCode, res.body).toBe(201);
    created = ZAdminBank.parse(res.json());
    expect(created).toMatchObject({
      loanCurrencies: ['RON', 'EUR'],
      representativeRates: { RON: { rate: 5.05, fixedYears: 2, rateAfter: 8.19 }, EUR: { rate: 5.2, fixedYears: null, rateAfter: null } },
      maxTermYears: 30,
      nonResidentLtvCap: '0.800',
      nonResidentMaxTermYears: 25,
      maxAgeAtMaturity: 70,
      acceptedIncomeCurrencies: ['EUR', 'GBP'],
      acceptedResidenceCountries: ['DE', 'UK'],
      foreignIncomeHaircut: '0.150',
      acceptedEmploymentTypes: ['permanent'],
      minEmploymentMonths: 6,
      minTotalEmploymentMonths: 12,
      translatedDocuments: ['employment_contract'],
      apostilledDocuments: ['tax_certificate'],
      criteriaSource: 'bank.example/diaspora, read 2026-11-20',
      criteriaVerifiedOn: '2026-11-20',
      criteriaEstimates: ['minEmploymentMonths'],
      charges: [{ key: 'arrangement', base: 'loan', rate: 0.01, amount: 0, frequency: 'upfront', isMandatory: true, source: 'Tariff 2026' }],
    });
    // The charges are the Costs tab's too.
    const charges = (await inject('GET', '/api/admin/bank-charges')).json().find((bank: { bankId: number }) => bank.bankId === created.id);
    expect(charges.items).toHaveLength(1);
  });

  it('takes back a listed bank unchanged (the dialog sends the whole bank)', async () => {
    const listed = ZAdminBankList.parse((await inject('GET', '/api/admin/banks')).json());
    for (const bank of listed) {
      const { id, createdAt: _c, updatedAt: _u, ...body } = bank;
      const res = await inject('PUT', `/api/admin/banks/${id}`, body);
      expect(res.statusCode, `${bank.name}: ${res.body}`).toBe(200);
      const { updatedAt: _after, ...again } = ZAdminBank.parse(res.json());
      const { updatedAt: _before, ...before } = bank;
      expect(again, bank.name).toEqual(before);
    }
  });

  it.each([
    ['a rate above 30', { interestRateMax: '31' }, 'interestRateMax', 'Maximum interest rate must be from 0 to 30 in steps of 0.01'],
    ['a representative rate off the 0.01 step', { representativeRates: { RON: { rate: '5.055', fixedYears: 2, rateAfter: '8.19' }, EUR: { rate: 5.2 } } }, 'representativeRates.RON.rate', 'Representative rate: a rate from 0 to 30 in steps of 0.01, fixed for a whole number of years from 1 to 40'],
    ['a fixed period of 41 years', { representativeRates: { RON: { rate: '5', fixedYears: 41, rateAfter: '6' }, EUR: { rate: 5.2 } } }, 'representativeRates.RON.fixedYears', 'Representative rate: a rate from 0 to 30 in steps of 0.01, fixed for a whole number of years from 1 to 40'],
    ['a fixed period without the rate after it', { representativeRates: { RON: { rate: '5', fixedYears: 2 }, EUR: { rate: 5.2 } } }, 'representativeRates.RON.rateAfter', 'Give the fixed years and the rate after them together, or neither'],
    ['a rate after without a fixed period', { representativeRates: { RON: { rate: '5', rateAfter: '6' }, EUR: { rate: 5.2 } } }, 'representativeRates.RON.fixedYears', 'Give the fixed years and the rate after them together, or neither'],
    ['a loan currency without its rate', { representativeRates: { RON: { rate: '5' } } }, 'representativeRates.EUR.rate', "Give the bank's representative rate for each currency it lends in"],
    ['a rate for a currency not lent in', { representativeRates: { RON: { rate: '5' }, EUR: { rate: 5.2 }, PLN: { rate: 6 } } }, 'representativeRates.PLN.rate', 'This currency has a representative rate but is not among the loan currencies'],
    ['a rate outside the range', { representativeRates: { RON: { rate: '9' }, EUR: { rate: 5.2 } } }, 'representativeRates.RON.rate', "The representative rate must lie inside the bank's rate range"],
    ['a rate after outside the range', { representativeRates: { RON: { rate: '5', fixedYears: 2, rateAfter: '4' }, EUR: { rate: 5.2 } } }, 'representativeRates.RON.rateAfter', "The representative rate must lie inside the bank's rate range"],
    ['an LTV cap above 1', { nonResidentLtvCap: '1.2' }, 'nonResidentLtvCap', 'Non-resident LTV cap must be a fraction from 0 to 1 (0.7 = 70 %)'],
    ['a currency cut above 1', { foreignIncomeHaircut: 1.5 }, 'foreignIncomeHaircut', 'The cut on income in another currency must be a fraction from 0 to 1 (0.15 = 15 %), with at most 3 decimals'],
    ['601 months at the employer', { minEmploymentMonths: 601 }, 'minEmploymentMonths', 'Months at the current employer must be a whole number from 0 to 600'],
    ['negative months of work', { minTotalEmploymentMonths: -1 }, 'minTotalEmploymentMonths', 'Months of work in all must be a whole number from 0 to 600'],
    ['an age at maturity of 101', { maxAgeAtMaturity: 101 }, 'maxAgeAtMaturity', 'Age at the last instalment must be a whole number from 18 to 100'],
    ['a three-letter country of residence', { acceptedResidenceCountries: ['DEU'] }, 'acceptedResidenceCountries.0', 'Countries of residence must be two-letter codes (for example DE), at most 60'],
    ['a two-letter income currency', { acceptedIncomeCurrencies: ['EU'] }, 'acceptedIncomeCurrencies.0', 'Income currencies must be three-letter codes, at most 20'],
    ['an unknown employment type', { acceptedEmploymentTypes: ['astronaut'] }, 'acceptedEmploymentTypes.0', 'Please choose employment types from the list'],
    ['an unknown document to translate', { translatedDocuments: ['diploma'] }, 'translatedDocuments.0', 'Please choose the documents to translate from the list'],
    ['an unknown document to apostille', { apostilledDocuments: ['diploma'] }, 'apostilledDocuments.0', 'Please choose the documents to apostille from the list'],
    ['an unknown estimated criterion', { criteriaEstimates: ['name'] }, 'criteriaEstimates.0', 'Please choose the estimated criteria from the list'],
    ['a source over 4000 characters', { criteriaSource: 'x'.repeat(4001) }, 'criteriaSource', 'Sources must be at most 4000 characters, without control characters or broken Unicode'],
    ['a lone surrogate in the source', { criteriaSource: 'bank.example \ud800 2026' }, 'criteriaSource', 'Sources must be at most 4000 characters, without control characters or broken Unicode'],
    ['a lone surrogate in the name', { name: 'Banca \udfff' }, 'name', 'Bank name contains characters that cannot be stored (control characters or broken Unicode)'],
    ['a lone surrogate in a feature', { features: ['Online \ud83d'] }, 'features.0', 'Features: at most 20, each from 1 to 200 characters, without control characters'],
    ['a date that is not one', { criteriaVerifiedOn: '2026-02-30' }, 'criteriaVerifiedOn', 'The date the sources were read must be a real date (YYYY-MM-DD)'],
    ['a date in the future', { criteriaVerifiedOn: '2999-01-01' }, 'criteriaVerifiedOn', 'The date the sources were read cannot be in the future'],
    ['a charge without its source', { charges: [{ ...charge, source: '' }] }, 'charges.0.source', expect.any(String)],
    ['a charge twice', { charges: [charge, charge] }, 'charges.1.key', expect.any(String)],
    ['a lone surrogate in a charge\'s source', { charges: [{ ...charge, source: 'Tariff \udc00 2026' }] }, 'charges.0.source', "A charge's source contains characters that cannot be stored (control characters or broken Unicode)"],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_name, change, field, message) => {
    const before = await countEveryTable(t.database.db);
    const [stored] = await t.database.db.select().from(banks).where(eq(banks.id, created.id));
    const res = await inject('POST', '/api/admin/banks', { ...full, name: 'Refused bank', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toEqual(message);
    expect(await countEveryTable(t.database.db)).toEqual(before);
    // The same on an update of the whole bank: the stored bank stays as it was.
    const update = await inject('PUT', `/api/admin/banks/${created.id}`, { ...full, ...change });
    expect(update.statusCode).toBe(400);
    expect(update.json().fieldErrors[field]).toEqual(message);
    const [after] = await t.database.db.select().from(banks).where(eq(banks.id, created.id));
    expect(after).toEqual(stored);
  });

  it('refuses a lone surrogate in a charge\'s source on the Costs tab\'s route too (jsonb refused it with a 500)', async () => {
    const res = await inject('PUT', `/api/admin/banks/${created.id}/charges`, { items: [{ ...charge, source: 'Tariff \ud800' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['items.0.source']).toBe("A charge's source contains characters that cannot be stored (control characters or broken Unicode)");
  });

  it('refuses control characters in a criterion before anything reads it', async () => {
    const res = await inject('POST', '/api/admin/banks', { ...full, criteriaSource: 'bank.example\u0000' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['criteriaSource']);
  });

  it('checks the rates of a partial update against the stored bank, and leaves them alone otherwise', async () => {
    const narrowed = await inject('PUT', `/api/admin/banks/${created.id}`, { interestRateMax: '6' });
    expect(narrowed.statusCode).toBe(400);
    expect(narrowed.json().fieldErrors).toEqual({ 'representativeRates.RON.rateAfter': "The representative rate must lie inside the bank's rate range" });
    const newCurrency = await inject('PUT', `/api/admin/banks/${created.id}`, { loanCurrencies: ['RON', 'EUR', 'PLN'] });
    expect(newCurrency.json().fieldErrors).toEqual({ 'representativeRates.PLN.rate': "Give the bank's representative rate for each currency it lends in" });
    // A bank stored without rates (before issue 19) can still have its description corrected.
    await t.database.db.update(banks).set({ representativeRates: {} }).where(eq(banks.id, created.id));
    const described = await inject('PUT', `/api/admin/banks/${created.id}`, { description: 'Corrected' });
    expect(described.statusCode).toBe(200);
    const refused = await inject('PUT', `/api/admin/banks/${created.id}`, { interestRateMin: '4' });
    expect(refused.json().fieldErrors).toMatchObject({ 'representativeRates.RON.rate': expect.any(String), 'representativeRates.EUR.rate': expect.any(String) });
  });
});
