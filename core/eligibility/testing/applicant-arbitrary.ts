import fc from 'fast-check';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  INCOME_CURRENCIES,
  LOAN_PURPOSES,
  MARITAL_STATUSES,
  PROPERTY_TYPES,
  RATE_TYPES,
} from '../../constants';
import { propertyCountryCodes } from '../../reference-data/countries';
import type { EngineInput } from '../types';

/**
 * Tests and scripts only: random applicants as the API accepts them (the loan and the down
 * payment within the price). One generator for the engine's properties and for the verdict
 * distribution script (scripts/verdict-distribution.ts), so the shares it prints are of the same
 * population the properties are checked on.
 */
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

export const applicantArb: fc.Arbitrary<EngineInput> = fc
  .record({
    residenceCountry: fc.constantFrom('DE', 'FR', 'UK', 'IT', 'ES', 'NL', 'BE', 'AT', 'US', 'CH', 'RO'),
    originCountry: fc.constantFrom(...propertyCountryCodes),
    // Mostly ordinary incomes, where the PL/HU high-income thresholds and the SK/SI floors sit.
    monthlyIncome: fc.oneof(fc.integer({ min: 300, max: 4_000 }), fc.integer({ min: 300, max: 30_000 })),
    incomeCurrency: fc.constantFrom(...INCOME_CURRENCIES),
    monthlyExpenses: optional(fc.integer({ min: 0, max: 6_000 })),
    existingMonthlyDebts: optional(fc.integer({ min: 0, max: 3_000 })),
    employmentType: fc.constantFrom(...EMPLOYMENT_TYPES),
    employmentDuration: fc.integer({ min: 1, max: 600 }),
    totalEmploymentDuration: optional(fc.integer({ min: 1, max: 60 })),
    age: optional(fc.integer({ min: 18, max: 90 })),
    firstHome: optional(fc.boolean()),
    maritalStatus: optional(fc.constantFrom(...MARITAL_STATUSES)),
    educationLevel: optional(fc.constantFrom(...EDUCATION_LEVELS)),
    propertyType: fc.constantFrom(...PROPERTY_TYPES),
    propertyValue: fc.integer({ min: 10_000, max: 2_000_000 }),
    loanShare: fc.double({ min: 0.01, max: 1, noNaN: true }),
    currentSavings: optional(fc.integer({ min: 0, max: 600_000 })),
    downPaymentShare: optional(fc.double({ min: 0, max: 1, noNaN: true })),
    loanPurpose: optional(fc.constantFrom(...LOAN_PURPOSES)),
    rateType: optional(fc.constantFrom(...RATE_TYPES)),
    fixedPeriodYears: optional(fc.integer({ min: 1, max: 30 })),
    dependants: optional(fc.integer({ min: 0, max: 5 })),
  })
  .map(({ loanShare, downPaymentShare, ...input }) => ({
    ...input,
    desiredLoanAmount: Math.max(1_000, Math.min(input.propertyValue, Math.round(input.propertyValue * loanShare))),
    downPayment: downPaymentShare === undefined ? undefined : Math.round(input.propertyValue * downPaymentShare),
  }));

/**
 * Issue 19: whole households as the wizard takes them: a co-applicant in any currency (the
 * property countries' own included), dependants, people living in the property country, a
 * chosen loan currency or term, a first home (the schemes), on top of the applicants above.
 */
export const householdArb: fc.Arbitrary<EngineInput> = fc
  .record({
    base: applicantArb,
    residentShare: fc.double({ min: 0, max: 1, noNaN: true }),
    coApplicant: optional(
      fc.record({
        coApplicantIncome: fc.oneof(fc.integer({ min: 200, max: 4_000 }), fc.integer({ min: 200, max: 60_000 })),
        coApplicantIncomeCurrency: fc.constantFrom(...INCOME_CURRENCIES),
        coApplicantEmploymentType: fc.constantFrom(...EMPLOYMENT_TYPES),
        coApplicantAge: optional(fc.integer({ min: 18, max: 80 })),
      }),
    ),
    loanCurrency: optional(fc.constantFrom('EUR', 'RON', 'PLN', 'HUF', 'CZK')),
    termYears: optional(fc.integer({ min: 5, max: 40 })),
  })
  .map(({ base, residentShare, coApplicant, loanCurrency, termYears }) => ({
    ...base,
    // One in five lives in the country they buy in.
    residenceCountry: residentShare < 0.2 ? base.originCountry : base.residenceCountry,
    ...(coApplicant ?? {}),
    loanCurrency,
    termYears,
  }));
