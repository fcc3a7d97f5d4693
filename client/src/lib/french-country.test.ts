import { describe, expect, it } from 'vitest';
import { frenchCountryFor, frenchCountryIn } from './french-country';

/** French names as Intl.DisplayNames gives them, with the preposition a French reader expects. */
const fr = (code: string) => new Intl.DisplayNames(['fr'], { type: 'region' }).of(code) ?? code;

describe('French country phrases', () => {
  it('puts the property countries after "en" and "pour la" (all feminine)', () => {
    expect(['RO', 'BG', 'HU', 'PL', 'CZ', 'SK', 'HR', 'SI'].map((code) => frenchCountryIn(fr(code)))).toEqual([
      'en Roumanie',
      'en Bulgarie',
      'en Hongrie',
      'en Pologne',
      'en Tchéquie',
      'en Slovaquie',
      'en Croatie',
      'en Slovénie',
    ]);
    expect(frenchCountryFor(fr('RO'))).toBe('pour la Roumanie');
  });

  it('takes "au"/"le" for masculine names, "l’"/"en" before a vowel, "aux"/"les" for plural names, none for islands', () => {
    expect([fr('PT'), fr('CA'), fr('GB')].map(frenchCountryIn)).toEqual(['au Portugal', 'au Canada', 'au Royaume-Uni']);
    expect([fr('PT'), fr('GB')].map(frenchCountryFor)).toEqual(['pour le Portugal', 'pour le Royaume-Uni']);
    expect([fr('IT'), fr('AT'), fr('IE')].map(frenchCountryFor)).toEqual(['pour l’Italie', 'pour l’Autriche', 'pour l’Irlande']);
    expect(frenchCountryIn(fr('IT'))).toBe('en Italie');
    expect([fr('NL'), fr('US')].map(frenchCountryIn)).toEqual(['aux Pays-Bas', 'aux États-Unis']);
    expect(frenchCountryFor(fr('US'))).toBe('pour les États-Unis');
    expect([fr('CY'), fr('MT')].map(frenchCountryIn)).toEqual(['à Chypre', 'à Malte']);
    expect(frenchCountryFor(fr('MT'))).toBe('pour Malte');
    expect([fr('MX'), fr('MK'), fr('ZA')].map(frenchCountryIn)).toEqual(['au Mexique', 'en Macédoine du Nord', 'en Afrique du Sud']);
  });
});
