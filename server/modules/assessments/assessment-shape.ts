import type { EngineResult } from '../../../core/eligibility';
import { toCents, toCentsString } from '../../../core/money/round';
import type { Assessment } from '../../../core/schemas/assessment';
import type { AssessmentInput } from '../../../core/schemas/assessment-input';
import type { AssessmentEventRow, AssessmentRow, AssessmentValues } from './assessments.repository';

/** Conversions between the API's shapes and the assessments table. */

const MONEY_FIELDS = [
  'monthlyIncome',
  'coApplicantIncome',
  'desiredLoanAmount',
  'propertyValue',
  'monthlyExpenses',
  'currentSavings',
  'downPayment',
  'existingMonthlyDebts',
] as const;

/**
 * Amounts rounded to the cent, as the numeric(…, 2) columns will hold them. The engine runs
 * on these, so re-running it on the stored inputs reproduces the stored result exactly.
 */
export function roundedToCents<T extends Partial<AssessmentInput>>(input: T): T {
  const rounded = { ...input };
  for (const field of MONEY_FIELDS) {
    const value = rounded[field];
    if (typeof value === 'number') rounded[field] = toCents(value);
  }
  return rounded;
}

const money = (value: number | undefined | null) => (value == null ? null : toCentsString(value));

/**
 * The input columns. Every column is written, absent ones as null: a draft save replaces the
 * wizard's state (a field the user cleared is cleared), and a submit overwrites the draft it
 * turns into. maritalStatus and educationLevel are stored as null when not given rather than
 * the column defaults (single, bachelor): an answer the applicant never gave is not recorded.
 */
export function inputColumns(input: Partial<AssessmentInput>, draftStep: number | null): AssessmentValues {
  return {
    residenceCountry: input.residenceCountry ?? null,
    originCountry: input.originCountry ?? null,
    monthlyIncome: money(input.monthlyIncome),
    incomeCurrency: input.incomeCurrency ?? null,
    employmentType: input.employmentType ?? null,
    employmentDuration: input.employmentDuration ?? null,
    totalEmploymentDuration: input.totalEmploymentDuration ?? null,
    desiredLoanAmount: money(input.desiredLoanAmount),
    propertyType: input.propertyType ?? null,
    propertyValue: money(input.propertyValue),
    maritalStatus: input.maritalStatus ?? null,
    educationLevel: input.educationLevel ?? null,
    age: input.age ?? null,
    monthlyExpenses: money(input.monthlyExpenses),
    currentSavings: money(input.currentSavings),
    downPayment: money(input.downPayment),
    existingMonthlyDebts: money(input.existingMonthlyDebts),
    firstHome: input.firstHome ?? null,
    loanPurpose: input.loanPurpose ?? null,
    rateType: input.rateType ?? null,
    fixedPeriodYears: input.fixedPeriodYears ?? null,
    dependants: input.dependants ?? null,
    termYears: input.termYears ?? null,
    loanCurrency: input.loanCurrency ?? null,
    coApplicantIncome: money(input.coApplicantIncome),
    coApplicantIncomeCurrency: input.coApplicantIncomeCurrency ?? null,
    coApplicantEmploymentType: input.coApplicantEmploymentType ?? null,
    coApplicantAge: input.coApplicantAge ?? null,
    draftStep,
  };
}

