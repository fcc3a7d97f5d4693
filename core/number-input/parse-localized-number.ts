import type { Language } from '../constants';

/**
 * Numbers as people type them (issue 12). In Romanian `3.000` is three thousand and `3000,50`
 * is three thousand and a half; in French `3 000,50`; in English `3,000.50`. Plain digits work
 * in every language. One parser for the wizard, the what-if panel, the admin forms and the
 * server's tests, so a typed amount means the same thing everywhere.
 *
 * The rule: an entry that is well formed in the interface language is read that way. An entry
 * that is not, but that another language's convention reads, is refused with what it could
 * mean (never guessed): `3,5` in English suggests 3.5; `3,000` in Romanian could be 3 or 3,000.
 */

interface Convention {
  decimal: string;
  /** Thousands separators; a space (any width, normalised) separates thousands everywhere. */
  groups: readonly string[];
}

const CONVENTIONS: Readonly<Record<Language, Convention>> = {
  ro: { decimal: ',', groups: ['.', ' '] },
  en: { decimal: '.', groups: [',', ' '] },
  fr: { decimal: ',', groups: [' '] },
};

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
/** NBSP, narrow NBSP (fr-FR's Intl group), thin and figure spaces all separate thousands. */
const SPACES = /[\s\u00a0\u2007\u2009\u202f]+/g;

function normalise(text: string): string {
  return text.trim().replace(SPACES, ' ');
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
  const input = normalise(text);
  if (input === '') return { ok: false, error: 'empty', readings: [] };

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
