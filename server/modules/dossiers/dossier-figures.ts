import { z } from 'zod';
import { DOCUMENT_TYPES, type DocumentStatus, type DocumentType } from '../../../core/constants';
import type { PricedCharge } from '../../../core/finance/offer';
import { repaymentSchedule, type RatePeriod } from '../../../core/finance/schedule';
import { scheduleYears } from '../../../core/finance/schedule-years';
import { toCents } from '../../../core/money/round';
import { ZPricedCharge } from '../eligibility/eligibility.schemas';

/**
 * The figures of a bank's dossier (issue 23, item 5), read from the stored result, never
 * recomputed: the bank's recommendation as the result page shows it (its offer priced in full,
 * core/eligibility/types.ts BankRecommendation) and, for the bank that makes the loan offered,
 * the engine's `explanation.loan` and `fxShock`, which the certificate prints. Only the yearly
 * repayment table is derived, by the schedule code the result page draws its table with.
 */

const ZRatePeriod = z.object({ fromMonth: z.number().int().min(1), annualRatePct: z.number().finite() });

/** Fifty years: no rule allows a longer loan; a stored term beyond it is not a loan to draw. */
const MAX_TERM_MONTHS = 600;

const ZStoredRecommendation = z
  .object({
    bankId: z.number().int(),
    name: z.string(),
    website: z.string().nullable().optional(),
    loanAmount: z.number().positive(),
    termMonths: z.number().int().min(1).max(MAX_TERM_MONTHS),
    translatedDocuments: z.array(z.string()).optional(),
    apostilledDocuments: z.array(z.string()).optional(),
    offer: z
      .object({
        monthlyPayment: z.number(),
        monthlyOutgoing: z.number(),
        apr: z.number().nullable(),
        totalInterest: z.number(),
        totalCharges: z.number(),
        totalCostOfCredit: z.number(),
        totalAmountPayable: z.number(),
        upfrontCharges: z.number(),
        cashNeeded: z.number(),
        charges: z.array(ZPricedCharge),
        ratePeriods: z.array(ZRatePeriod).min(1),
      })
      .loose(),
  })
  .loose();

const ZStoredLoan = z
  .object({ bankId: z.number().nullable().optional(), amount: z.number(), currency: z.string(), amountInLoanCurrency: z.number(), loanCurrencyRateDate: z.string().nullable().optional() })
  .loose();
const ZStoredFxShock = z
  .object({
    incomeCurrency: z.string(),
    loanCurrency: z.string(),
    scenarios: z.array(z.object({ fall: z.number(), monthlyPaymentInIncomeCurrency: z.number() }).loose()),
  })
  .loose();
const ZStoredExplanation = z
  .object({
    loan: ZStoredLoan.nullable().optional().catch(null),
    fxShock: ZStoredFxShock.nullable().optional().catch(null),
    metrics: z.object({ loanCurrency: z.string().nullable().optional() }).loose().optional().catch(undefined),
  })
  .loose();

/** One bank's offer as its dossier states it; amounts in EUR unless a name says otherwise. */
export interface DossierOffer {
  bankId: number;
  bankName: string;
  website: string | null;
  loanAmount: number;
  termMonths: number;
  /** The currency the bank lends in, and the loan in it when the result holds it (or its ECB rate). */
  currency: string;
  amountInLoanCurrency: number | null;
  loanCurrencyRateDate: string | null;
  ratePeriods: RatePeriod[];
  monthlyPayment: number;
  monthlyOutgoing: number;
  apr: number | null;
  totalInterest: number;
  totalCharges: number;
  totalCostOfCredit: number;
  totalAmountPayable: number;
  upfrontCharges: number;
  cashNeeded: number;
  charges: PricedCharge[];
  translatedDocuments: string[];
  apostilledDocuments: string[];
  /** The Directive's 20 % fall of the income's currency (MCD art. 23): the first instalment after it; the offered loan only. */
  fxFall: { incomeCurrency: string; monthlyPayment: number } | null;
}

/** The Directive's scenario (MCD 2014/17/EU art. 23), as the result page's FX card picks it. */
const DIRECTIVE_FALL = 0.2;

/**
 * The bank's recommendation with a priced offer, from the stored result; null when the result
 * recommends no such bank (or holds a result from before offers were priced). `rateOf` gives the
 * ECB rate of the loan's currency on the result's date, for a loan amount the result does not
 * hold in that currency (a bank lending less than the loan offered).
 */
