import type { ScheduleRow } from '@core/finance/schedule';

/**
 * The schedule as CSV (issue 14): one header row, one row a month; numbers written the same way
 * in every interface language (a point for decimals, no grouping) so a spreadsheet in any locale
 * and a script can read them; CRLF line ends (RFC 4180).
 */
export const SCHEDULE_CSV_HEADER = ['month', 'rate', 'payment', 'interest', 'principal', 'overpayment', 'balance'] as const;

const money = (value: number) => value.toFixed(2);
// Rates keep up to four decimals without trailing zeros: 6.5, 5.85, 4.0125.
const rate = (value: number) => String(Number(value.toFixed(4)));

export function scheduleCsv(rows: readonly ScheduleRow[]): string {
  const lines = [SCHEDULE_CSV_HEADER.join(',')];
  for (const row of rows) {
    lines.push([row.month, rate(row.annualRatePct), money(row.payment), money(row.interest), money(row.principal), money(row.overpayment), money(row.balance)].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Hands the CSV to the browser as a download; nothing leaves the device. */
export function downloadCsv(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers download nothing.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
