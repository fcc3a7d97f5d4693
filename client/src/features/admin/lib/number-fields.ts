import { LANGUAGES, type Language } from '@core/constants';
import { readLocalizedNumber } from '@/lib/localized-number';

/**
 * Numbers in the admin forms are typed the interface language's way (issue 12: "500.000" is
 * five hundred thousand in Romanian) and read by core's parser, like the wizard's. The parser
 * turns the entry into the plain decimal text the API takes; the shared schema then judges it
 * (range, precision) with its own messages.
 */

/** What a form passes to react-hook-form as `context`, so its resolver reads numbers in the interface language. */
export interface FormLanguageContext {
  language: Language;
}

/** The language of a resolver's context; without one (tests, plain API text) English, whose convention is the API's. */
export function contextLanguage(context: unknown): Language {
  const language = (context as Partial<FormLanguageContext> | undefined)?.language;
  return LANGUAGES.includes(language as Language) ? (language as Language) : 'en';
}

/**
 * Decimals the parser reads per kind of field. Money takes cents, so "3,000" typed in Romanian
 * (3 or 3000?) is asked about rather than guessed. Rates and percentages are never written with
 * thousands, so the parser reads them to the finest decimal any admin field keeps and the
 * schema says how many this one takes. Whole numbers: 2.5 years "must be a whole number".
 */
export const NUMBER_DECIMALS = { money: 2, rate: 6, whole: 0 } as const;

export interface NumberFieldRule {
  decimals: number;
  /** The field's label (a translation key with its namespace), named in the parser's messages. */
  label: string;
}

/**
 * The values with each listed number field as plain decimal text, and the parser's refusals
 * by field (a refused field keeps its text; its issue wins over the schema's). Empty fields
 * are left to the schema (required or optional).
 */
export function readNumberFields<TValues extends object>(
  values: TValues,
  rules: Partial<Record<keyof TValues & string, NumberFieldRule>>,
  language: Language,
): { values: TValues; fieldIssues: Partial<Record<keyof TValues & string, string>> } {
  const read = { ...values } as Record<string, unknown>;
  const fieldIssues: Partial<Record<keyof TValues & string, string>> = {};
  for (const [field, rule] of Object.entries(rules) as Array<[keyof TValues & string, NumberFieldRule]>) {
    const text = (values as Record<string, unknown>)[field];
    if (typeof text !== 'string' || text.trim() === '') continue;
    const number = readLocalizedNumber(text, language, rule.decimals, rule.label);
    if (number.ok) read[field] = number.canonical;
    else fieldIssues[field] = number.message;
  }
  return { values: read as TValues, fieldIssues };
}
