import type { CountryType } from '@core/constants';
import { ZCountryCreate, ZCountryUpdate, type AdminCountry } from '@core/schemas/admin';
import { flagFor } from '@/lib/countries';
import { schemaResolver } from './schema-resolver';

export interface CountryFormValues {
  name: string;
  code: string;
  flag: string;
  type: CountryType;
  isActive: boolean;
}

export function countryFormValues(country?: AdminCountry | null): CountryFormValues {
  return country
    ? { name: country.name, code: country.code, flag: country.flag, type: country.type, isActive: country.isActive }
    : { name: '', code: '', flag: '', type: 'property', isActive: true };
}

/** Spec section 5: at most 2 characters, uppercase as it is typed (letters only: codes are ISO letters). */
export function normalizeCountryCode(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 2);
}

/** The body sent: an empty flag becomes the emoji flag of the code. */
function toBody(values: CountryFormValues) {
  const code = values.code.trim().toUpperCase();
  return { body: { ...values, code, flag: values.flag.trim() || flagFor(code) } };
}

export const countryCreateResolver = schemaResolver(ZCountryCreate, toBody);
export const countryUpdateResolver = schemaResolver(ZCountryUpdate, toBody);
