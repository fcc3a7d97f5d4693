import type { PreparedConfig } from './prepare-config';
import type { EngineInput, ExchangeRate } from './types';

/** One earner's income as the lending rules count it (§7.1). */
export interface CountedIncome {
  currency: string;
  /** Entered, in its own currency. */
  monthly: number;
  /** At today's rate, no haircut: what the household really receives, in EUR. */
  grossEur: number;
  /** After the currency haircut and the employment factor. */
  countedEur: number;
  rate: ExchangeRate | null;
}

/** The household as the lending rules see it: counted income in EUR, age, situation (issue 14: with a co-applicant). */
export interface Applicant {
  /** §7.1: Σ monthlyIncome / rate × (1 − fxHaircut) × employment factor, over the applicant and co-applicant. */
  incomeEur: number;
  /** The applicant's, then the co-applicant's when there is one. */
  incomes: CountedIncome[];
  /**
   * The currency of the larger counted income: the "dominant income" whose currency PL's Rec. S
   * and the banks' programmes look at, and against which the loan's currency risk is scored.
   */
  incomeCurrency: string;
  /**
   * Existing debt payments and living expenses, entered in the income currency (step 2), in EUR
   * without the haircut: they are owed in full. Savings, down payment, loan and property value
   * are entered in EUR (step 6) and used as they are.
   */
  debtsEur: number;
  expensesEur: number | null;
  /** The older of the two applicants: the loan must be repaid by the older one's age limit (issue 14). */
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
  /** The rate of the dominant income's currency. */
  incomeRate: ExchangeRate | null;
  propertyCountry: string;
}

function countIncome(monthly: number, currency: string, employmentFactor: number, prepared: PreparedConfig): CountedIncome {
  const rate = prepared.ratesByCurrency.get(currency) ?? null;
  const grossEur = rate && rate.rate > 0 ? monthly / rate.rate : 0;
  return { currency, monthly, grossEur, countedEur: Math.max(0, grossEur * (1 - (rate?.fxHaircut ?? 0)) * employmentFactor), rate };
}

export function describeApplicant(input: EngineInput, prepared: PreparedConfig): Applicant {
  const { parameters } = prepared;
  const main = countIncome(input.monthlyIncome, input.incomeCurrency, parameters.employmentIncomeFactor[input.employmentType], prepared);
  const incomes = [main];
  if (input.coApplicantIncome && input.coApplicantIncome > 0 && input.coApplicantIncomeCurrency && input.coApplicantEmploymentType) {
    incomes.push(
      countIncome(
        input.coApplicantIncome,
        input.coApplicantIncomeCurrency,
        parameters.employmentIncomeFactor[input.coApplicantEmploymentType],
        prepared,
      ),
    );
  }
  const dominant = incomes.reduce((best, income) => (income.countedEur > best.countedEur ? income : best), main);
  const toEur = (amount: number) => (main.rate && main.rate.rate > 0 ? amount / main.rate.rate : 0);
  const age = input.age ?? parameters.defaultAge;
  return {
    // Without a rate for the main income nothing can be counted (the verdict says which rate is missing).
    incomeEur: main.rate ? incomes.reduce((sum, income) => sum + income.countedEur, 0) : 0,
    incomes,
    incomeCurrency: dominant.currency,
    debtsEur: toEur(input.existingMonthlyDebts ?? 0),
    expensesEur: input.monthlyExpenses === undefined ? null : toEur(input.monthlyExpenses),
    age: Math.max(age, input.coApplicantAge ?? 0),
    assumedAge: input.age === undefined,
    termYears: input.termYears ?? null,
    isFirstHome: input.firstHome === true && (input.loanPurpose ?? 'owner_occupied') === 'owner_occupied',
    isInvestment: input.loanPurpose === 'investment',
    dependants: input.dependants ?? 0,
    isNonResident: input.residenceCountry !== input.originCountry,
    isLandOrCommercial: input.propertyType === 'land' || input.propertyType === 'commercial',
    incomeRate: main.rate,
    propertyCountry: input.originCountry,
  };
}
