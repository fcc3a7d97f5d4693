import { ZBankCreate, ZBankUpdate, type AdminBank } from '@core/schemas/admin';
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

/** "1500.00" -> "1500", "3.80" -> "3.8": a number input shows the value without trailing zeros. */
const plain = (decimal: string) => (decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal);

export function bankFormValues(bank?: AdminBank | null, defaultCountryCode = ''): BankFormValues {
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

function toBody(values: BankFormValues) {
  return {
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
