import { describe, expect, it } from 'vitest';
import { FALLBACK_HOME_CODES, FALLBACK_RESIDENCE_CODES } from '@core/constants';
import type { PublicCountry } from '@core/schemas/countries';
import { countryName, countryOptions, flagFor, pickCountry } from './countries';

const countries: PublicCountry[] = [
  { id: 1, code: 'DE', name: 'Germany', flag: '🇩🇪', type: 'income' },
  { id: 2, code: 'RO', name: 'Romania', flag: '🇷🇴', type: 'property' },
  { id: 3, code: 'IE', name: 'Ireland', flag: '🇮🇪', type: 'both' },
];

describe('country choices', () => {
  it('offers income-side countries of type income or both, property-side property or both', () => {
    expect(countryOptions('income', countries, FALLBACK_RESIDENCE_CODES, 'en').map((c) => c.code)).toEqual(['DE', 'IE']);
    expect(countryOptions('property', countries, FALLBACK_HOME_CODES, 'en').map((c) => c.code)).toEqual(['IE', 'RO']);
  });

  it('falls back to the lists of docs/product.md §9 when the call failed or gave nothing for a side', () => {
    const residence = countryOptions('income', undefined, FALLBACK_RESIDENCE_CODES, 'en');
    expect(residence.map((c) => c.code).sort()).toEqual([...FALLBACK_RESIDENCE_CODES].sort());
    expect(countryOptions('property', [countries[0]], FALLBACK_HOME_CODES, 'en')).toHaveLength(FALLBACK_HOME_CODES.length);
  });

  it('names countries in the interface language, UK included', () => {
    expect(countryName('DE', 'ro')).toBe('Germania');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('UK', 'en')).toBe('United Kingdom');
    expect(countryOptions('income', countries, [], 'fr')[0].name).toBe('Allemagne');
  });

  it('makes emoji flags from codes and keeps a preferred choice only when offered', () => {
    expect(flagFor('RO')).toBe('🇷🇴');
    expect(flagFor('UK')).toBe('🇬🇧');
    const options = countryOptions('income', countries, [], 'en');
    expect(pickCountry(options, 'de')).toBe('DE');
    expect(pickCountry(options, 'FR')).toBe('');
  });
});
