import { FIELD_NAMES, type AssessmentField } from '../../../core/assessment-fields';
import { assessments } from '../../db/schema';

/** The answer columns of some fields (every field by default) for a Drizzle select: `{ monthlyIncome: assessments.monthlyIncome, … }`. */
export function answerSelection<const Names extends readonly AssessmentField[] = typeof FIELD_NAMES>(names: Names = FIELD_NAMES as unknown as Names) {
  return Object.fromEntries(names.map((name) => [name, assessments[name]])) as { [K in Names[number]]: (typeof assessments)[K] };
}
