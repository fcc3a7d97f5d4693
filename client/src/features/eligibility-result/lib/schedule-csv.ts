import Papa from 'papaparse';
import { perLanguage, type Language } from '@core/languages';
import type { ScheduleRow } from '@core/finance/schedule';
import { toCentsString } from '@core/money/round';
import { saveFile } from '@/lib/download-file';
import { SCHEDULE_CSV_COLUMNS, type ScheduleCsvColumn } from './schedule-csv-columns';

/**
 * The schedule as CSV (issues 14 and 20): one header row in the user's language, one row a
 * month, written the way the spreadsheet of that language opens it without an import step.
 * Excel takes the list separator and the decimal mark from the computer's region: in Romanian
 * and French ones a comma is the decimal mark, so the columns are split by `;` and amounts
 * written `1234,56`; in English ones `,` and `1234.56`. No thousands grouping, so every cell is
 * read as a number. UTF-8 with a byte-order mark, or Excel reads "Dobândă" as "DobÃ¢ndÄƒ".
 * CRLF line ends (RFC 4180); quoting by Papa Parse (ADR 073).
 */

interface CsvConvention {
  delimiter: ',' | ';';
  decimal: '.' | ',';
}

export const CSV_CONVENTIONS: Readonly<Record<Language, CsvConvention>> = perLanguage((definition) => definition.csv);

const BOM = '\uFEFF';

export function scheduleCsv(rows: readonly ScheduleRow[], language: Language, headers: Readonly<Record<ScheduleCsvColumn, string>>): string {
  const { delimiter, decimal } = CSV_CONVENTIONS[language];
  const number = (text: string) => (decimal === '.' ? text : text.replace('.', decimal));
  const money = (value: number) => number(toCentsString(value));
  // Rates keep up to four decimals without trailing zeros: 6.5, 5.85, 4.0125.
  const rate = (value: number) => number(String(Number(value.toFixed(4))));
  const data = rows.map((row) => [String(row.month), rate(row.annualRatePct), money(row.payment), money(row.interest), money(row.principal), money(row.overpayment), money(row.balance)]);
  const csv = Papa.unparse({ fields: SCHEDULE_CSV_COLUMNS.map((column) => headers[column]), data }, { delimiter, newline: '\r\n', header: true });
  return `${BOM}${csv}\r\n`;
}

/** Hands the CSV to the browser as a download; nothing leaves the device. */
export function downloadCsv(csv: string, fileName: string) {
  saveFile({ blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName });
}
