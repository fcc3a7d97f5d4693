import type { ScenarioSummary } from '@core/schemas/scenarios';

/**
 * A figure of the loan offered (issue 19), as a column of the compare view shows it:
 * - 'value': the figure of the one loan offered;
 * - 'noLoan': no loan can be made, so there is no such figure;
 * - 'beforeOffers': the scenario was pinned before the offered loan existed (its summary has no
 *   loanAmount, and its payment was the desired loan's at the route's rate): not shown as one.
 */
export type OfferFigure<T> = { kind: 'value'; value: T } | { kind: 'noLoan' } | { kind: 'beforeOffers' };

export const isPinnedBeforeOffers = (summary: ScenarioSummary) => summary.loanAmount === undefined;

export function offeredLoanOf(summary: ScenarioSummary): OfferFigure<{ amount: number; currency: string | null }> {
  if (isPinnedBeforeOffers(summary)) return { kind: 'beforeOffers' };
  return summary.loanAmount == null ? { kind: 'noLoan' } : { kind: 'value', value: { amount: summary.loanAmount, currency: summary.loanCurrency ?? null } };
}

/** The offered loan's first instalment; never the payment on the loan asked for. */
export function monthlyPaymentOf(summary: ScenarioSummary): OfferFigure<number> {
  if (isPinnedBeforeOffers(summary)) return { kind: 'beforeOffers' };
  return summary.monthlyPayment === null ? { kind: 'noLoan' } : { kind: 'value', value: summary.monthlyPayment };
}

export interface ScenarioHousehold {
  coApplicant: { income: number; currency: string | null; employmentType: string | null; age: number | null } | null;
  /** Null when not answered. */
  dependants: number | null;
}

const numberOf = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};
const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The household a scenario was computed for, from its stored answers (the assessment's fields). */
export function householdOfInput(input: Record<string, unknown>): ScenarioHousehold {
  const income = numberOf(input.coApplicantIncome);
  return {
    // As the engine counts it: a co-applicant is one with an income.
    coApplicant:
      income !== null && income > 0
        ? {
            income,
            currency: textOf(input.coApplicantIncomeCurrency),
            employmentType: textOf(input.coApplicantEmploymentType),
            age: numberOf(input.coApplicantAge),
          }
        : null,
    dependants: numberOf(input.dependants),
  };
}
