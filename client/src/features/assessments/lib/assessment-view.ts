import type { Assessment } from '@core/schemas/assessment';
import { ZAssessmentInput, type AssessmentInput } from '@core/schemas/assessment-input';

/** docs/product.md §2.6: cards show the last 8 characters of the id. */
export function shortId(id: string): string {
  return id.slice(-8);
}

/** docs/product.md §2.5, the dashboard: a draft continues in the wizard, anything else is in the list. */
export function recentAssessmentHref(assessment: Pick<Assessment, 'status'>): '/assessment' | '/assessments' {
  return assessment.status === 'draft' ? '/assessment' : '/assessments';
}

/** The latest assessment: the API lists newest first, so the first one (docs/product.md §2.5: the latest). */
export function latestAssessment(assessments: readonly Assessment[] | undefined): Assessment | null {
  return assessments?.[0] ?? null;
}

/** An amount the API sends as a decimal string; null when missing or unreadable. */
export function toAmount(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/**
 * The wizard input a stored assessment was scored from, for the result components (which show
 * the desired loan next to the maximum). Null when the stored fields do not form a complete
 * input (a draft): the result is then not shown either.
 */
export function inputFromAssessment(assessment: Assessment): AssessmentInput | null {
  const fields = Object.fromEntries(
    Object.keys(ZAssessmentInput.shape).map((name) => [name, (assessment as Record<string, unknown>)[name] ?? undefined]),
  );
  const parsed = ZAssessmentInput.safeParse(fields);
  return parsed.success ? parsed.data : null;
}
