import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The languages OCR reads (ADR 082): Tesseract's models, shipped as the npm packages
 * `@tesseract.js-data/<code>` (a dependency each, installed with the product: nothing is fetched
 * at run time), by the language of a layout's locale (payslip-layouts.ts). Each residence country's
 * languages are here: German (DE, AT, CH), French (FR, BE, CH, CA), Italian, Spanish, Dutch (NL,
 * BE) and English (IE, UK, US, CA, AU). A new language is a package and a line here.
 */
export const OCR_LANGUAGES: Readonly<Record<string, string>> = {
  de: 'deu',
  en: 'eng',
  es: 'spa',
  fr: 'fra',
  it: 'ita',
  nl: 'nld',
};

/** Tesseract's codes for a layout's locales, in their order, each once; a language without a model is left out. */
export function ocrLanguagesFor(locales: readonly string[]): string[] {
  const codes = locales.map((locale) => OCR_LANGUAGES[new Intl.Locale(locale).language]).filter((code): code is string => code !== undefined);
  return [...new Set(codes)];
}

const require = createRequire(import.meta.url);

/**
 * The folder holding `<code>.traineddata.gz` of a language's integer LSTM model (`4.0.0_best_int`:
 * what tesseract.js itself fetches for its LSTM engine; the package's `4.0.0` holds the larger
 * legacy model, never read).
 */
export function languageDataFolder(code: string): string {
  return join(dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)), '4.0.0_best_int');
}
