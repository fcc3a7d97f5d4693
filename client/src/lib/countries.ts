import type { CountryType, Language } from '@core/constants';
import type { PublicCountry } from '@core/schemas/countries';

/**
 * Country choices for the hero and the wizard (docs/product.md §2.3, §2.7): income-side selects offer
 * countries of type income or both, property-side selects property or both. Names are shown
 * in the interface language (Intl.DisplayNames), falling back to the API's name.
 */
export type CountrySide = 'income' | 'property';

export interface CountryOption {
  code: string;
  name: string;
  flag: string;
}

const SIDE_TYPES: Record<CountrySide, readonly CountryType[]> = {
  income: ['income', 'both'],
  property: ['property', 'both'],
};

/** The emoji flag of a two-letter code ('UK' is the product's spelling of GB, docs/product.md §9). */
export function flagFor(code: string): string {
  const iso = code.toUpperCase() === 'UK' ? 'GB' : code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(iso)) return '';
  return String.fromCodePoint(...[...iso].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

const displayNames = new Map<Language, Intl.DisplayNames | null>();

/** The country's name in the interface language, else `fallback`, else the code. */
export function countryName(code: string, language: Language, fallback?: string): string {
  if (!displayNames.has(language)) {
    try {
      displayNames.set(language, new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }));
    } catch {
      displayNames.set(language, null);
    }
  }
  const iso = code.toUpperCase() === 'UK' ? 'GB' : code.toUpperCase();
  try {
    return displayNames.get(language)?.of(iso) ?? fallback ?? code;
  } catch {
    return fallback ?? code;
  }
}

/**
 * The options for one side: from the API when it answered with at least one country of that
 * side, else from the fallback codes. Sorted by name in the interface language.
 */
export function countryOptions(
  side: CountrySide,
  countries: readonly PublicCountry[] | undefined,
  fallbackCodes: readonly string[],
  language: Language,
): CountryOption[] {
  const types = SIDE_TYPES[side];
  const fromApi = (countries ?? []).filter((country) => types.includes(country.type));
  const options =
    fromApi.length > 0
      ? fromApi.map((country) => ({
          code: country.code.toUpperCase(),
          name: countryName(country.code, language, country.name),
          flag: country.flag || flagFor(country.code),
        }))
      : fallbackCodes.map((code) => ({ code, name: countryName(code, language), flag: flagFor(code) }));
  const collator = new Intl.Collator(language);
  return options.sort((a, b) => collator.compare(a.name, b.name));
}

/** `preferred` (uppercased) when it is among the options, else '' (nothing chosen). */
export function pickCountry(options: readonly CountryOption[], preferred: string | undefined): string {
  if (preferred && options.some((option) => option.code === preferred.toUpperCase())) return preferred.toUpperCase();
  return '';
}
