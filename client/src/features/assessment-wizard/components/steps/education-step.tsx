import { useTranslation } from 'react-i18next';
import { EDUCATION_LEVELS } from '@core/constants';
import { SelectField } from '../fields';
import { NotScoredNote } from './not-scored-note';

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
      <NotScoredNote text={t('notScored.educationLevel')} />
    </div>
  );
}
