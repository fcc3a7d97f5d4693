import {
  HERO_DEFAULT_PROPERTY,
  HERO_DEFAULT_RESIDENCE,
  HERO_FALLBACK_PROPERTY_CODES,
  HERO_FALLBACK_RESIDENCE_CODES,
  type Language,
} from '@core/constants';
import type { PublicCountry } from '@core/schemas/countries';
import { countryOptions, pickCountry, type CountryOption } from '@/lib/countries';
import type { Preselection } from '@/lib/preselection';

/** The hero's choices (docs/product.md §2.3): by type from the API, else the hero fallback lists. */
export function heroOptions(countries: readonly PublicCountry[] | undefined, language: Language) {
  return {
    residence: countryOptions('income', countries, HERO_FALLBACK_RESIDENCE_CODES, language),
    property: countryOptions('property', countries, HERO_FALLBACK_PROPERTY_CODES, language),
  };
}

/** Germany and Romania when offered; a user's own choice wins once made. */
export function heroDefaults(residence: readonly CountryOption[], property: readonly CountryOption[]) {
  return {
    residenceCountry: pickCountry(residence, HERO_DEFAULT_RESIDENCE),
    propertyCountry: pickCountry(property, HERO_DEFAULT_PROPERTY),
  };
}

/** Get Started is enabled only when both countries are chosen. */
export function canGetStarted(residenceCountry: string, propertyCountry: string): boolean {
  return residenceCountry.trim() !== '' && propertyCountry.trim() !== '';
}

export function buildPreselection(residenceCountry: string, propertyCountry: string, language: Language): Preselection {
  return { residenceCountry, propertyCountry, language };
}
