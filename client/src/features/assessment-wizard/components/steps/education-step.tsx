import { useTranslation } from 'react-i18next';
import type { AssessmentField } from '@core/assessment-fields';
import { EDUCATION_LEVELS } from '@core/constants';
import { SelectField } from '../fields';
import { NotScoredNote } from './not-scored-note';
import { OtherStepFields } from '../other-step-fields';

/** The fields this step places itself; any other of step 5 is asked after them by its kind. */
const LAID_OUT = ['educationLevel'] as const satisfies readonly AssessmentField[];

/** Step 5: education level (required by the step, not scored). */
export function EducationStep() {
  const { t } = useTranslation(['wizard', 'translation']);
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="educationLevel"
          label={t('fields.educationLevel.label')}
          placeholder={t('fields.educationLevel.placeholder')}
          options={EDUCATION_LEVELS.map((level) => ({ value: level, label: t(`translation:enums.educationLevel.${level}`) }))}
        />
      </div>
      <OtherStepFields step={5} laidOut={LAID_OUT} />
      <NotScoredNote text={t('notScored.educationLevel')} />
    </div>
  );
}
