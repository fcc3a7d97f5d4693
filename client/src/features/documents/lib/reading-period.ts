import type { Language } from '@core/constants';
import type { DocumentReading } from '@core/schemas/documents';
import { localeFor } from '@/lib/format';

/** The period a reading names, in the reader's language: "octombrie 2026" for a payslip, "2025" for an annual statement. */
export function readingPeriod(reading: Pick<DocumentReading, 'kind' | 'period'>, language: Language): string | null {
  const { period } = reading;
  if (!period) return null;
  if (reading.kind === 'annualStatement') return String(period.year);
  return new Intl.DateTimeFormat(localeFor(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(period.year, period.month - 1, 1));
}
