import type { DocumentReading } from '../../../core/schemas/documents';
import type { IncomeFlag } from '../../../core/schemas/income-evidence';

/** Issue 23: net pay within 5 % of the declared income. */
export const NET_TOLERANCE = 0.05;
/** Issue 23: a payslip from the last three months. */
export const MAX_PAYSLIP_AGE_MONTHS = 3;

export interface IncomeDocumentInput {
  id: string;
  reading: DocumentReading | null;
}

export interface DeclaredIncome {
  monthlyIncome: number;
  currency: string;
}

/** Units of a currency per EUR (the ECB's table), for the currencies the documents and answers use. */
export type RatesPerEur = ReadonlyMap<string, number>;

/** An amount in `from` expressed in `to` through the euro; null without a rate for either. */
function converted(amount: number, from: string, to: string, rates: RatesPerEur): number | null {
  if (from === to) return amount;
  const fromRate = from === 'EUR' ? 1 : rates.get(from);
  const toRate = to === 'EUR' ? 1 : rates.get(to);
  return fromRate && toRate ? (amount / fromRate) * toRate : null;
}

const monthsBetween = (earlier: { year: number; month: number }, later: { year: number; month: number }) =>
  (later.year - earlier.year) * 12 + (later.month - earlier.month);

const employerKey = (employer: string) => employer.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * The checks a broker reads beside the declared income (issue 23): each income document's reading
 * against the answers, and the payslips against each other. A failed check is a flag with what it
 * compared (core/schemas/income-evidence.ts); a check that cannot be made says so instead of passing.
 *
 * By document id; a document with nothing read has no entry (there is nothing to compare).
 */
export function incomeFlags(declared: DeclaredIncome, documents: readonly IncomeDocumentInput[], rates: RatesPerEur, today: Date): Map<string, IncomeFlag[]> {
  const now = { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 };
  const payslipEmployers = documents
    .filter((document) => document.reading?.kind === 'payslip' && document.reading.employer)
    .map((document) => ({ id: document.id, employer: document.reading!.employer! }));
  const flags = new Map<string, IncomeFlag[]>();
  for (const { id, reading } of documents) {
    if (!reading) continue;
    const found: IncomeFlag[] = [];
    const isPayslip = reading.kind !== 'annualStatement';
    if (reading.currency && reading.currency !== declared.currency) found.push({ code: 'currencyDiffers', declared: declared.currency, read: reading.currency });
    if (isPayslip) {
      const net = reading.net === null || !reading.currency ? null : converted(reading.net, reading.currency, declared.currency, rates);
      if (net === null) found.push({ code: 'netNotRead' });
      else if (declared.monthlyIncome > 0 && Math.abs(net - declared.monthlyIncome) / declared.monthlyIncome > NET_TOLERANCE) {
        found.push({
          code: 'netDiffers',
          declared: declared.monthlyIncome,
          read: Math.round(net * 100) / 100,
          currency: declared.currency,
          differencePct: Math.round(((net - declared.monthlyIncome) / declared.monthlyIncome) * 1000) / 10,
        });
      }
      if (!reading.period) found.push({ code: 'periodNotRead' });
      else if (monthsBetween(reading.period, now) > MAX_PAYSLIP_AGE_MONTHS) found.push({ code: 'periodOld', ...reading.period });
      const other = reading.employer ? payslipEmployers.find((item) => item.id !== id && employerKey(item.employer) !== employerKey(reading.employer!)) : undefined;
      if (other && reading.employer) found.push({ code: 'employerDiffers', employer: reading.employer, other: other.employer });
    }
    if (reading.nameLine === null) found.push({ code: 'nameNotFound' });
    flags.set(id, found);
  }
  return flags;
}
