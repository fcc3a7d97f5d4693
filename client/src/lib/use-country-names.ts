import { useCallback } from 'react';
import { countryName, flagFor } from './countries';
import { useCountries } from './queries/get-countries';
import { useLanguage } from './use-language';

export interface CountryLabel {
  code: string;
  name: string;
  flag: string;
}

/**
 * Turns a country code into its name in the interface language and its flag. Names the
 * browser does not know come from GET /api/countries (shared, cached), else the code.
 */
export function useCountryNames(): (code: string | null | undefined) => CountryLabel | null {
  const language = useLanguage();
  const { data: countries } = useCountries();
  return useCallback(
    (code) => {
      if (!code) return null;
      const fromApi = countries?.find((country) => country.code.toUpperCase() === code.toUpperCase());
      return { code: code.toUpperCase(), name: countryName(code, language, fromApi?.name), flag: fromApi?.flag || flagFor(code) };
    },
    [countries, language],
  );
}
