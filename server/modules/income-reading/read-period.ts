/**
 * The month a payslip pays, as it prints it: "Oktober 2026", "octobre 2026", "Oct 2026", "10/2026",
 * or the pay period's dates ("01.10.2026 – 31.10.2026": the month of its last day). Month names
 * are Intl's for the document's languages, so every language a layout lists is read the same way.
 * A payslip also carries other dates (birth, start of employment): a lone date is never taken
 * for the period.
 */
export interface PayPeriod {
  year: number;
  /** 1-12. */
  month: number;
}

const monthNamesCache = new Map<string, Map<string, number>>();

/** Long and short month names of a locale, lower case and without a final dot, to their number. */
function monthNames(locale: string): Map<string, number> {
  let names = monthNamesCache.get(locale);
  if (names) return names;
  names = new Map();
  for (const style of ['long', 'short'] as const) {
    const format = new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      const name = format.format(Date.UTC(2026, month - 1, 15)).toLocaleLowerCase(locale).replace(/\.$/, '');
      // A short form of one letter or two says too little to be a month on a payslip.
      if (name.length >= 3) names.set(name, month);
    }
  }
  monthNamesCache.set(locale, names);
  return names;
}

const YEAR = '(20\\d{2}|19\\d{2})';
const DATE = '(\\d{1,2})[./-](\\d{1,2})[./-](\\d{4})';
const RANGE = new RegExp(`${DATE}\\s*(?:-|–|—|to|bis|au|al|tot|t/m)\\s*${DATE}`, 'iu');
const MONTH_YEAR_DIGITS = /(?<![\d./-])(0?[1-9]|1[0-2])[./-](20\d{2})(?![\d./-])/u;

const isMonth = (month: number) => month >= 1 && month <= 12;

/** The period in `text`, read in the document's `locales`; null when none is printed. */
export function readPayPeriod(text: string, locales: readonly string[]): PayPeriod | null {
  const lower = text.toLocaleLowerCase(locales[0]);
  // "Oktober 2026", "oct. 2026", "mese di ottobre 2026".
  for (const locale of locales) {
    for (const [name, month] of monthNames(locale)) {
      const match = new RegExp(`(?<!\\p{L})${escapeRegExp(name)}\\.?\\s+${YEAR}(?!\\d)`, 'u').exec(lower);
      if (match) return { year: Number(match[1]), month };
    }
  }
  // "01.10.2026 – 31.10.2026": the month of the period's last day (month first in North America).
  const range = RANGE.exec(text);
  if (range) {
    const monthFirst = locales.every((locale) => locale === 'en-US');
    const month = Number(monthFirst ? range[4] : range[5]);
    if (isMonth(month)) return { year: Number(range[6]), month };
  }
  const digits = MONTH_YEAR_DIGITS.exec(text);
  if (digits) return { year: Number(digits[2]), month: Number(digits[1]) };
  return null;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
