import type { IncomeCurrency, Language } from '@core/constants';
import type { Assessment } from '@core/schemas/assessment';
import { buildDraftPayload, resumeStepForValues, valuesFromDraft } from './wizard-values';

/**
 * Issue 23: a submitted assessment's answers as a new draft, with the net monthly income a
 * payslip shows in place of the declared one. The submitted assessment is a record a broker
 * reviews and a certificate may quote: it is never changed. The applicant opens the draft in the
 * wizard (where the spec's resume rule puts them), checks the answers on the review step, the new
 * income among them, and submits it themselves.
 */
export function reassessmentDraft(assessment: Assessment, income: { amount: number; currency: IncomeCurrency }, language: Language) {
  const values = valuesFromDraft({ ...assessment, monthlyIncome: income.amount.toFixed(2), incomeCurrency: income.currency }, language);
  return buildDraftPayload(values, resumeStepForValues(values, language), language);
}
