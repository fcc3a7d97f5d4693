import { z } from 'zod';

/**
 * What the certificate states besides the certified score and maximum, read from the stored
 * assessment (issue 19): the one loan offered (the engine's `explanation.loan`), the household
 * it was computed for, and the verdict. Results from before issue 19 have no `loan`: the
 * certificate then states no offer and no payment, rather than the desired loan's payment.
 */

/** The loan a partner bank would make (core/eligibility/types.ts OfferedLoan): the fields printed. */
export interface CertificateLoan {
  /** Null without partner banks in the country: the route's usual terms. */
  bankName: string | null;
  /** EUR */
  amount: number;
  currency: string;
  amountInLoanCurrency: number;
  /** Percent a year; when fixed for some years, the rate after them and from which month. */
  rate: number;
  rateAfter: number | null;
  rateChangesFromMonth: number | null;
  termMonths: number;
  /** The first instalment, EUR. */
  monthlyPayment: number;
  /** Percent, two decimals; null when it could not be computed. */
  apr: number | null;
}

/** The offering bank's APRC, total cost of credit and cash needed at signing (EUR). */
export interface BestMatchFigures {
  bankName: string;
  /** Percent, two decimals; null when it could not be computed. */
  apr: number | null;
  totalCostOfCredit: number;
  cashNeeded: number;
}

export interface CertificateHousehold {
  /** Null when the applicant applied alone. */
  coApplicant: { income: number; currency: string | null; employmentType: string | null; age: number | null } | null;
  /** Null when not answered. */
  dependants: number | null;
  /** A co-applicant was entered, but the result is the applicant's alone (an older co-applicant shortens the term). */
  isApplicantAlone: boolean;
}

const ZStoredLoan = z
  .object({
    bankId: z.number().nullable().optional(),
    bankName: z.string().nullable(),
    amount: z.number(),
    currency: z.string(),
    amountInLoanCurrency: z.number(),
    rate: z.number(),
    rateAfter: z.number().nullable(),
    rateChangesFromMonth: z.number().nullable(),
    termMonths: z.number(),
    monthlyPayment: z.number(),
    apr: z.number().nullable(),
  })
  .loose();

const ZStoredExplanation = z.object({ loan: ZStoredLoan.nullable().optional(), coApplicantCounted: z.boolean().nullable().optional() }).loose();

const explanationOf = (explanation: unknown) => {
  const parsed = ZStoredExplanation.safeParse(explanation);
  return parsed.success ? parsed.data : null;
};

/** The one loan offered; 'none' when no loan can be made; null for a result from before issue 19. */
export function offeredLoanFigures(explanation: unknown): { loan: CertificateLoan; bankId: number | null } | 'none' | null {
  const stored = explanationOf(explanation)?.loan;
  if (stored === undefined) return null;
  if (stored === null) return 'none';
  const { bankId, bankName, amount, currency, amountInLoanCurrency, rate, rateAfter, rateChangesFromMonth, termMonths, monthlyPayment, apr } = stored;
  return { loan: { bankName, amount, currency, amountInLoanCurrency, rate, rateAfter, rateChangesFromMonth, termMonths, monthlyPayment, apr }, bankId: bankId ?? null };
}

const ZBestOffer = z
  .object({
    bankId: z.number().optional(),
    name: z.string(),
    offer: z.object({ apr: z.number().nullable(), totalCostOfCredit: z.number(), cashNeeded: z.number() }).loose(),
  })
  .loose();

/**
 * The offering bank's recommendation priced in full: the one whose bank makes the loan offered
 * (issue 19), else the first (a result from before it); null for results from before issue 14.
 */
export function bestMatchFigures(bankRecommendations: unknown, offeringBankId: number | null = null): BestMatchFigures | null {
  if (!Array.isArray(bankRecommendations) || bankRecommendations.length === 0) return null;
  const offering = offeringBankId === null ? undefined : bankRecommendations.find((bank) => ZBestOffer.safeParse(bank).data?.bankId === offeringBankId);
  const best = ZBestOffer.safeParse(offering ?? bankRecommendations[0]);
  if (!best.success) return null;
  const { apr, totalCostOfCredit, cashNeeded } = best.data.offer;
  return { bankName: best.data.name, apr, totalCostOfCredit, cashNeeded };
}

const amountOf = (value: string | null) => (value === null || value.trim() === '' || !Number.isFinite(Number(value)) ? null : Number(value));

/** The household the result was computed for, from the stored answers and the result. */
export function householdFigures(
  assessment: {
    coApplicantIncome: string | null;
    coApplicantIncomeCurrency: string | null;
    coApplicantEmploymentType: string | null;
    coApplicantAge: number | null;
    dependants: number | null;
  },
  explanation: unknown,
): CertificateHousehold {
  const income = amountOf(assessment.coApplicantIncome);
  // As the engine counts it (core/eligibility/applicant.ts hasCoApplicant): a co-applicant has an income.
  const coApplicant =
    income !== null && income > 0
      ? { income, currency: assessment.coApplicantIncomeCurrency, employmentType: assessment.coApplicantEmploymentType, age: assessment.coApplicantAge }
      : null;
  return {
    coApplicant,
    dependants: assessment.dependants,
    isApplicantAlone: coApplicant !== null && explanationOf(explanation)?.coApplicantCounted === false,
  };
}

