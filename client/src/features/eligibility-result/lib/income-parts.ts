import type { EmploymentType } from '@core/constants';
import type { IncomePart, Message } from '@core/eligibility/types';
import { toIntegerCents } from '@core/money/round';
import type { AssessmentInput } from '@core/schemas/assessment-input';

/**
 * How one lender counts each earner's income (issue 19: the page explains both figures, what the
 * household earns and what the bank counts). Each part becomes a message in the result's words,
 * `result.income.part.<case>`, with its values raw; the page formats them like the engine's.
 */
export type IncomePartCase = 'whole' | 'cut' | 'factor' | 'cutAndFactor' | 'notCounted';

const roundPct = (fraction: number) => Math.round(fraction * 1000) / 10;

export function incomePartCase(part: IncomePart): IncomePartCase {
  if (!part.isCounted) return 'notCounted';
  const isCut = part.currencyCut > 0;
  const isFactored = part.employmentFactor < 1;
  if (isCut && isFactored) return 'cutAndFactor';
  if (isCut) return 'cut';
  if (isFactored) return 'factor';
  return 'whole';
}

/** The earner's employment as answered (the engine's part does not repeat it). */
export function employmentOf(part: Pick<IncomePart, 'earner'>, input: AssessmentInput): EmploymentType | undefined {
  return part.earner === 'applicant' ? input.employmentType : input.coApplicantEmploymentType;
}

/**
 * The message for one part: how much of it counts and why. `lender` is the bank's name (or the
 * page's word for "the lender" without one); `loanCurrency` the loan's.
 */
export function incomePartMessage(part: IncomePart, loanCurrency: string, lender: string, employmentType: string | undefined): Message {
  const kind = incomePartCase(part);
  const values: Message['values'] = {
    // The amount as entered, in its own currency (formatted by the `currency` value).
    monthlyIncome: part.monthly,
    currency: part.currency,
    grossEur: part.grossEur,
    countedEur: part.countedEur,
    countedPct: roundPct((1 - part.currencyCut) * part.employmentFactor),
    loanCurrency,
    lender,
  };
  if (kind === 'cut' || kind === 'cutAndFactor') {
    values.cutPct = roundPct(part.currencyCut);
    values.origin = part.currencyCutOrigin ?? 'acasa';
  }
  if (kind === 'factor' || kind === 'cutAndFactor') {
    values.factorPct = roundPct(part.employmentFactor);
    if (employmentType) values.employmentType = employmentType;
  }
  return { key: `result.income.part.${kind}`, values };
}

/** The household's income as entered, in EUR, and as the lender counts it (cents kept). */
export function incomeTotals(parts: readonly IncomePart[]): { grossEur: number; countedEur: number } {
  const grossEur = parts.reduce((sum, part) => sum + toIntegerCents(part.grossEur), 0) / 100;
  const countedEur = parts.reduce((sum, part) => sum + toIntegerCents(part.countedEur), 0) / 100;
  return { grossEur, countedEur };
}
