import { describe, expect, it } from 'vitest';
import { checkLanguage, parseCatalog, pluralForms } from './check-catalogs';
import { checkTranslations } from './check';
import { GLOSSARY } from './glossary';

/** The translation check (issue 25): each rule on a small catalog, then every language of the product. */
const english = {
  translation: {
    'nav.home': 'Home',
    'result.rate': 'APRC {{apr}}',
    'result.more': 'Read <1>the terms</1>.',
    'units.documents_one': '{{count}} document',
    'units.documents_other': '{{count}} documents',
    'app.name': 'Acasa',
  },
};
const kinds = (language: string, catalogs: Record<string, Record<string, string>>) => checkLanguage(language, catalogs, english).map((problem) => `${problem.kind} ${problem.where}`);

describe('the translation check', () => {
  const polish = {
    'nav.home': 'Strona główna',
    'result.rate': 'RRSO {{apr}}',
    'result.more': 'Przeczytaj <1>warunki</1>.',
    'units.documents_one': '1 dokument',
    'units.documents_few': '{{count}} dokumenty',
    'units.documents_many': '{{count}} dokumentów',
    'units.documents_other': '{{count}} dokumentu',
    'app.name': 'Acasa',
  };

  it('passes a complete translation', () => {
    expect(kinds('pl', { translation: polish })).toEqual([]);
  });

  it('names a missing key, a missing file and a stale key', () => {
    const { 'nav.home': _, ...withoutHome } = polish;
    expect(kinds('pl', { translation: { ...withoutHome, 'nav.old': 'Stary' } })).toEqual(['missing translation:nav.home', 'extra translation:nav.old']);
    expect(kinds('pl', {})).toEqual(['missing translation.json']);
  });

  it('asks for each plural form the language needs, by Intl.PluralRules', () => {
    expect(pluralForms('pl')).toEqual(expect.arrayContaining(['one', 'few', 'many', 'other']));
    expect(pluralForms('sl')).toEqual(expect.arrayContaining(['one', 'two', 'few', 'other']));
    const { 'units.documents_many': _, ...withoutMany } = polish;
    expect(kinds('pl', { translation: withoutMany })).toEqual(['plural translation:units.documents_many']);
    // German has only one and other: a Polish-style "few" is a stale key there.
    expect(kinds('de', { translation: { 'nav.home': 'Startseite', 'result.rate': 'Effektiver Jahreszins {{apr}}', 'result.more': 'Lesen Sie <1>die Bedingungen</1>.', 'units.documents_one': '1 Dokument', 'units.documents_other': '{{count}} Dokumente', 'units.documents_few': '{{count}} Dokumente', 'app.name': 'Acasa' } })).toEqual(['extra translation:units.documents_few']);
  });

  it('finds an untranslated text, an empty one, and lets a brand or an acronym be the same as English', () => {
    expect(kinds('pl', { translation: { ...polish, 'nav.home': 'Home' } })).toEqual(['untranslated translation:nav.home']);
    expect(kinds('pl', { translation: { ...polish, 'nav.home': '  ' } })).toEqual(['empty translation:nav.home']);
    expect(kinds('pl', { translation: { ...polish, 'app.name': 'Acasa' } })).toEqual([]);
  });

  it('finds placeholders and markup unlike English', () => {
    expect(kinds('pl', { translation: { ...polish, 'result.rate': 'RRSO {{rate}}' } })).toEqual(['placeholders translation:result.rate']);
    expect(kinds('pl', { translation: { ...polish, 'result.more': 'Przeczytaj warunki.' } })).toEqual(['markup translation:result.more']);
    expect(kinds('pl', { translation: { ...polish, 'units.documents_few': 'kilka dokumentów' } })).toEqual(['placeholders translation:units.documents_few']);
  });

  it('enforces the glossary: APRC is RRSO in Polish, THM in Hungarian', () => {
    expect(kinds('pl', { translation: { ...polish, 'result.rate': 'Roczna stopa {{apr}}' } })).toEqual(['glossary translation:result.rate']);
    const aprc = GLOSSARY.find((term) => term.english.test('APRC'))!;
    expect(aprc.languages.hu.term).toBe('THM');
    // An inflected form passes: "pełnomocnictwa" for power of attorney.
    const attorney = GLOSSARY.find((term) => term.english.test('power of attorney'))!;
    expect(attorney.languages.pl.match.test('Podpisz pełnomocnictwa w konsulacie')).toBe(true);
  });

  it('reports a file that is not JSON instead of failing', () => {
    expect(parseCatalog('pl', 'result', '{ "a": ').problem?.kind).toBe('not-json');
    expect(parseCatalog('pl', 'result', '[]').problem?.kind).toBe('not-json');
  });

  it('finds no problem in any language the product offers', () => {
    expect(checkTranslations().map((problem) => `${problem.language} ${problem.kind} ${problem.where}: ${problem.detail}`)).toEqual([]);
  });
});
