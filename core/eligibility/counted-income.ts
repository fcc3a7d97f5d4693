import type { Applicant } from './applicant';
import type { PreparedConfig } from './prepare-config';
import type { LimitOrigin } from './limit-origins';
import type { IncomePart } from './types';

/**
 * The income a lender counts (docs/lending-rules.md §7.1 as corrected by issue 19). Each earner's income
 * at today's rate, cut only where its currency is not the loan's (a lei earner borrowing lei is
 * counted whole; a euro earner borrowing lei carries the currency risk and is cut), by the
 * bank's own published cut or else the rate table's default, then by the employment factor
 * (Acasa's prudence). A lender that lends only against some currencies counts only those, so
 * more income never counts for less.
 */
export interface IncomeRules {
  loanCurrency: string;
  /** The bank's own cut; null = the rate table's default for the income's currency. */
  haircut: number | null;
  /** Income currencies the lender counts; empty = any. */
  acceptedCurrencies: readonly string[];
  /** The regulator looks at income as it is: no cut, no employment factor. */
  isRegulatory?: boolean;
}

export interface CountedIncome {
  eur: number;
  parts: IncomePart[];
}

export function countedIncome(applicant: Applicant, rules: IncomeRules, prepared: PreparedConfig): CountedIncome {
  // Without a rate for the applicant's own income nothing can be counted (the verdict names the rate).
  if (!applicant.incomeRate) return { eur: 0, parts: [] };
  const parts = applicant.earnings.map((earning): IncomePart => {
    const isCounted = rules.acceptedCurrencies.length === 0 || rules.acceptedCurrencies.includes(earning.currency);
    const isForeign = earning.currency !== rules.loanCurrency;
    const cutOrigin: LimitOrigin | null = rules.isRegulatory || !isForeign ? null : rules.haircut === null ? 'acasa' : 'bank';
    const currencyCut = cutOrigin === null ? 0 : (rules.haircut ?? earning.rate?.fxHaircut ?? 0);
    const employmentFactor = rules.isRegulatory ? 1 : prepared.parameters.employmentIncomeFactor[earning.employmentType];
    const countedEur = isCounted ? Math.max(0, earning.grossEur * (1 - currencyCut) * employmentFactor) : 0;
    return {
      earner: earning.earner,
      currency: earning.currency,
      monthly: earning.monthly,
      grossEur: earning.grossEur,
      currencyCut,
      currencyCutOrigin: cutOrigin,
      employmentFactor,
      isCounted,
      countedEur,
    };
  });
  return { eur: parts.reduce((sum, part) => sum + part.countedEur, 0), parts };
}

/**
 * Most of the borrowers' income is in this currency (PL Mortgage Credit Act art. 6(1): a mortgage
 * only in the currency most of the income is in). The household's best route (assessment.ts)
 * also tries the applicant alone, so a partner's raise in another currency does not close it.
 */
export function earnsMostIn(applicant: Applicant, currency: string): boolean {
  const inCurrency = applicant.earnings.filter((earning) => earning.currency === currency).reduce((sum, earning) => sum + earning.grossEur, 0);
  return inCurrency > 0 && 2 * inCurrency > applicant.grossIncomeEur;
}
