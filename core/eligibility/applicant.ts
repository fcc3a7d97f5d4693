import type { PreparedConfig } from './prepare-config';
import type { EngineInput, ExchangeRate } from './types';

/** The applicant as the lending rules see them: counted income in EUR, age, situation. */
export interface Applicant {
  /** §7.1: monthlyIncome / rate × (1 − fxHaircut) × employment factor; 0 without a rate. */
  incomeEur: number;
  /**
   * Existing debt payments and living expenses, entered in the income currency (step 2), in EUR
   * without the haircut: they are owed in full. Savings, down payment, loan and property value
   * are entered in EUR (step 6) and used as they are.
   */
  debtsEur: number;
  expensesEur: number | null;
  age: number;
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
  incomeRate: ExchangeRate | null;
  propertyCountry: string;
}

export function describeApplicant(input: EngineInput, prepared: PreparedConfig): Applicant {
  const { parameters } = prepared;
  const incomeRate = prepared.ratesByCurrency.get(input.incomeCurrency) ?? null;
  const toEur = (amount: number) => (incomeRate && incomeRate.rate > 0 ? amount / incomeRate.rate : 0);
  const incomeEur = incomeRate
    ? toEur(input.monthlyIncome) * (1 - incomeRate.fxHaircut) * parameters.employmentIncomeFactor[input.employmentType]
    : 0;
  return {
    incomeEur: Math.max(0, incomeEur),
    debtsEur: toEur(input.existingMonthlyDebts ?? 0),
    expensesEur: input.monthlyExpenses === undefined ? null : toEur(input.monthlyExpenses),
    age: input.age ?? parameters.defaultAge,
    assumedAge: input.age === undefined,
    isFirstHome: input.firstHome === true && (input.loanPurpose ?? 'owner_occupied') === 'owner_occupied',
    isInvestment: input.loanPurpose === 'investment',
    dependants: input.dependants ?? 0,
    isNonResident: input.residenceCountry !== input.originCountry,
    isLandOrCommercial: input.propertyType === 'land' || input.propertyType === 'commercial',
    incomeRate,
    propertyCountry: input.originCountry,
  };
}
