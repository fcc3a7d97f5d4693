import type { EmploymentType } from '../constants';
import type { PreparedConfig } from './prepare-config';
import type { EngineInput, ExchangeRate } from './types';

/** One earner's income as entered and at today's rate; how much of it a lender counts is counted-income.ts's. */
export interface Earning {
  earner: 'applicant' | 'coApplicant';
  currency: string;
  /** Entered, in its own currency. */
  monthly: number;
  /** At today's rate, nothing cut: what the household really receives, in EUR. */
  grossEur: number;
  employmentType: EmploymentType;
  rate: ExchangeRate | null;
}

/**
 * The borrowers as the lenders see them: their incomes, age, situation (issue 14: with a
 * co-applicant). Issue 19: no income is "dominant" any more; each lender counts each income by
 * its own currency rules, so a raise never closes a route.
 */
export interface Applicant {
  /** The applicant's, then the co-applicant's when there is one and they borrow together. */
  earnings: Earning[];
  /** Σ grossEur: the household's income with nothing cut. */
  grossIncomeEur: number;
  /**
   * The currency most of the household's income is in (the larger gross income's): the currency
   * the FX table is shown in and the income-currency score looks at. It never closes a route.
   */
  incomeCurrency: string;
  /**
   * Existing debt payments and living expenses, entered in the income currency (step 2), in EUR
   * without any cut: they are owed in full. Savings, down payment, loan and property value are
   * entered in EUR (step 6) and used as they are.
   */
  debtsEur: number;
  expensesEur: number | null;
  /** The older of the borrowers: the loan must be repaid by the older one's age limit (issue 14). */
  age: number;
  /** A term (years) shorter than the longest allowed, chosen by the applicant; null = the longest (issue 14). */
  termYears: number | null;
  /** §7.5: age missing -> the configured default, and the result says so. */
  assumedAge: boolean;
  /** A first home is owner-occupied by definition: a second home or an investment never is. */
  isFirstHome: boolean;
  /** Buy-to-let or a third property (CZ's investment caps). */
  isInvestment: boolean;
  dependants: number;
  /** Banks' non-resident caps apply only when the applicant lives outside the property country. */
  isNonResident: boolean;
  /** §2: land and commercial property fall outside residential rules. */
  isLandOrCommercial: boolean;
  /** The rate of the applicant's own income's currency; null when it is missing (nothing can be counted). */
  incomeRate: ExchangeRate | null;
  propertyCountry: string;
  /** The co-applicant is one of the borrowers here. */
  withCoApplicant: boolean;
}

function earning(
  earner: Earning['earner'],
  monthly: number,
  currency: string,
  employmentType: EmploymentType,
  prepared: PreparedConfig,
): Earning {
  const rate = prepared.ratesByCurrency.get(currency) ?? null;
  return { earner, currency, monthly, grossEur: rate && rate.rate > 0 ? monthly / rate.rate : 0, employmentType, rate };
}

/** The input names a co-applicant whose income can be counted. */
export const hasCoApplicant = (input: EngineInput) =>
  Boolean(input.coApplicantIncome && input.coApplicantIncome > 0 && input.coApplicantIncomeCurrency && input.coApplicantEmploymentType);

/**
 * `withCoApplicant` false describes the applicant borrowing alone: the household's best route
 * may be without an older co-applicant (issue 19: a co-applicant never lowers the headline).
 */
export function describeApplicant(input: EngineInput, prepared: PreparedConfig, withCoApplicant = true): Applicant {
  const { parameters } = prepared;
  const main = earning('applicant', input.monthlyIncome, input.incomeCurrency, input.employmentType, prepared);
  const earnings = [main];
  const joint = withCoApplicant && hasCoApplicant(input);
  if (joint) {
    earnings.push(
      earning('coApplicant', input.coApplicantIncome!, input.coApplicantIncomeCurrency!, input.coApplicantEmploymentType!, prepared),
    );
  }
  const larger = earnings.reduce((best, candidate) => (candidate.grossEur > best.grossEur ? candidate : best), main);
  const toEur = (amount: number) => (main.rate && main.rate.rate > 0 ? amount / main.rate.rate : 0);
  const age = input.age ?? parameters.defaultAge;
  return {
    earnings,
    // Without a rate for the applicant's income nothing can be counted (the verdict says which rate is missing).
    grossIncomeEur: main.rate ? earnings.reduce((sum, item) => sum + item.grossEur, 0) : 0,
    incomeCurrency: larger.currency,
    debtsEur: toEur(input.existingMonthlyDebts ?? 0),
    expensesEur: input.monthlyExpenses === undefined ? null : toEur(input.monthlyExpenses),
    age: joint ? Math.max(age, input.coApplicantAge ?? 0) : age,
    assumedAge: input.age === undefined,
    termYears: input.termYears ?? null,
    isFirstHome: input.firstHome === true && (input.loanPurpose ?? 'owner_occupied') === 'owner_occupied',
    isInvestment: input.loanPurpose === 'investment',
    dependants: input.dependants ?? 0,
    isNonResident: input.residenceCountry !== input.originCountry,
    isLandOrCommercial: input.propertyType === 'land' || input.propertyType === 'commercial',
    incomeRate: main.rate,
    propertyCountry: input.originCountry,
    withCoApplicant: joint,
  };
}
