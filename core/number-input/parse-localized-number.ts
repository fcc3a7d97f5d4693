import { perLanguage, type Language } from '../languages';

/**
 * Numbers as people type them (issue 12). In Romanian `3.000` is three thousand and `3000,50`
 * is three thousand and a half; in French `3 000,50`; in English `3,000.50`. Plain digits work
 * in every language. One parser for the wizard, the what-if panel, the admin forms and the
 * server's tests, so a typed amount means the same thing everywhere.
 *
 * The rule: an entry that is well formed in the interface language is read that way. An entry
 * that is not, but that another language's convention reads, is refused with what it could
 * mean (never guessed): `3,5` in English suggests 3.5; `3,000` in Romanian could be 3 or 3,000.
 *
 * Pasted amounts (issue 20): a payslip or a banking app writes "3 200,50 €", "€3,200", "RON
 * 4.500", "2 500 Ft", "CHF 3'200.50". An amount that carries a currency (a sign or code, before
 * or after) is money, which has at most two decimals, so it is read by its own separators
 * whatever the interface language: the last of `.` and `,` followed by one or two digits is the
 * decimal mark; one followed by three digits, or repeated, groups thousands ("€3,200" = 3200).
 * Apostrophes (Swiss) and every kind of space group thousands in any entry.
 */

interface Convention {
  decimal: string;
  /** Thousands separators; a space (any width, normalised) separates thousands everywhere. */
  groups: readonly string[];
}

const CONVENTIONS: Readonly<Record<Language, Convention>> = perLanguage((definition) => definition.numbers);

export type NumberParseError =
  /** Nothing typed. */
  | 'empty'
  /** Not a number in any convention (letters, stray signs, broken grouping). */
  | 'invalid'
  /** Well formed only in another language's convention: `readings` holds what it would mean. */
  | 'separators'
  /** Two conventions read it as two different numbers (`3,000` in Romanian: 3 or 3000). */
  | 'ambiguous'
  /** More decimals than the field takes (cents: 2). */
  | 'tooManyDecimals'
  /** A whole number was asked for (months, years, age). */
  | 'notWhole';

export type NumberParseResult =
  | { ok: true; value: number; /** Plain decimal text ("3000.5"), as the API takes amounts. */ canonical: string }
  | { ok: false; error: NumberParseError; /** Candidate values, for "did you mean ...". */ readings: number[] };

export interface ParseNumberOptions {
  /** Decimal places the field takes: 2 for money, 0 for whole numbers. */
  maxDecimals?: number;
}

interface Reading {
  canonical: string;
  value: number;
  decimals: number;
}

const DIGITS = /^\d+$/;
/**
 * NBSP, narrow NBSP (fr-FR's Intl group), thin and figure spaces, and apostrophes (de-CH's
 * 3'200, typographic or not) all separate thousands.
 */