/** The result columns of a computed assessment (a draft has none). */
export function resultColumns(result: EngineResult | null): AssessmentValues {
  if (!result) {
    return {
      verdict: null,
      eligibilityScore: null,
      maxLoanAmount: null,
      monthlyPayment: null,
      monthlyPaymentStressed: null,
      scoreBreakdown: null,
      explanation: null,
      bankRecommendations: null,
      scoringConfigVersion: null,
      fxRateDate: null,
    };
  }
  return {
    verdict: result.verdict,
    eligibilityScore: result.eligibilityScore,
    maxLoanAmount: money(result.maxLoanAmount),
    monthlyPayment: money(result.monthlyPayment),
    monthlyPaymentStressed: money(result.monthlyPaymentStressed),
    scoreBreakdown: result.breakdown,
    explanation: {
      verdictReasons: result.verdictReasons,
      scoreBeforeCeiling: result.scoreBeforeCeiling,
      scoreCeiling: result.scoreCeiling,
      scoreFloor: result.scoreFloor,
      regulatoryMaxLoanAmount: result.regulatoryMaxLoanAmount,
      maxLoanBankName: result.maxLoanBankName,
      maxLoanSource: result.maxLoanSource,
      headlineLimit: result.headlineLimit,
      loan: result.loan,
      ownFunds: result.ownFunds,
      staleRates: result.staleRates,
      reasons: result.reasons,
      improvements: result.improvements,
      flags: result.flags,
      metrics: result.metrics,
      bankRecommendationsEmptyReason: result.bankRecommendationsEmptyReason,
      bankRefusals: result.bankRefusals,
      routeOptions: result.routeOptions,
      chosenLoanCurrency: result.chosenLoanCurrency,
      coApplicantCounted: result.coApplicantCounted,
      nextSteps: result.nextSteps,
      limits: result.limits,
      fxShock: result.fxShock,
      afterFixedPeriod: result.afterFixedPeriod,
      chosenTermMonths: result.chosenTermMonths,
      schemes: result.schemes,
      affordablePrice: result.affordablePrice,
    },
    bankRecommendations: result.bankRecommendations,
    scoringConfigVersion: result.scoringConfigVersion,
    fxRateDate: result.fxRateDate,
  };
}

function actorName(event: AssessmentEventRow): string | null {
  const name = [event.actorFirstName, event.actorLastName].filter(Boolean).join(' ').trim();
  return name === '' ? null : name;
}

/** A stored assessment as the API returns it (core/schemas/assessment.ts ZAssessment). */
export function toAssessment(row: AssessmentRow, events?: readonly AssessmentEventRow[]): Assessment {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    residenceCountry: row.residenceCountry,
    originCountry: row.originCountry,
    monthlyIncome: row.monthlyIncome,
    incomeCurrency: row.incomeCurrency,
    employmentType: row.employmentType,
    employmentDuration: row.employmentDuration,
    totalEmploymentDuration: row.totalEmploymentDuration,
    desiredLoanAmount: row.desiredLoanAmount,
    propertyType: row.propertyType,
    propertyValue: row.propertyValue,
    maritalStatus: row.maritalStatus,
    educationLevel: row.educationLevel,
    age: row.age,
    monthlyExpenses: row.monthlyExpenses,
    currentSavings: row.currentSavings,
    downPayment: row.downPayment,
    existingMonthlyDebts: row.existingMonthlyDebts,
    firstHome: row.firstHome,
    loanPurpose: row.loanPurpose,
    rateType: row.rateType,
    fixedPeriodYears: row.fixedPeriodYears,
    dependants: row.dependants,
    termYears: row.termYears,
    loanCurrency: row.loanCurrency,
    coApplicantIncome: row.coApplicantIncome,
    coApplicantIncomeCurrency: row.coApplicantIncomeCurrency as Assessment['coApplicantIncomeCurrency'],
    coApplicantEmploymentType: row.coApplicantEmploymentType as Assessment['coApplicantEmploymentType'],
    coApplicantAge: row.coApplicantAge,
    draftStep: row.draftStep,
    verdict: row.verdict,
    eligibilityScore: row.eligibilityScore,
    maxLoanAmount: row.maxLoanAmount,
    monthlyPayment: row.monthlyPayment,
    monthlyPaymentStressed: row.monthlyPaymentStressed,
    scoreBreakdown: row.scoreBreakdown ?? null,
    explanation: row.explanation ?? null,
    bankRecommendations: row.bankRecommendations ?? null,
    scoringConfigVersion: row.scoringConfigVersion,
    fxRateDate: row.fxRateDate,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(events
      ? {
          events: events.map((event) => ({
            id: event.id,
            fromStatus: event.fromStatus,
            toStatus: event.toStatus,
            note: event.note,
            actorName: actorName(event),
            createdAt: event.createdAt.toISOString(),
          })),
        }
      : {}),
  };
}
