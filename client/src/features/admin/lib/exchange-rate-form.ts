import { ZExchangeRateCreate } from '@core/schemas/admin';
import { todayIsoDate } from '@/lib/format-date';
import { percentTextToFraction } from './percent';
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

function toBody(values: ExchangeRateFormValues) {
  const haircut = percentTextToFraction(values.fxHaircut);
  return {
    body: {
      currency: values.currency,
      rate: values.rate,
      rateDate: values.rateDate,
      ...(haircut ? { fxHaircut: haircut } : {}),
      source: values.source,
    },
    fieldIssues: haircut === undefined ? { fxHaircut: 'admin:lendingRules.form.percentInvalid' } : {},
  };
}

export const exchangeRateResolver = schemaResolver(ZExchangeRateCreate, toBody);
