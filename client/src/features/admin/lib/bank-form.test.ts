import { describe, expect, it } from 'vitest';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { ZBankImpactRequest, type AdminBank } from '@core/schemas/admin';
import { bankBody, bankCreateResolver, bankFormValues, bankUpdateResolver, bankWarnings, effectKey, formFieldErrors, impactRequest, listedCharge, type BankFormValues } from './bank-form';

/** Issue 19: the bank dialog maps every criterion to the API's body and back, and knows what needs an impact check. */

const options = {} as ResolverOptions<never>;
type Run = { values: Record<string, unknown>; errors: FieldErrors };
const run = async (resolver: typeof bankCreateResolver | typeof bankUpdateResolver, values: BankFormValues, language = 'en') =>
  (await resolver(values, { language }, options as never)) as Run;
/** The first error message per field path ("rates.EUR.rate"). */
const messages = (errors: FieldErrors, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([key, value]) =>
      value && typeof value === 'object' && 'message' in value && typeof value.message === 'string'
        ? [[`${prefix}${key}`, value.message]]
        : Object.entries(messages(value as FieldErrors, `${prefix}${key}.`)),
    ),
  );

const charge = {
  key: 'arrangement',
  base: 'loan' as const,
  amount: 0,
  rate: 0.0015,
  brackets: null,
  min: 150,
  max: null,
  vatRate: null,
  firstHomeExemptUpTo: null,
  firstHomeRelief: null,
  firstHomeMaxAge: null,
  source: 'Tariff 2026',
  verifiedOn: '2026-11-27',
  frequency: 'upfront' as const,
  isMandatory: true,
};

/** A bank with every criterion set, as GET /api/admin/banks lists it. */
const stored: AdminBank = {
  id: 7,
  name: 'Banca Test',
  countryCode: 'RO',
  description: 'Lends to Romanians abroad',
  website: 'https://bank.example',
  logo: null,
  minLoanAmount: '10000.00',
  maxLoanAmount: '400000.00',
  interestRateMin: '4.50',
  interestRateMax: '8.20',
  isActive: true,
  acceptsInternationalIncome: true,
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
  requiredDocuments: ['payslip', 'id_document'],
  translatedDocuments: ['employment_contract'],
  apostilledDocuments: ['tax_certificate'],
  criteriaSource: 'bank.example/diaspora (2026)',
  criteriaVerifiedOn: '2026-11-27',
  criteriaEstimates: ['minEmploymentMonths'],
  charges: [charge],
  features: ['Online'],
  createdAt: '',
  updatedAt: '',
};

