/**
 * Amounts as payslips print them: always with cents, grouped the way the country writes
 * ("3.204,17" in Germany, "3 204,17" in France, "3,204.17" in the UK and North America,
 * "3'204.17" in Switzerland, "3204.17" by some payroll software). With exactly two decimals the
 * decimal mark is never in doubt: it is the last `.` or `,`, followed by two digits; whatever
 * separates the digits before it groups thousands. An amount without cents ("3.204") is not
 * read: it could be three thousand or three, and a wrong income is worse than none; nor is a date
 * ("01.04.2021": digits go on after the two).
 */

/** Spaces a document may group digits with: plain, no-break, narrow no-break, thin; and the Swiss apostrophes. */
const GROUP = "[ \\u00a0\\u202f\\u2009'’.,]";
const MONEY = new RegExp(`(?<![\\d.,])(-?)(\\d{1,3}(?:${GROUP}\\d{3})+|\\d+)([.,])(\\d{2})(?!\\d|[.,]\\d)`, 'gu');

/** Every amount on a line, in order, in units (EUR, GBP ...), as numbers with cents. */
export function moneyOn(line: string): number[] {
  const amounts: number[] = [];
  for (const match of line.matchAll(MONEY)) {
    const [, sign, whole, decimalMark, cents] = match;
    const digits = whole.replace(/\D/g, '');
    // A grouped whole part must not use the decimal mark to group ("3,204,17" is not an amount).
    if (whole.length !== digits.length && whole.includes(decimalMark)) continue;
    const value = Number(`${digits}.${cents}`);
    amounts.push(sign === '-' ? -value : value);
  }
  return amounts;
}
