import { describe, expect, it } from 'vitest';
import { seedConfig } from '@core/eligibility/testing/seed-config';
import type { PublicCountry } from '@core/schemas/countries';
import { groupBanksByCountry } from './group-banks';
import { buildPreselection, canGetStarted, heroDefaults, heroOptions } from './hero-selection';

describe('hero country selects (docs/product.md §2.3)', () => {
  it('uses the hero fallback lists when the countries call failed, with Germany and Romania chosen', () => {
    const options = heroOptions(undefined, 'en');
    expect(options.residence.map((c) => c.code).sort()).toEqual(['DE', 'ES', 'FR', 'IT', 'UK']);
    expect(options.property.map((c) => c.code).sort()).toEqual(['BG', 'HR', 'HU', 'PL', 'RO']);
    expect(heroDefaults(options.residence, options.property)).toEqual({ residenceCountry: 'DE', propertyCountry: 'RO' });
  });

  it('chooses nothing when a default is not offered, and Get Started waits for both', () => {
    const countries: PublicCountry[] = [
      { id: 1, code: 'FR', name: 'France', flag: '', type: 'income' },
      { id: 2, code: 'RO', name: 'Romania', flag: '', type: 'property' },
    ];
    const options = heroOptions(countries, 'en');
    expect(heroDefaults(options.residence, options.property)).toEqual({ residenceCountry: '', propertyCountry: 'RO' });
    expect(canGetStarted('', 'RO')).toBe(false);
    expect(canGetStarted('FR', 'RO')).toBe(true);
    expect(buildPreselection('FR', 'RO', 'fr')).toEqual({ residenceCountry: 'FR', propertyCountry: 'RO', language: 'fr' });
  });
});

describe('bank partners', () => {
  it('groups the active banks by country, named in the interface language', () => {
    const groups = groupBanksByCountry(seedConfig().banks, 'ro');
    const romania = groups.find((group) => group.countryCode === 'RO');
    expect(romania?.countryName).toBe('România');
    expect(romania?.banks.map((bank) => bank.name)).toContain('Banca Transilvania');
    expect(groups.reduce((sum, group) => sum + group.banks.length, 0)).toBe(seedConfig().banks.length);
  });
});
