import type { Language } from '@core/constants';
import { ZBankCreate, ZBankUpdate, type AdminBank } from '@core/schemas/admin';
import { writeLocalizedDecimal } from '@/lib/localized-number';
import { NUMBER_DECIMALS, readNumberFields, type NumberFieldRule } from './number-fields';
import { schemaResolver } from './schema-resolver';

export interface BankFormValues {
  name: string;
  countryCode: string;
  description: string;
  website: string;
  minLoanAmount: string;
  maxLoanAmount: string;
  interestRateMin: string;
  interestRateMax: string;
  /** "EUR, RON" */
  loanCurrencies: string;
  /** "EUR": the income currencies the bank lends against; empty = any. */
  acceptedIncomeCurrencies: string;
  /** The bank's age at the last instalment; empty = the country's. */
  maxAgeAtMaturity: string;
  /** One feature per line. */
  features: string;
  acceptsInternationalIncome: boolean;
  isActive: boolean;
}

/**
 * The form's values; numbers without trailing zeros in the interface language ("1500.00" ->
 * "1500", "3.80" -> "3.8", "3,8" in Romanian and French; English when not given).
 */
export function bankFormValues(bank?: AdminBank | null, defaultCountryCode = '', language: Language = 'en'): BankFormValues {
  const plain = (decimal: string) => writeLocalizedDecimal(decimal, language);
  if (!bank) {
    return {
      name: '',
      countryCode: defaultCountryCode,
      description: '',
      website: '',
      minLoanAmount: '',
      maxLoanAmount: '',
      interestRateMin: '',
      interestRateMax: '',
      loanCurrencies: 'EUR',
      acceptedIncomeCurrencies: '',
      maxAgeAtMaturity: '',
      features: '',
      acceptsInternationalIncome: true,
      isActive: true,
    };
  }
  return {
    name: bank.name,
    countryCode: bank.countryCode,
    description: bank.description ?? '',
    website: bank.website ?? '',
    minLoanAmount: plain(bank.minLoanAmount),
    maxLoanAmount: plain(bank.maxLoanAmount),
    interestRateMin: plain(bank.interestRateMin),
    interestRateMax: plain(bank.interestRateMax),
    loanCurrencies: bank.loanCurrencies.join(', '),
    acceptedIncomeCurrencies: bank.acceptedIncomeCurrencies.join(', '),
    maxAgeAtMaturity: bank.maxAgeAtMaturity === null ? '' : String(bank.maxAgeAtMaturity),
    features: bank.features.join('\n'),
    acceptsInternationalIncome: bank.acceptsInternationalIncome,
    isActive: bank.isActive,
  };
}

/**
 * The request body: only the form's fields, so an edit leaves the bank's other settings
 * (required documents, non-resident caps) as they are. min ≤ max is the shared schema's rule.
 */
const currencyCodes = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

/** Amounts in EUR with cents, rates in percent per year, the age in whole years. */
export const BANK_NUMBER_FIELDS = {
  minLoanAmount: { decimals: NUMBER_DECIMALS.money, label: 'admin:banks.minLoan' },
  maxLoanAmount: { decimals: NUMBER_DECIMALS.money, label: 'admin:banks.maxLoan' },
  interestRateMin: { decimals: NUMBER_DECIMALS.rate, label: 'admin:banks.rateMin' },
  interestRateMax: { decimals: NUMBER_DECIMALS.rate, label: 'admin:banks.rateMax' },
  maxAgeAtMaturity: { decimals: NUMBER_DECIMALS.whole, label: 'admin:banks.maxAgeAtMaturity' },
} as const satisfies Partial<Record<keyof BankFormValues, NumberFieldRule>>;

function toBody(formValues: BankFormValues, language: Language) {
  const { values, fieldIssues } = readNumberFields(formValues, BANK_NUMBER_FIELDS, language);
  return {
    fieldIssues,
    body: {
      ...values,
      loanCurrencies: currencyCodes(values.loanCurrencies),
      acceptedIncomeCurrencies: currencyCodes(values.acceptedIncomeCurrencies),
      features: values.features
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    },
  };
}

export const bankCreateResolver = schemaResolver(ZBankCreate, toBody);
export const bankUpdateResolver = schemaResolver(ZBankUpdate, toBody);
