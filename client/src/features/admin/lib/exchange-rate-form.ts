import { ZExchangeRateCreate } from '@core/schemas/admin';
import type { Language } from '@core/constants';
import { todayIsoDate } from '@/lib/format-date';
import { NUMBER_DECIMALS, readNumberFields } from './number-fields';
import { readPercent } from './percent';
import { schemaResolver } from './schema-resolver';

export interface ExchangeRateFormValues {
  currency: string;
  rate: string;
  rateDate: string;
  /** Percent; blank keeps the currency's current haircut. */
  fxHaircut: string;
  source: string;
}

export function exchangeRateFormValues(currency = ''): ExchangeRateFormValues {
  return { currency, rate: '', rateDate: todayIsoDate(), fxHaircut: '', source: '' };
}

/** Uppercase letters only, at most 3, as it is typed. */
export function normalizeCurrencyCode(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 3);
}

/** The rate (units per 1 EUR, up to 6 decimals) read in the interface language ("1,0834" in Romanian). */
const NUMBER_FIELDS = { rate: { decimals: NUMBER_DECIMALS.rate, label: 'admin:exchangeRates.rate' } };

function toBody(values: ExchangeRateFormValues, language: Language) {
  const read = readNumberFields(values, NUMBER_FIELDS, language);
  const haircut = readPercent(values.fxHaircut, language, 'admin:exchangeRates.haircut');
  return {
    body: {
      currency: values.currency,
      rate: read.values.rate,
      rateDate: values.rateDate,
      ...(haircut.ok && haircut.fraction ? { fxHaircut: haircut.fraction } : {}),
      source: values.source,
    },
    fieldIssues: { ...read.fieldIssues, ...(haircut.ok ? {} : { fxHaircut: haircut.message }) },
  };
}

export const exchangeRateResolver = schemaResolver(ZExchangeRateCreate, toBody);
