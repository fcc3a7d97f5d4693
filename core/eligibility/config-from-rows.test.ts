import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, EMPLOYMENT_TYPES, INCOME_CURRENCIES } from '../constants';
import {
  bankSeed,
  countrySeed,
  propertyCountryCodes,
  engineParameterSeed,
  exchangeRateSeed,
  lendingRuleSeed,
  scoringConfigSeed,
} from '../reference-data';
import { configFromRows, type ConfigRows } from './config-from-rows';
import { evaluate } from './evaluate';
import { EngineConfigError, employmentFactorKey, PARAMETER_KEYS } from './parameters';
import { seedConfig, workedExampleInput } from './testing/seed-config';

/** Rows as PostgreSQL returns them: numerics as strings, nullable columns as null, ids set. */
const dbRows = (): ConfigRows => ({
  scoringConfigVersion: 7,
  scoring: [
    {
      category: 'reserves',
      weight: 10,
      options: { ge_6: 10, none_or_missing: 0 },
      bands: [{ option: 'ge_6', min: 6 }, { option: 'none_or_missing' }],
      sortOrder: 2,
      isActive: true,
    },
    { category: 'maritalStatus', weight: 0, options: { single: 0 }, bands: [], sortOrder: 8, isActive: false },
  ],
  lendingRules: [
    {
      countryCode: 'RO',
      loanCurrency: 'RON',
      dstiCap: '0.400',
      dstiCapFirstHome: '0.450',
      dstiCapHighIncome: null,
      highIncomeThresholdEur: null,
      youngApplicantMaxAge: null,
      dstiCapYoung: null,
      ltvCap: '0.850',
      ltvCapFirstHome: null,
      ltvCapYoung: null,
      ltvCapLandCommercial: '0.500',
      maxTermYears: 30,
      maxTermYearsLandCommercial: 15,
      maxAgeAtMaturity: 65,
      baseRate: '6.50',
      stressAddon: '2.00',
      residualIncomeMinEur: null,
      subsistenceMinimumEur: null,
      dtiMultiple: null,
      dtiAgeThreshold: null,
      dtiReductionPerYear: null,
      requiresIncomeInLoanCurrency: false,
      isVerified: false,
      isActive: true,
      limitOrigins: { dsti: 'regulator', ltv: 'regulator', maxAgeAtMaturity: 'bank' },
      source: 'NBR Reg. 17/2012',
      verifiedOn: new Date('2026-11-27T00:00:00Z'),
    },
    {
      countryCode: 'RO',
      loanCurrency: 'EUR',
      dstiCap: '0.200',
      ltvCap: '0.800',
      ltvCapLandCommercial: '0.500',
      maxTermYears: 30,
      maxTermYearsLandCommercial: 15,
      maxAgeAtMaturity: 65,
      baseRate: '5.00',
      stressAddon: '2.00',
      isActive: false,
    },
  ],
  exchangeRates: [
    { currency: 'USD', rate: '1.041100', rateDate: '2025-02-28', fxHaircut: '0.150' },
    { currency: 'USD', rate: '1.088900', rateDate: '2025-03-14', fxHaircut: '0.150' },
    { currency: 'EUR', rate: '1.000000', rateDate: new Date('2025-03-14T00:00:00Z'), fxHaircut: '0.000' },
  ],
  banks: [
    {
      id: 12,
      name: 'Banca Transilvania',
      countryCode: 'RO',
      description: null,
      website: 'https://www.bancatransilvania.ro',
      logo: null,
      features: ['RON or EUR'],
      minLoanAmount: '15000.00',
      maxLoanAmount: '500000.00',
      interestRateMin: '5.90',
      interestRateMax: '7.90',
      nonResidentLtvCap: '0.800',
      nonResidentMaxTermYears: null,
      loanCurrencies: ['RON', 'EUR'],
      representativeRates: { RON: { rate: '5.05', fixedYears: 2, rateAfter: '8.19' }, EUR: { rate: '5.20', fixedYears: null, rateAfter: null } },
      maxTermYears: 30,
      acceptedIncomeCurrencies: ['EUR'],
      acceptedResidenceCountries: ['DE'],
      foreignIncomeHaircut: '0.150',
      acceptedEmploymentTypes: ['permanent'],
      minEmploymentMonths: '6',
      minTotalEmploymentMonths: 12,
      maxAgeAtMaturity: 70,
      acceptsInternationalIncome: true,
      requiredDocuments: ['payslip'],
      translatedDocuments: ['tax_certificate'],
      apostilledDocuments: [],
      criteriaSource: 'imobiliare.ro 2025',
      criteriaVerifiedOn: new Date('2026-11-27T00:00:00Z'),
      criteriaEstimates: ['maxAgeAtMaturity'],
      isActive: true,
    },
    {
      id: 13,
      name: 'Closed Bank',
      countryCode: 'RO',
      minLoanAmount: '1',
      maxLoanAmount: '2',
      interestRateMin: '1',
      interestRateMax: '2',
      isActive: false,
    },
  ],
  parameters: [
    { key: 'defaultAge', value: '40.0000' },
    { key: 'minTermMonths', value: '60.0000' },
  ],
});