const SPACES = /[\s\u00a0\u2007\u2009\u202f'\u2019\u02bc]+/g;

/**
 * Currency signs and codes an amount may be pasted with: the income currencies of core's
 * constants and the ones banking apps of the countries our users live in write. Longest first,
 * so "US$" is not read as "$" and a stray "US".
 */
const CURRENCY_MARKERS = ['US$', 'EUR', 'RON', 'LEI', 'PLN', 'ZŁ', 'ZL', 'HUF', 'FT', 'CZK', 'KČ', 'GBP', 'USD', 'CHF', 'FR.', 'SEK', 'NOK', 'DKK', 'KR', 'BGN', 'ЛВ', '€', '£', '$'] as const;
const escapeRegExp = (text: string) => text.replace(/[.$]/g, '\\$&');
const MARKER = CURRENCY_MARKERS.map(escapeRegExp).join('|');
// A code is a word of its own ("3 200 lei", "EUR3200"), never letters glued to others ("blei").
const LEADING_MARKER = new RegExp(`^(-?)\\s*(?:${MARKER})(?![\\p{L}])\\s*`, 'iu');
const TRAILING_MARKER = new RegExp(`(?<![\\p{L}])\\s*(?:${MARKER})$`, 'iu');

function normalise(text: string): string {
  return text.trim().replace(SPACES, ' ');
}

/** The entry without its currency, and whether it had one; an entry with two is not an amount (empty text). */
function withoutCurrency(text: string): { text: string; hasCurrency: boolean } {
  const leading = text.replace(LEADING_MARKER, '$1');
  const stripped = leading.replace(TRAILING_MARKER, '');
  const markers = Number(leading !== text) + Number(stripped !== leading);
  if (markers === 2) return { text: '', hasCurrency: true };
  return { text: stripped.trim(), hasCurrency: markers === 1 };
}

/**
 * The convention a money amount is written in, from its own separators (see the file's comment):
 * null when they say nothing (plain digits, spaces only) or contradict each other.
 */
function moneyConvention(text: string): Convention | null {
  const marks = text.replace(/[^.,]/g, '');
  if (marks === '') return null;
  const last = marks.at(-1)!;
  const other = last === '.' ? ',' : '.';
  const digitsAfterLast = text.length - 1 - text.lastIndexOf(last);
  if (marks.includes(other)) return { decimal: last, groups: [other, ' '] };
  // One kind of mark: repeated, or followed by three digits, it groups thousands.
  const isGroup = marks.length > 1 || digitsAfterLast === 3;
  return isGroup ? { decimal: other, groups: [last, ' '] } : { decimal: last, groups: [' '] };
}

/** The integer part: plain digits, or groups of three after one thousands separator. */
function integerDigits(part: string, convention: Convention): string | null {
  if (DIGITS.test(part)) return part;
  const separators = new Set(part.replace(/\d/g, ''));
  if (separators.size !== 1) return null;
  const [separator] = separators;
  if (!convention.groups.includes(separator)) return null;
  const groups = part.split(separator);
  const [first, ...rest] = groups;
  if (!/^\d{1,3}$/.test(first) || rest.length === 0 || !rest.every((group) => /^\d{3}$/.test(group))) return null;
  return groups.join('');
}

function readUnder(text: string, convention: Convention): Reading | null {
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1).trimStart() : text;
  if (body === '' || !/^[\d., ]+$/.test(body)) return null;
  const pieces = body.split(convention.decimal);
  if (pieces.length > 2) return null;
  const [integerPart, fraction] = pieces;
  const integer = integerDigits(integerPart, convention);
  if (integer === null) return null;
  if (fraction !== undefined && !DIGITS.test(fraction)) return null;
  const canonical = `${negative ? '-' : ''}${integer}${fraction === undefined ? '' : `.${fraction}`}`;
  return { canonical, value: Number(canonical), decimals: fraction?.length ?? 0 };
}

const fits = (reading: Reading, maxDecimals: number) => reading.decimals <= maxDecimals;

export function parseLocalizedNumber(
  text: string,
  language: Language,
  { maxDecimals = 2 }: ParseNumberOptions = {},
): NumberParseResult {
  const pasted = withoutCurrency(normalise(text));
  const input = pasted.text;
  if (input === '') return { ok: false, error: pasted.hasCurrency ? 'invalid' : 'empty', readings: [] };

  if (pasted.hasCurrency) {
    const convention = moneyConvention(input) ?? CONVENTIONS.fr;
    const money = readUnder(input, convention);
    if (!money) return { ok: false, error: 'invalid', readings: [] };
    if (!fits(money, maxDecimals)) return { ok: false, error: maxDecimals === 0 ? 'notWhole' : 'tooManyDecimals', readings: [money.value] };
    return { ok: true, value: money.value, canonical: money.canonical };
  }

  const own = readUnder(input, CONVENTIONS[language]);
  if (own && fits(own, maxDecimals)) return { ok: true, value: own.value, canonical: own.canonical };

  const others: Reading[] = [];
  for (const [other, convention] of Object.entries(CONVENTIONS)) {
    if (other === language) continue;
    const reading = readUnder(input, convention);
    if (reading && !others.some((seen) => seen.value === reading.value) && reading.value !== own?.value) {
      others.push(reading);
    }
  }
  const fitting = others.filter((reading) => fits(reading, maxDecimals));
  if (fitting.length > 0) {
    const readings = fitting.map((reading) => reading.value);
    // Readable in the own language too (only with too many decimals): two meanings, ask.
    if (own || fitting.length > 1) return { ok: false, error: 'ambiguous', readings: own ? [own.value, ...readings] : readings };
    return { ok: false, error: 'separators', readings };
  }
  const tooPrecise = own ?? others[0];
  if (tooPrecise) {
    return { ok: false, error: maxDecimals === 0 ? 'notWhole' : 'tooManyDecimals', readings: [tooPrecise.value] };
  }
  return { ok: false, error: 'invalid', readings: [] };
}
