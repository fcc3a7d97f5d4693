import type { Language } from '@core/constants';
import { LANGUAGE_DEFINITIONS } from '@core/languages';
import { toIntegerCents } from '@core/money/round';

/**
 * Numbers and money per interface language (docs/product.md §1: loan and property amounts are in
 * EUR). One Intl formatter per (locale, options), built on first use.
 */

export function localeFor(language: Language): string {
  return LANGUAGE_DEFINITIONS[language]?.locale ?? LANGUAGE_DEFINITIONS.en.locale;
}

const cache = new Map<string, Intl.NumberFormat>();

function formatter(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeFor(language), options);
    cache.set(key, format);
  }
  return format;
}

/**
 * Cents: always, never, or 'ifAny': only when the amount has some (what someone typed: "3.000,50"
 * stays 3.000,50, not a rounded 3.001, and 3.000 stays 3.000).
 */
export type CentsDisplay = boolean | 'ifAny';

/** A whole number of euros by default ("€120,000", "120.000 €", "120 000 €"); cents on request. */
export function formatEur(amount: number, language: Language, { cents = false }: { cents?: CentsDisplay } = {}): string {
  return formatMoney(amount, 'EUR', language, { cents });
}

/** An amount in any ISO currency (income, debts and expenses are in the income currency). */
export function formatMoney(
  amount: number,
  currency: string,
  language: Language,
  { cents = false }: { cents?: CentsDisplay } = {},
): string {
  const hasCents = cents === 'ifAny' ? toIntegerCents(amount) % 100 !== 0 : cents;
  const digits = hasCents ? 2 : 0;
  try {
    return formatter(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    // An unknown currency code: the number, then the code.
    return `${formatNumber(amount, language, digits)} ${currency}`;
  }
}

/** A plain number with up to `maxDigits` decimals. */
export function formatNumber(value: number, language: Language, maxDigits = 0): string {
  return formatter(language, { maximumFractionDigits: maxDigits }).format(value);
}

/** A percentage given in percent units (32.5 -> "32.5%", "32,5 %"). */
export function formatPercent(percent: number, language: Language, maxDigits = 1): string {
  return formatter(language, { style: 'percent', maximumFractionDigits: maxDigits }).format(percent / 100);
}

/**
 * An APRC to the hundredth, its zeros kept ("8.10%", "7,27 %"), as the certificate prints it: a
 * list of APRCs side by side reads in one precision ("8.1%" beside "7.27%" looked like less).
 */
export function formatApr(percent: number, language: Language): string {
  return formatter(language, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(percent / 100);
}

/** A rate range such as "5.9–7.9%". */
export function formatPercentRange(min: number, max: number, language: Language): string {
  if (min === max) return formatPercent(min, language, 2);
  return `${formatNumber(min, language, 2)}–${formatPercent(max, language, 2)}`;
}

/** A file size in the language's units: "820 kB", "2.4 MB", "2,4 Mo" (1 kB = 1024 bytes, as file pickers show). */
export function formatFileSize(bytes: number, language: Language): string {
  const [unit, value] =
    bytes < 1024 ? ['byte', bytes] : bytes < 1024 * 1024 ? ['kilobyte', bytes / 1024] : ['megabyte', bytes / (1024 * 1024)];
  return formatter(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: unit === 'megabyte' ? 1 : 0 }).format(value as number);
}
