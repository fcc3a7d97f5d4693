/**
 * Everything the product needs to know about a language it speaks, in one place (issue 21): adding
 * a language is one entry here and its folder of texts under client/public/locales/ (see
 * docs/product.md §9 for the languages offered). The server (e-mails, the certificate), the client
 * (formats, the switcher, the CSV) and the number parser all read these entries.
 */
export interface LanguageDefinition {
  /** The BCP 47 locale whose numbers, dates and currencies `Intl` writes for this language. */
  locale: string;
  /** The language's name in itself, as the switcher lists it. */
  ownName: string;
  /** How people of this language type a number: the decimal mark and the thousands separators. */
  numbers: { decimal: ',' | '.'; groups: readonly string[] };
  /**
   * How a spreadsheet opened in this language's region splits a CSV: where `,` is the decimal mark,
   * Excel's list separator is `;` (ADR 073).
   */
  csv: { delimiter: ',' | ';'; decimal: ',' | '.' };
  /**
   * The countries (codes as the product spells them: 'UK', not 'GB') where it is the language a
   * bank works in: a bank dossier is written in it for a bank there (issue 23), beside English.
   */
  countries: readonly string[];
}

export const LANGUAGE_DEFINITIONS = {
  ro: {
    locale: 'ro-RO',
    ownName: 'Română',
    numbers: { decimal: ',', groups: ['.', ' '] },
    csv: { delimiter: ';', decimal: ',' },
    countries: ['RO', 'MD'],
  },
  en: {
    locale: 'en-GB',
    ownName: 'English',
    numbers: { decimal: '.', groups: [',', ' '] },
    csv: { delimiter: ',', decimal: '.' },
    countries: ['UK', 'IE', 'US', 'CA', 'AU'],
  },
  fr: {
    locale: 'fr-FR',
    ownName: 'Français',
    numbers: { decimal: ',', groups: [' '] },
    csv: { delimiter: ';', decimal: ',' },
    countries: ['FR', 'BE', 'LU', 'CH', 'MC', 'CA'],
  },
  // Issue 25: the home languages of the corridor's other property countries, and German (the
  // largest residence country of these diasporas). Groups: Intl writes a no-break or narrow
  // no-break space ("3 200,50"), which the parser reads as any space; hr, sl and de write a dot.
  pl: {
    locale: 'pl-PL',
    ownName: 'Polski',
    numbers: { decimal: ',', groups: [' '] },
    csv: { delimiter: ';', decimal: ',' },
    countries: ['PL'],
  },
  hu: {
    locale: 'hu-HU',
    ownName: 'Magyar',
    numbers: { decimal: ',', groups: [' '] },
    csv: { delimiter: ';', decimal: ',' },
    countries: ['HU'],
  },
  cs: {
    locale: 'cs-CZ',
    ownName: 'Čeština',
    numbers: { decimal: ',', groups: [' '] },
    csv: { delimiter: ';', decimal: ',' },
    countries: ['CZ'],
  },
  sk: {
    locale: 'sk-SK',
    ownName: 'Slovenčina',
    numbers: { decimal: ',', groups: [' '] },
    csv: { delimiter: ';', decimal: ',' },
    countries: ['SK'],
  },
  hr: {
    locale: 'hr-HR',
    ownName: 'Hrvatski',
    numbers: { decimal: ',', groups: ['.', ' '] },
    csv: { delimiter: ';', decimal: ',' },
    countries: ['HR'],
  },
  sl: {
    locale: 'sl-SI',
    ownName: 'Slovenščina',
    numbers: { decimal: ',', groups: ['.', ' '] },
    csv: { delimiter: ';', decimal: ',' },
    countries: ['SI'],
  },
  bg: {
    locale: 'bg-BG',
    ownName: 'Български',
    numbers: { decimal: ',', groups: [' '] },
    csv: { delimiter: ';', decimal: ',' },
    countries: ['BG'],
  },
  de: {
    locale: 'de-DE',
    ownName: 'Deutsch',
    numbers: { decimal: ',', groups: ['.', ' '] },
    csv: { delimiter: ';', decimal: ',' },
    countries: ['DE', 'AT', 'LI'],
  },
} as const satisfies Record<string, LanguageDefinition>;

export type Language = keyof typeof LANGUAGE_DEFINITIONS;

/** The languages in the order the switcher lists them (Romanian first: the default). */
export const LANGUAGES = Object.keys(LANGUAGE_DEFINITIONS) as [Language, ...Language[]];

/** The BCP 47 locale `Intl` formats this language with. */
export function localeOf(language: Language): string {
  return LANGUAGE_DEFINITIONS[language].locale;
}

/** One value per language, read from its definition (a language added above gets its own at once). */
export function perLanguage<T>(pick: (definition: LanguageDefinition, language: Language) => T): Record<Language, T> {
  const values = {} as Record<Language, T>;
  for (const language of LANGUAGES) values[language] = pick(LANGUAGE_DEFINITIONS[language], language);
  return values;
}
