import type { TFunction } from 'i18next';
import type { Language } from '@core/constants';
import type { EngineResult, OfferedLoan } from '@core/eligibility/types';
import type { Assessment } from '@core/schemas/assessment';
import { formatEur, formatMoney } from '@/lib/format';
import { toAmount } from './assessment-view';

/**
 * What the list and the dialog say about the loan (issue 19: one loan, one payment):
 * - 'offered': the loan a partner bank would make (or the route's, without partner banks), with
 *   its first instalment: the only payment shown;
 * - 'none': scored, and no loan can be made: no payment at all;
 * - 'unknown': a draft, or a result from before issue 19, whose stored payment was the desired
 *   loan's at the route's rate: it is not shown as an offer.
 */
export type LoanOutcome = { kind: 'offered'; loan: OfferedLoan } | { kind: 'none' } | { kind: 'unknown' };

/** The outcome of a stored result (client/src/lib/stored-result.ts); null: none to show. */
export function loanOutcome(result: Pick<EngineResult, 'loan'> | null | undefined): LoanOutcome {
  // `loan` is undefined on a result mapped from before issue 19.
  if (!result || result.loan === undefined) return { kind: 'unknown' };
  return result.loan === null ? { kind: 'none' } : { kind: 'offered', loan: result.loan };
}

/**
 * The offered loan in words, the same on the card and in the dialog: "€96,000 offered by CEC
 * Bank", "Lent in RON: RON 477,773", "€606.79 a month" (the first instalment, to the cent).
 */
export function offeredLoanText(loan: OfferedLoan, t: TFunction, language: Language) {
  const amount = formatEur(loan.amount, language);
  return {
    amount: loan.bankName ? t('workspace:assessments.offer.by', { amount, bank: loan.bankName }) : t('workspace:assessments.offer.typicalTerms', { amount }),
    currency:
      loan.currency === 'EUR'
        ? t('workspace:assessments.offer.currency', { currency: loan.currency })
        : t('workspace:assessments.offer.currencyAmount', { currency: loan.currency, amount: formatMoney(loan.amountInLoanCurrency, loan.currency, language) }),
    payment: t('workspace:assessments.offer.payment', { amount: formatEur(loan.monthlyPayment, language, { cents: true }) }),
  };
}

export interface CoApplicant {
  income: number;
  /** Null when not recorded (then the amount is shown without a currency it may not be in). */
  currency: string | null;
  employmentType: string | null;
  age: number | null;
}

export interface Household {
  /** Null when the applicant applied alone. */
  coApplicant: CoApplicant | null;
  /** Null when not answered ("not specified"); 0 is an answer. */
  dependants: number | null;
  /**
   * The co-applicant was entered but the result is the applicant's alone: borrowing together
   * would lend less (an older co-applicant shortens the term). Engine: coApplicantCounted false.
   */
  isApplicantAlone: boolean;
}

/** The household of a stored assessment, as the engine counted it. */
export function householdOf(
  assessment: Pick<Assessment, 'coApplicantIncome' | 'coApplicantIncomeCurrency' | 'coApplicantEmploymentType' | 'coApplicantAge' | 'dependants'>,
  result: Pick<EngineResult, 'coApplicantCounted'> | null | undefined,
): Household {
  const income = toAmount(assessment.coApplicantIncome);
  // The engine counts a co-applicant with an income (core/eligibility/applicant.ts hasCoApplicant).
  const coApplicant =
    income !== null && income > 0
      ? {
          income,
          currency: assessment.coApplicantIncomeCurrency,
          employmentType: assessment.coApplicantEmploymentType,
          age: assessment.coApplicantAge,
        }
      : null;
  return {
    coApplicant,
    dependants: assessment.dependants,
    isApplicantAlone: coApplicant !== null && result?.coApplicantCounted === false,
  };
}

/**
 * The co-applicant in words, the same on the card and wherever else a line is short: "€2,100 /
 * month" and "Fixed-term contract, 41 years old" (issue 19: the household everywhere, its
 * employment and age as well as its income). A missing answer is left out, never guessed;
 * `situation` is null when neither the employment nor the age was given.
 */
export function coApplicantText(coApplicant: CoApplicant, t: TFunction, language: Language): { income: string; situation: string | null } {
  const income = t('workspace:assessments.perMonth', { amount: formatMoney(coApplicant.income, coApplicant.currency ?? 'EUR', language) });
  const employment = coApplicant.employmentType ? t(`translation:enums.employmentType.${coApplicant.employmentType}`) : null;
  const { age } = coApplicant;
  const situation =
    employment && age !== null
      ? t('workspace:assessments.household.employmentAndAge', { employment, age })
      : employment ?? (age !== null ? t('workspace:assessments.household.ageOnly', { age }) : null);
  return { income, situation };
}
