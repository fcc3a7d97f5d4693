/**
 * The criteria of a partner bank that are data with a source (issue 19): what an admin may mark
 * as our estimate of the bank's practice rather than read in a source, what the seed marks
 * (core/reference-data/bank-criteria.ts) and what the result lists as estimates. One list for
 * every layer.
 */
export const BANK_CRITERIA = [
  'loanCurrencies',
  'representativeRates',
  'interestRateMin',
  'interestRateMax',
  'maxTermYears',
  'nonResidentMaxTermYears',
  'nonResidentLtvCap',
  'maxAgeAtMaturity',
  'acceptsInternationalIncome',
  'acceptedIncomeCurrencies',
  'acceptedResidenceCountries',
  'foreignIncomeHaircut',
  'acceptedEmploymentTypes',
  'minEmploymentMonths',
  'minTotalEmploymentMonths',
  'translatedDocuments',
  'apostilledDocuments',
] as const;
export type BankCriterion = (typeof BANK_CRITERIA)[number];