export async function dossierOffer(
  stored: { bankRecommendations: unknown; explanation: unknown },
  bankId: number,
  rateOf: (currency: string, rateDate: string) => Promise<number | undefined>,
): Promise<DossierOffer | null> {
  if (!Array.isArray(stored.bankRecommendations)) return null;
  const found = stored.bankRecommendations.find((bank) => (bank as { bankId?: unknown } | null)?.bankId === bankId);
  const parsed = ZStoredRecommendation.safeParse(found);
  if (!parsed.success) return null;
  const bank = parsed.data;
  const explanation = ZStoredExplanation.safeParse(stored.explanation).data;
  const loan = explanation?.loan ?? null;
  const currency = loan?.currency ?? explanation?.metrics?.loanCurrency ?? 'EUR';
  const rateDate = loan?.loanCurrencyRateDate ?? null;
  const isOfferedLoan = loan !== null && loan.bankId === bankId && loan.amount === bank.loanAmount;

  let amountInLoanCurrency: number | null = null;
  if (currency === 'EUR') amountInLoanCurrency = bank.loanAmount;
  else if (loan !== null && loan.currency === currency && loan.amount === bank.loanAmount) amountInLoanCurrency = loan.amountInLoanCurrency;
  else if (rateDate) {
    // As the engine converts the loan offered (core/eligibility/assessment.ts): amount × rate, to the cent.
    const rate = await rateOf(currency, rateDate);
    if (rate !== undefined && rate > 0) amountInLoanCurrency = toCents(bank.loanAmount * rate);
  }

  const shock = explanation?.fxShock ?? null;
  const fall = isOfferedLoan && shock?.loanCurrency === currency ? shock.scenarios.find((scenario) => Math.abs(scenario.fall - DIRECTIVE_FALL) < 1e-9) : undefined;
  const { offer } = bank;
  return {
    bankId,
    bankName: bank.name,
    website: bank.website ?? null,
    loanAmount: bank.loanAmount,
    termMonths: bank.termMonths,
    currency,
    amountInLoanCurrency,
    loanCurrencyRateDate: currency === 'EUR' ? null : rateDate,
    ratePeriods: [...offer.ratePeriods].sort((a, b) => a.fromMonth - b.fromMonth),
    monthlyPayment: offer.monthlyPayment,
    monthlyOutgoing: offer.monthlyOutgoing,
    apr: offer.apr,
    totalInterest: offer.totalInterest,
    totalCharges: offer.totalCharges,
    totalCostOfCredit: offer.totalCostOfCredit,
    totalAmountPayable: offer.totalAmountPayable,
    upfrontCharges: offer.upfrontCharges,
    cashNeeded: offer.cashNeeded,
    charges: offer.charges,
    translatedDocuments: bank.translatedDocuments ?? [],
    apostilledDocuments: bank.apostilledDocuments ?? [],
    fxFall: fall && shock ? { incomeCurrency: shock.incomeCurrency, monthlyPayment: fall.monthlyPaymentInIncomeCurrency } : null,
  };
}

/** A year of the illustrative repayment table (ESIS section 7): what is paid in it, and owed at its end. */
export interface RepaymentYear {
  year: number;
  paid: number;
  interest: number;
  capital: number;
  balance: number;
}

/**
 * The offer's schedule (core/finance/schedule.ts, the one the offer was priced and the result
 * page's table is drawn with) summed year by year, in cents; and the instalment of each month a
 * new rate starts (after a fixed period).
 */
export function repaymentYears(offer: Pick<DossierOffer, 'loanAmount' | 'termMonths' | 'ratePeriods'>): { years: RepaymentYear[]; instalmentFrom: Map<number, number> } {
  const schedule = repaymentSchedule({ principal: offer.loanAmount, termMonths: offer.termMonths, ratePeriods: offer.ratePeriods });
  const changes = new Set(offer.ratePeriods.slice(1).map((period) => period.fromMonth));
  const instalmentFrom = new Map(schedule.rows.filter((row) => changes.has(row.month)).map((row) => [row.month, row.payment]));
  // Summed as the result page's table sums them (core/finance/schedule-years.ts): the same years to the cent.
  const years = scheduleYears(schedule.rows).map(({ year, payment, interest, principal, balance }) => ({ year, paid: payment, interest, capital: principal, balance }));
  return { years, instalmentFrom };
}

export type ChecklistStatus = 'missing' | 'uploaded' | 'accepted' | 'rejected';

export interface ChecklistItem {
  documentType: DocumentType;
  status: ChecklistStatus;
  needsTranslation: boolean;
  needsApostille: boolean;
}

/** A pending document is uploaded, awaiting a broker's review. */
const FROM_DOCUMENT: Record<DocumentStatus, ChecklistStatus> = { pending: 'uploaded', accepted: 'accepted', rejected: 'rejected' };
/** The best of several uploads of one type: an accepted one, then one awaiting review, then a rejected one. */
const RANK: Record<ChecklistStatus, number> = { accepted: 3, uploaded: 2, rejected: 1, missing: 0 };

const isDocumentType = (value: string): value is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(value);

/** The bank's document list, each with the status of what was uploaded for this assessment. */
export function documentChecklist(
  required: readonly string[],
  uploaded: ReadonlyArray<{ documentType: string; status: DocumentStatus }>,
  offer: Pick<DossierOffer, 'translatedDocuments' | 'apostilledDocuments'>,
): ChecklistItem[] {
  return [...new Set(required)].filter(isDocumentType).map((documentType) => {
    let status: ChecklistStatus = 'missing';
    for (const document of uploaded) {
      const candidate = document.documentType === documentType ? FROM_DOCUMENT[document.status] : undefined;
      if (candidate && RANK[candidate] > RANK[status]) status = candidate;
    }
    return {
      documentType,
      status,
      needsTranslation: offer.translatedDocuments.includes(documentType),
      needsApostille: offer.apostilledDocuments.includes(documentType),
    };
  });
}
