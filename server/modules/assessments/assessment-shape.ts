import type { EngineResult } from '../../../core/eligibility';
import { toCents, toCentsString } from '../../../core/money/round';
import type { Assessment } from '../../../core/schemas/assessment';
import { MONEY_FIELDS, mapFields, type AssessmentField, type StoredAnswers } from '../../../core/assessment-fields';
import type { AssessmentInput } from '../../../core/schemas/assessment-input';
import type { AssessmentEventRow, AssessmentRow, AssessmentValues } from './assessments.repository';

/**
 * Conversions between the API's shapes and the assessments table. The answers' columns are the
 * field registry's (core/assessment-fields, ADR 076): nothing here lists a field.
 */

/**
 * Amounts rounded to the cent, as the numeric(…, 2) columns will hold them. The engine runs
 * on these, so re-running it on the stored inputs reproduces the stored result exactly.
 */
export function roundedToCents<T extends Partial<AssessmentInput>>(input: T): T {
  const rounded: Record<string, unknown> = { ...input };
  for (const field of MONEY_FIELDS) {
    const value = rounded[field];
    if (typeof value === 'number') rounded[field] = toCents(value);
  }
  return rounded as T;
}

const money = (value: number | undefined | null) => (value == null ? null : toCentsString(value));

type AnswerValues = Pick<AssessmentValues, AssessmentField>;

/** Each answer's column value: an amount as its cents' decimal text, anything else as given, a missing one null. */
const answerValues = (input: Partial<AssessmentInput>): AnswerValues =>
  mapFields((definition, name) => {
    const value = input[name];
    if (value === undefined || value === null) return null;
    return definition.kind === 'money' ? money(value as number) : value;
  }) as AnswerValues;

/**
 * The input columns. Every column is written, absent ones as null: a draft save replaces the
 * wizard's state (a field the user cleared is cleared), and a submit overwrites the draft it
 * turns into. maritalStatus and educationLevel are stored as null when not given rather than
 * the column defaults (single, bachelor): an answer the applicant never gave is not recorded.
 */
export function inputColumns(input: Partial<AssessmentInput>, draftStep: number | null): AssessmentValues {
  return { ...answerValues(input), draftStep };
}

/** A row's answers as the API returns them (money as the column's decimal text). */
export function storedAnswersOf(row: Pick<AssessmentRow, AssessmentField>): StoredAnswers {
  // Returning the row's types as StoredAnswers typechecks only while each column's type is its kind's.
  const answers: Pick<AssessmentRow, AssessmentField> = mapFields((_definition, name) => row[name]) as Pick<AssessmentRow, AssessmentField>;
  return answers;
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
    ...storedAnswersOf(row),
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
