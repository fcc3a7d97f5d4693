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

/**
 * Uppercase as it is typed (docs/product.md §5), and nothing else: a code typed or pasted too long
 * ("SWE") stays as it is, for the schema to refuse on the field, instead of being cut to a code
 * of another country or of none ("SW", issue 20).
 */
export function normalizeCountryCode(text: string): string {
  return text.toUpperCase();
}

/** The body sent: an empty flag becomes the emoji flag of the code. */
function toBody(values: CountryFormValues) {
  const code = values.code.trim().toUpperCase();
  return { body: { ...values, code, flag: values.flag.trim() || flagFor(code) } };
}

export const countryCreateResolver = schemaResolver(ZCountryCreate, toBody);
export const countryUpdateResolver = schemaResolver(ZCountryUpdate, toBody);