describe('bank form, every criterion (issue 19)', () => {
  it('shows a stored bank as the dialog edits it: shares as percentages, rates per currency', () => {
    expect(bankFormValues(stored, '', 'ro')).toMatchObject({
      loanCurrencies: 'RON, EUR',
      rates: { RON: { rate: '5,05', fixedYears: '2', rateAfter: '8,19' }, EUR: { rate: '5,2', fixedYears: '', rateAfter: '' } },
      maxTermYears: '30',
      nonResidentLtvCap: '80',
      nonResidentMaxTermYears: '25',
      foreignIncomeHaircut: '15',
      acceptedResidenceCountries: 'DE, UK',
      acceptedIncomeCurrencies: 'EUR, GBP',
      acceptedEmploymentTypes: ['permanent'],
      minEmploymentMonths: '6',
      minTotalEmploymentMonths: '12',
      criteriaVerifiedOn: '2026-11-27',
      criteriaEstimates: ['minEmploymentMonths'],
      charges: [charge],
    });
  });

  it('reads it back, in every language, to the body the API stores: the same bank', async () => {
    for (const language of ['en', 'ro', 'fr'] as const) {
      const result = await run(bankUpdateResolver, bankFormValues(stored, '', language), language);
      expect(result.errors, language).toEqual({});
      expect(result.values).toMatchObject({
        interestRateMin: '4.50',
        loanCurrencies: ['RON', 'EUR'],
        representativeRates: { RON: { rate: '5.05', fixedYears: 2, rateAfter: '8.19' }, EUR: { rate: '5.20', fixedYears: null, rateAfter: null } },
        maxTermYears: 30,
        nonResidentLtvCap: '0.800',
        nonResidentMaxTermYears: 25,
        maxAgeAtMaturity: 70,
        foreignIncomeHaircut: '0.150',
        acceptedResidenceCountries: ['DE', 'UK'],
        acceptedIncomeCurrencies: ['EUR', 'GBP'],
        acceptedEmploymentTypes: ['permanent'],
        minEmploymentMonths: 6,
        minTotalEmploymentMonths: 12,
        requiredDocuments: ['payslip', 'id_document'],
        translatedDocuments: ['employment_contract'],
        apostilledDocuments: ['tax_certificate'],
        criteriaSource: 'bank.example/diaspora (2026)',
        criteriaVerifiedOn: '2026-11-27',
        criteriaEstimates: ['minEmploymentMonths'],
        charges: [{ key: 'arrangement', rate: '0.001500', min: '150.00', frequency: 'upfront', isMandatory: true }],
      });
    }
  });

  it('sends empty limits as null, so the country\'s rules apply', async () => {
    const values = { ...bankFormValues(stored), maxTermYears: '', nonResidentLtvCap: '', foreignIncomeHaircut: '', minEmploymentMonths: '', criteriaVerifiedOn: '' };
    const result = await run(bankUpdateResolver, values);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ maxTermYears: null, nonResidentLtvCap: null, foreignIncomeHaircut: null, minEmploymentMonths: null, criteriaVerifiedOn: null });
  });

  it('puts each rate problem under its currency\'s field', async () => {
    const values = bankFormValues(stored);
    const cases: Array<[Partial<BankFormValues>, Record<string, string>]> = [
      [{ rates: { ...values.rates, RON: { rate: '5', fixedYears: '2', rateAfter: '' } } }, { 'rates.RON.rateAfter': 'validation.bank.representativeRates.together' }],
      [{ rates: { ...values.rates, EUR: { rate: '9', fixedYears: '', rateAfter: '' } } }, { 'rates.EUR.rate': 'validation.bank.representativeRates.outsideRange' }],
      [{ rates: { ...values.rates, EUR: { rate: '', fixedYears: '', rateAfter: '' } } }, { 'rates.EUR.rate': 'validation.bank.representativeRates.missing' }],
      [{ rates: { ...values.rates, EUR: { rate: '5.255', fixedYears: '', rateAfter: '' } } }, { 'rates.EUR.rate': 'validation.bank.representativeRates.invalid' }],
      [{ rates: { ...values.rates, RON: { rate: '5', fixedYears: '41', rateAfter: '6' } } }, { 'rates.RON.fixedYears': 'validation.bank.representativeRates.invalid' }],
    ];
    for (const [change, expected] of cases) expect(messages((await run(bankUpdateResolver, { ...values, ...change })).errors)).toEqual(expected);
  });

  it('a currency taken off the list takes its rate with it; a new one asks for its rate', async () => {
    const values = bankFormValues(stored);
    const fewer = await run(bankUpdateResolver, { ...values, loanCurrencies: 'ron' });
    expect(fewer.errors).toEqual({});
    expect(Object.keys(fewer.values.representativeRates as object)).toEqual(['RON']);
    const more = await run(bankUpdateResolver, { ...values, loanCurrencies: 'RON, EUR, PLN' });
    expect(messages(more.errors)).toEqual({ 'rates.PLN.rate': 'validation.bank.representativeRates.missing' });
  });

  it('refuses shares, months and codes out of range with the field\'s own message', async () => {
    const result = await run(bankCreateResolver, {
      ...bankFormValues(stored),
      nonResidentLtvCap: '120',
      minEmploymentMonths: '601',
      acceptedResidenceCountries: 'DEU',
      criteriaVerifiedOn: '2999-01-01',
    });
    expect(messages(result.errors)).toEqual({
      nonResidentLtvCap: 'admin:lendingRules.form.percentInvalid',
      minEmploymentMonths: 'validation.bank.minEmploymentMonths.invalid',
      acceptedResidenceCountries: 'validation.bank.acceptedResidenceCountries.invalid',
      criteriaVerifiedOn: 'validation.bank.criteriaVerifiedOn.future',
    });
  });

  it('reads a Romanian rate and says which field a number written another way is', async () => {
    const values = bankFormValues(stored, '', 'ro');
    const result = await run(bankUpdateResolver, { ...values, rates: { ...values.rates, EUR: { rate: '5.2', fixedYears: '', rateAfter: '' } } }, 'ro');
    const error = messages(result.errors)['rates.EUR.rate'];
    expect(error).toMatch(/^validation\.number\.separators\|/);
    expect(error).toContain('admin:banks.fields.rate');
  });

  it('the impact check sends the bank as it would be saved, with its id', async () => {
    const result = await run(bankUpdateResolver, bankFormValues(stored));
    const request = impactRequest(result.values as never, stored.id);
    expect(ZBankImpactRequest.safeParse(request).success).toBe(true);
    expect(request).toMatchObject({ id: 7, name: 'Banca Test', nonResidentLtvCap: '0.800' });
  });

  it('puts the API\'s field errors under the form\'s fields', () => {
    expect(
      formFieldErrors({
        'representativeRates.EUR.rate': 'outside',
        'representativeRates.RON': 'bad',
        'charges.0.rate': 'charge',
        'charges.1.key': 'second',
        nonResidentLtvCap: 'cap',
      }),
    ).toEqual({ 'rates.EUR.rate': 'outside', 'rates.RON.rate': 'bad', charges: 'charge', nonResidentLtvCap: 'cap' });
  });

  it('a change that can move results needs a check; a new description or source does not', () => {
    const values = bankFormValues(stored);
    const key = effectKey(values);
    expect(effectKey({ ...values, name: 'Other', description: 'x', criteriaSource: 'y', criteriaEstimates: [], requiredDocuments: [] })).toBe(key);
    expect(effectKey({ ...values, nonResidentLtvCap: '75' })).not.toBe(key);
    expect(effectKey({ ...values, charges: [] })).not.toBe(key);
    expect(effectKey({ ...values, rates: { ...values.rates, EUR: { rate: '5.3', fixedYears: '', rateAfter: '' } } })).not.toBe(key);
    // A rate typed for a currency that is not lent in moves nothing.
    expect(effectKey({ ...values, rates: { ...values.rates, PLN: { rate: '6', fixedYears: '', rateAfter: '' } } })).toBe(key);
  });

  it('warns about an active bank without non-resident limits or charges', () => {
    const values = bankFormValues(null);
    expect(bankWarnings(values)).toEqual(['noNonResidentLimits', 'noCharges']);
    expect(bankWarnings({ ...values, nonResidentMaxTermYears: '25', charges: [charge] })).toEqual([]);
    expect(bankWarnings({ ...values, isActive: false })).toEqual([]);
  });

  it('keeps a charge from its dialog in the list as the API shows it', () => {
    expect(
      listedCharge({
        key: 'arrangement',
        base: 'loan',
        amount: '0.00',
        rate: '0.001500',
        brackets: [{ upTo: '50000.00', rate: '0.010000' }, { upTo: null, rate: '0.020000' }],
        min: '150.00',
        max: null,
        vatRate: null,
        firstHomeExemptUpTo: null,
        firstHomeRelief: null,
        firstHomeMaxAge: null,
        source: 'Tariff 2026',
        verifiedOn: '2026-11-27',
        frequency: 'upfront',
        isMandatory: true,
      }),
    ).toEqual({ ...charge, brackets: [{ upTo: 50000, rate: 0.01 }, { upTo: null, rate: 0.02 }] });
  });

  it('sends nothing ticked as empty lists', () => {
    const { body } = bankBody({ ...bankFormValues(null), acceptedEmploymentTypes: false as never, requiredDocuments: false as never }, 'en');
    expect(body).toMatchObject({ acceptedEmploymentTypes: [], requiredDocuments: [] });
  });
});
