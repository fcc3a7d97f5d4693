import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@core/languages';
import { languageNameIn } from './language-name';

describe('a language named in the reader’s language', () => {
  it('names the applicant’s language the way a French, English or Romanian broker reads it', () => {
    expect(languageNameIn('ro', 'fr')).toBe('Roumain');
    expect(languageNameIn('fr', 'en')).toBe('French');
    expect(languageNameIn('en', 'ro')).toBe('Engleză');
  });

  it('gives every language a name in every other', () => {
    for (const language of LANGUAGES) for (const reader of LANGUAGES) expect(languageNameIn(language, reader)).toMatch(/^\p{Lu}\p{Ll}+$/u);
  });
});
