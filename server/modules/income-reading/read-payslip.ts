import type { DocumentReading } from '../../../core/schemas/documents';
import { layoutFor, type DocumentKind, type PayslipLayout } from './payslip-layouts';
import { moneyOn } from './read-money';
import { readPayPeriod, type PayPeriod } from './read-period';

/**
 * What an income document says (issue 23), read from its text by its country's layout
 * (payslip-layouts.ts); its fields are ZDocumentReading's (core/schemas/documents.ts). Each figure
 * is what the document prints, or null when the reading is not sure: the applicant is shown what
 * was read and decides; a declared figure never changes by itself, and a broker checks before
 * anything is called verified.
 */
export type IncomeDocumentReading = Omit<DocumentReading, 'method'>;

export interface ReadOptions {
  /** The applicant's name as the account holds it: looked for on the document, whatever the case and accents. */
  expectedName?: string;
}

/**
 * Lower case without accents, every kind of space a space: how labels and names are compared.
 * One character for one, so a position in the folded text is the same in the printed one.
 */
function folded(value: string): string {
  let out = '';
  for (const char of value) {
    const base = /\s/u.test(char) ? ' ' : char.normalize('NFD').charAt(0).toLowerCase();
    // A letter whose lower case or base form is longer or shorter (rare) is kept as printed.
    out += base.length === char.length ? base : char;
  }
  return out;
}

/** Where the words of `label` end in the folded `line`, as whole words; -1 if they are not there. */
function labelAt(line: string, label: string): number {
  const words = folded(label).trim().split(/ +/).map(escapeRegExp).join('\\s+');
  const match = new RegExp(`(?<!\\p{L})${words}(?!\\p{L})`, 'u').exec(line);
  return match ? match.index + match[0].length : -1;
}

/**
 * The amount a label names: the first amount after it on its line (a "this period" column comes
 * before "year to date"), else the first amount on the next line (a label above its value). The
 * labels are tried in the layout's order, most specific first.
 */
function amountFor(lines: readonly string[], labels: readonly string[]): number | null {
  const foldedLines = lines.map(folded);
  for (const label of labels) {
    for (let index = 0; index < lines.length; index++) {
      const end = labelAt(foldedLines[index], label);
      if (end < 0) continue;
      // Amounts are read on the printed line (separators intact), after the label's position.
      const after = moneyOn(lines[index].slice(end));
      const amount = after[0] ?? (index + 1 < lines.length ? moneyOn(lines[index + 1])[0] : undefined);
      if (amount !== undefined && amount > 0) return amount;
    }
  }
  return null;
}

/** Company forms an employer's name ends or starts with, in the residence countries' languages. */
const COMPANY_FORM =
  /(?<!\p{L})(GmbH|AG|KG|OHG|SE|e\.\s?V\.|SAS|SARL|SASU|SA|S\.A\.|S\.p\.A\.|S\.r\.l\.|SpA|Srl|S\.L\.|SL|B\.V\.|BV|N\.V\.|NV|BVBA|SRL|Ltd\.?|Limited|plc|PLC|LLP|Inc\.?|LLC|Corp\.?|Corporation|Pty|Trust|Klinikum|Hôpital|Hospital|Ospedale|Ziekenhuis|Universit\p{L}*)(?!\p{L})/u;

function employerIn(lines: readonly string[], layout: PayslipLayout): string | null {
  const titles = [...layout.titles.payslip, ...layout.titles.annualStatement].map(folded);
  // A line with an amount is a pay line, whatever it contains ("AG-Anteil", the employer's share).
  const candidate = lines.find((line) => COMPANY_FORM.test(line) && !titles.some((title) => folded(line).includes(title)) && moneyOn(line).length === 0);
  return candidate?.trim() ?? null;
}

function kindOf(text: string, layout: PayslipLayout): DocumentKind | null {
  const content = folded(text);
  if (layout.titles.annualStatement.some((title) => labelAt(content, title) >= 0)) return 'annualStatement';
  if (layout.titles.payslip.some((title) => labelAt(content, title) >= 0)) return 'payslip';
  return null;
}

const CURRENCY_SIGNS: ReadonlyArray<[RegExp, (layout: PayslipLayout) => string]> = [
  [/€|\bEUR\b/u, () => 'EUR'],
  [/£|\bGBP\b/u, () => 'GBP'],
  [/\bCHF\b/u, () => 'CHF'],
  [/\bCAD\b|CA\$/u, () => 'CAD'],
  [/\bAUD\b|A\$/u, () => 'AUD'],
  [/\bUSD\b|US\$/u, () => 'USD'],
  // A bare dollar is the country's own.
  [/\$/u, (layout) => (['USD', 'CAD', 'AUD'].includes(layout.currency) ? layout.currency : 'USD')],
];

/** The currency the document prints (the first sign or code found), else its country's. */
function currencyOf(text: string, layout: PayslipLayout): string {
  for (const [sign, currency] of CURRENCY_SIGNS) if (sign.test(text)) return currency(layout);
  return layout.currency;
}

function nameLineIn(lines: readonly string[], expectedName: string | undefined): string | null {
  const parts = expectedName ? folded(expectedName).trim().split(/ +/).filter((part) => part.length > 1) : [];
  if (parts.length === 0) return null;
  const line = lines.find((candidate) => {
    const words = folded(candidate);
    return parts.every((part) => labelAt(words, part) >= 0);
  });
  return line?.trim() ?? null;
}

/** Reads a document's text as its residence country writes income documents; null for a country without a layout. */
export function readIncomeDocument(text: string, country: string, options: ReadOptions = {}): IncomeDocumentReading | null {
  const layout = layoutFor(country);
  if (!layout) return null;
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const kind = kindOf(text, layout);
  const period = readPayPeriod(text, layout.locales);
  return {
    kind,
    employer: employerIn(lines, layout),
    nameLine: nameLineIn(lines, options.expectedName),
    period: kind === 'annualStatement' && period === null ? yearOnly(text) : period,
    gross: amountFor(lines, layout.gross),
    net: amountFor(lines, layout.net),
    currency: currencyOf(text, layout),
  };
}

/** An annual statement's tax year: the last year printed near its title, as December of it. */
function yearOnly(text: string): PayPeriod | null {
  const years = [...text.matchAll(/(?<!\d)(20\d{2})(?!\d)/gu)].map((match) => Number(match[1]));
  return years.length === 0 ? null : { year: years[0], month: 12 };
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