describe('configFromRows', () => {
  it('converts database rows: numbers from strings, nulls kept, inactive rows dropped', () => {
    const config = configFromRows(dbRows());
    expect(config.scoringConfigVersion).toBe(7);
    expect(config.lendingRules).toHaveLength(1);
    expect(config.lendingRules[0]).toMatchObject({
      countryCode: 'RO',
      dstiCap: 0.4,
      dstiCapFirstHome: 0.45,
      dstiCapHighIncome: null,
      ltvCap: 0.85,
      baseRate: 6.5,
      stressAddon: 2,
      stressAddonVariable: null,
      stressedRateCap: null,
      dstiCapsByFixation: null,
      maxTermYears: 30,
      requiresIncomeInLoanCurrency: false,
      isVerified: false,
      // Issue 19: whose each limit is; unrecorded limits are Acasa's (limit-origins.ts).
      limitOrigins: { dsti: 'regulator', ltv: 'regulator', maxAgeAtMaturity: 'bank' },
      source: 'NBR Reg. 17/2012',
      verifiedOn: '2026-11-27',
    });
    expect(config.banks).toEqual([
      {
        id: 12,
        name: 'Banca Transilvania',
        countryCode: 'RO',
        description: null,
        website: 'https://www.bancatransilvania.ro',
        logo: null,
        features: ['RON or EUR'],
        minLoanAmount: 15_000,
        maxLoanAmount: 500_000,
        interestRateMin: 5.9,
        interestRateMax: 7.9,
        nonResidentLtvCap: 0.8,
        nonResidentMaxTermYears: null,
        loanCurrencies: ['RON', 'EUR'],
        // Issue 19: each bank's rate per loan currency and its criteria for people living abroad.
        representativeRates: { RON: { rate: 5.05, fixedYears: 2, rateAfter: 8.19 }, EUR: { rate: 5.2, fixedYears: null, rateAfter: null } },
        maxTermYears: 30,
        acceptedIncomeCurrencies: ['EUR'],
        acceptedResidenceCountries: ['DE'],
        foreignIncomeHaircut: 0.15,
        acceptedEmploymentTypes: ['permanent'],
        minEmploymentMonths: 6,
        minTotalEmploymentMonths: 12,
        maxAgeAtMaturity: 70,
        acceptsInternationalIncome: true,
        requiredDocuments: ['payslip'],
        translatedDocuments: ['tax_certificate'],
        apostilledDocuments: [],
        criteriaSource: 'imobiliare.ro 2025',
        criteriaVerifiedOn: '2026-11-27',
        criteriaEstimates: ['maxAgeAtMaturity'],
        charges: [],
      },
    ]);
    // A bank row with none of the issue 19 columns: no rate of its own, no criteria, nobody checked them.
    const bare = configFromRows({ ...dbRows(), banks: [{ id: 1, name: 'Bare', countryCode: 'RO', minLoanAmount: '1', maxLoanAmount: '2', interestRateMin: '5', interestRateMax: '6' }] });
    expect(bare.banks[0]).toMatchObject({
      representativeRates: {},
      maxTermYears: null,
      acceptedIncomeCurrencies: [],
      acceptedResidenceCountries: [],
      foreignIncomeHaircut: null,
      acceptedEmploymentTypes: [],
      minEmploymentMonths: null,
      minTotalEmploymentMonths: null,
      translatedDocuments: [],
      apostilledDocuments: [],
      criteriaSource: null,
      criteriaVerifiedOn: null,
      criteriaEstimates: [],
    });
    expect(config.closingCosts).toEqual([]);
    expect(config.schemes).toEqual([]);
    expect(config.parameters).toEqual({ defaultAge: 40, minTermMonths: 60 });
    expect(config.scoring[0]).toEqual({
      category: 'reserves',
      weight: 10,
      options: { ge_6: 10, none_or_missing: 0 },
      bands: [{ option: 'ge_6', min: 6 }, { option: 'none_or_missing' }],
      isActive: true,
      sortOrder: 2,
    });
  });

  it('reads charges and schemes (issue 14): numbers from strings, brackets, defaults, inactive rows dropped', () => {
    const rows = dbRows();
    const config = configFromRows({
      ...rows,
      banks: [{ ...rows.banks[0], charges: [{ key: 'arrangement', base: 'loan', rate: '0.01', frequency: 'upfront', source: 'bt.ro' }] }],
      closingCosts: [
        {
          countryCode: 'ro',
          key: 'notary',
          base: 'price',
          amount: '100.00',
          brackets: [
            { upTo: '20000', rate: '0.01' },
            { upTo: null, rate: '0.005' },
          ],
          vatRate: '0.21',
          source: 'UNNPR tariff',
          verifiedOn: new Date('2026-11-24T00:00:00Z'),
        },
        { countryCode: 'RO', key: 'old', base: 'fixed', amount: 1, isActive: false },
      ],
      schemes: [{ key: 'nouaCasa', countryCode: 'RO', name: 'Noua Casă', loanCurrency: 'ron', ltvCap: '0.95', maxPrice: '70000', source: 'x' }],
    });
    expect(config.banks[0].charges).toEqual([
      { key: 'arrangement', base: 'loan', amount: 0, rate: 0.01, brackets: null, min: null, max: null, vatRate: null, firstHomeExemptUpTo: null, firstHomeRelief: null, firstHomeMaxAge: null, source: 'bt.ro', verifiedOn: null, frequency: 'upfront', isMandatory: true },
    ]);
    expect(config.closingCosts).toEqual([
      {
        countryCode: 'RO',
        key: 'notary',
        base: 'price',
        amount: 100,
        rate: 0,
        brackets: [
          { upTo: 20_000, rate: 0.01 },
          { upTo: null, rate: 0.005 },
        ],
        min: null,
        max: null,
        vatRate: 0.21,
        firstHomeExemptUpTo: null,
        firstHomeRelief: null,
        firstHomeMaxAge: null,
        source: 'UNNPR tariff',
        verifiedOn: '2026-11-24',
      },
    ]);
    expect(config.schemes).toEqual([
      {
        key: 'nouaCasa',
        countryCode: 'RO',
        name: 'Noua Casă',
        loanCurrency: 'RON',
        ltvCap: 0.95,
        maxPrice: 70_000,
        maxLoan: null,
        baseRate: null,
        maxTermYears: null,
        maxAge: null,
        requiresFirstHome: true,
        requiresResidence: false,
        source: 'x',
        verifiedOn: null,
      },
    ]);
    expect(() => configFromRows({ ...rows, closingCosts: [{ countryCode: 'RO', key: 'x', base: 'weekly', amount: 1 }] })).toThrow(EngineConfigError);
  });

  it('keeps the newest rate per currency and accepts Date values', () => {
    const config = configFromRows(dbRows());
    expect(config.exchangeRates).toEqual([
      { currency: 'USD', rate: 1.0889, rateDate: '2025-03-14', fxHaircut: 0.15 },
      { currency: 'EUR', rate: 1, rateDate: '2025-03-14', fxHaircut: 0 },
    ]);
  });

  it('refuses unknown limit origins, criteria and half-given rates (issue 19): a typo must not change whose a limit is', () => {
    const rows = dbRows();
    const rule = rows.lendingRules[0];
    expect(() => configFromRows({ ...rows, lendingRules: [{ ...rule, limitOrigins: { dsti: 'regulatr' } }] })).toThrow(EngineConfigError);
    expect(() => configFromRows({ ...rows, lendingRules: [{ ...rule, limitOrigins: { ageLimit: 'bank' } }] })).toThrow(/unknown limit ageLimit/);
    const bank = rows.banks[0];
    expect(() => configFromRows({ ...rows, banks: [{ ...bank, acceptedEmploymentTypes: ['contractor'] }] })).toThrow(EngineConfigError);
    expect(() => configFromRows({ ...rows, banks: [{ ...bank, translatedDocuments: ['passport'] }] })).toThrow(EngineConfigError);
    expect(() => configFromRows({ ...rows, banks: [{ ...bank, representativeRates: { RON: { rate: '5', fixedYears: 3, rateAfter: null } } }] })).toThrow(/go together/);
    expect(() => configFromRows({ ...rows, banks: [{ ...bank, representativeRates: { RON: { rate: 'five' } } }] })).toThrow(/rate is not a number/);
    // No origins recorded: every limit is Acasa's (an empty record).
    expect(configFromRows({ ...rows, lendingRules: [{ ...rule, limitOrigins: null }] }).lendingRules[0].limitOrigins).toEqual({});
  });

  it('refuses a missing or malformed number instead of inventing one', () => {
    const rows = dbRows();
    rows.lendingRules = [{ ...rows.lendingRules[0], dstiCap: null }];
    expect(() => configFromRows(rows)).toThrow(new EngineConfigError('lending_rules RO/RON dstiCap is missing'));
    rows.lendingRules = [{ ...dbRows().lendingRules[0], baseRate: 'six' }];
    expect(() => configFromRows(rows)).toThrow(/baseRate is not a number/);
  });

  it('makes evaluate fail loudly when a parameter is missing', () => {
    const config = seedConfig();
    const { minTermMonths: _dropped, ...parameters } = config.parameters;
    expect(() => evaluate(workedExampleInput(), { ...config, parameters })).toThrow(EngineConfigError);
  });
});

