import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, languageFromTags } from './language-pick';

describe("a first visit's language (issue 25)", () => {
  it("takes the browser's first language the product speaks, region or not", () => {
    expect(languageFromTags(['pl-PL', 'en-US'])).toBe('pl');
    expect(languageFromTags(['es-ES', 'de-AT', 'en'])).toBe('de');
    expect(languageFromTags(['CS_cz'])).toBe('cs');
    expect(languageFromTags(['es', 'it'])).toBeUndefined();
    expect(languageFromTags([])).toBeUndefined();
  });

  it('reads Accept-Language by its q-values, the order given breaking ties, ignoring q=0 and *', () => {
    expect(languageFromAcceptLanguage('hu-HU,hu;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hu');
    expect(languageFromAcceptLanguage('en;q=0.5, bg;q=0.8')).toBe('bg');
    expect(languageFromAcceptLanguage('sk, cs')).toBe('sk');
    expect(languageFromAcceptLanguage('fr;q=0, *;q=0.5, ro;q=0.1')).toBe('ro');
    expect(languageFromAcceptLanguage('es-ES, *')).toBeUndefined();
    expect(languageFromAcceptLanguage('')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
    expect(languageFromAcceptLanguage(';;;,q=abc')).toBeUndefined();
  });
});