describe('seed data', () => {
  const config = seedConfig();
  /** The home list of docs/product.md §9; every other property country is data (propertyCountryCodes). */
  const homeList = ['RO', 'PL', 'HU', 'CZ', 'SK', 'HR', 'SI', 'BG'];

  it('has the 16 countries of the fallback lists (docs/product.md §9) plus the other income countries, uppercase and unique', () => {
    const codes = countrySeed.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of ['DE', 'FR', 'UK', 'IT', 'ES', 'NL', 'BE', 'AT', 'US', 'CH', 'CA', 'AU', 'IE']) {
      expect(countrySeed.find((country) => country.code === code)?.type).toBe('income');
    }
    for (const code of homeList) expect(countrySeed.find((country) => country.code === code)?.type).toBe('property');
  });

  it('gives every property country a lending route and 2–4 banks that refer to known countries', () => {
    for (const code of propertyCountryCodes) {
      expect(config.lendingRules.some((rule) => rule.countryCode === code)).toBe(true);
      const banks = config.banks.filter((bank) => bank.countryCode === code);
      expect(banks.length).toBeGreaterThanOrEqual(2);
      expect(banks.length).toBeLessThanOrEqual(4);
    }
    expect(config.lendingRules.filter((rule) => rule.countryCode === 'RO').map((rule) => rule.loanCurrency)).toEqual(['RON', 'EUR']);
    for (const bank of bankSeed) {
      expect(countrySeed.some((country) => country.code === bank.countryCode)).toBe(true);
      for (const document of bank.requiredDocuments ?? []) expect(DOCUMENT_TYPES).toContain(document);
      expect(Number(bank.minLoanAmount)).toBeLessThan(Number(bank.maxLoanAmount));
      expect(Number(bank.interestRateMin)).toBeLessThanOrEqual(Number(bank.interestRateMax));
    }
    expect(config.banks.find((bank) => bank.name.startsWith('Privredna'))).toMatchObject({ nonResidentLtvCap: 0.7, nonResidentMaxTermYears: 20 });
    expect(config.banks.find((bank) => bank.name === 'UniCredit Bulbank')).toMatchObject({ nonResidentLtvCap: 0.7, nonResidentMaxTermYears: 25 });
  });

  it('has one rate per currency for every income currency, dated 2025-02-28', () => {
    for (const currency of INCOME_CURRENCIES) {
      const rate = config.exchangeRates.find((item) => item.currency === currency);
      expect(rate?.rateDate).toBe('2025-02-28');
      // Issue 19: the cut applies where the income's currency is not the loan's, EUR included (a euro earner
      // borrowing lei carries the currency risk); the engine skips it for income in the loan's own currency.
      expect(rate?.fxHaircut).toBe(0.15);
    }
    expect(exchangeRateSeed.find((rate) => rate.currency === 'GBP')?.rate).toBe('0.82608');
  });

  it('scores with active weights totalling 100, points within weights, every band option priced', () => {
    const active = config.scoring.filter((category) => category.isActive);
    expect(active.reduce((sum, category) => sum + category.weight, 0)).toBe(100);
    for (const category of config.scoring) {
      for (const points of Object.values(category.options)) expect(points).toBeLessThanOrEqual(category.weight);
      for (const band of category.bands) expect(category.options).toHaveProperty(band.option);
    }
    for (const name of ['maritalStatus', 'educationLevel']) {
      expect(scoringConfigSeed.find((category) => category.category === name)).toMatchObject({ weight: 0, isActive: false });
    }
  });

  it('has every engine parameter the engine reads', () => {
    const keys = engineParameterSeed.map((row) => row.key);
    for (const key of Object.values(PARAMETER_KEYS)) expect(keys).toContain(key);
    for (const type of EMPLOYMENT_TYPES) expect(keys).toContain(employmentFactorKey(type));
  });

  it('gives every bank a rate for each currency it lends in, within its range, and criteria with a source and a date (issue 19)', () => {
    for (const bank of config.banks) {
      expect(Object.keys(bank.representativeRates).sort(), bank.name).toEqual([...bank.loanCurrencies].sort());
      for (const rate of Object.values(bank.representativeRates)) {
        for (const value of [rate.rate, rate.rateAfter]) {
          if (value === null) continue;
          expect(value, bank.name).toBeGreaterThanOrEqual(bank.interestRateMin);
          expect(value, bank.name).toBeLessThanOrEqual(bank.interestRateMax);
        }
        expect(rate.fixedYears === null, bank.name).toBe(rate.rateAfter === null);
      }
      expect(bank.criteriaSource?.length, bank.name).toBeGreaterThan(0);
      expect(bank.criteriaVerifiedOn, bank.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // The worked example's anchor: Romania's partner banks lend people abroad 80 %.
    for (const bank of config.banks.filter((candidate) => candidate.countryCode === 'RO')) expect(bank.nonResidentLtvCap, bank.name).toBe(0.8);
    // Bulgaria is in the euro since 1 January 2026: one EUR route, EUR loans only.
    expect(config.lendingRules.filter((rule) => rule.countryCode === 'BG').map((rule) => rule.loanCurrency)).toEqual(['EUR']);
    for (const bank of config.banks.filter((candidate) => candidate.countryCode === 'BG')) expect(bank.loanCurrencies, bank.name).toEqual(['EUR']);
  });

  it('records whose each limit is: no regulator sets an age at maturity; CZ’s DSTI, SI’s stress and PL’s variable add-on are Acasa’s (issue 19)', () => {
    for (const rule of config.lendingRules) {
      expect(rule.limitOrigins.maxAgeAtMaturity ?? 'acasa', `${rule.countryCode}/${rule.loanCurrency}`).not.toBe('regulator');
      expect(rule.source, `${rule.countryCode}/${rule.loanCurrency}`).toBeTruthy();
      expect(rule.verifiedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const origins = (country: string, currency: string) => config.lendingRules.find((rule) => rule.countryCode === country && rule.loanCurrency === currency)!.limitOrigins;
    expect(origins('CZ', 'CZK')).toMatchObject({ dsti: 'acasa', ltv: 'regulator' });
    expect(origins('SI', 'EUR').stress).toBe('acasa');
    expect(origins('PL', 'PLN')).toMatchObject({ stress: 'regulator', stressVariable: 'acasa', incomeInLoanCurrency: 'regulator' });
    // PL (Mortgage Credit Act art. 6(1)): both routes need most income in their currency; HU's forint route does not.
    expect(config.lendingRules.filter((rule) => rule.countryCode === 'PL').every((rule) => rule.requiresIncomeInLoanCurrency)).toBe(true);
    expect(config.lendingRules.find((rule) => rule.countryCode === 'HU')?.requiresIncomeInLoanCurrency).toBe(false);
  });

  it('marks a route verified only where docs/lending-rules.md §1 marks none of the values it uses U', () => {
    const verified = lendingRuleSeed.filter((rule) => rule.isVerified).map((rule) => rule.countryCode);
    expect(verified.sort()).toEqual(['BG', 'HR']);
  });
});
