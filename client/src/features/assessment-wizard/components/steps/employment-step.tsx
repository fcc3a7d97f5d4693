import { useTranslation } from 'react-i18next';
import type { AssessmentField } from '@core/assessment-fields';
import { EMPLOYMENT_TYPES } from '@core/constants';
import { NumberField, SelectField } from '../fields';
import { OtherStepFields } from '../other-step-fields';

/** The fields this step places itself; any other of step 3 is asked after them by its kind. */
const LAID_OUT = ['employmentType', 'employmentDuration', 'totalEmploymentDuration'] as const satisfies readonly AssessmentField[];

/** Step 3: employment type, months at the current employer (1–600), total years (0–50, optional); the hints say the ranges. */
export function EmploymentStep() {
  const { t } = useTranslation(['wizard', 'translation']);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        name="employmentType"
        label={t('fields.employmentType.label')}
        hint={t('fields.employmentType.hint')}
        placeholder={t('fields.employmentType.placeholder')}
        options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`translation:enums.employmentType.${type}`) }))}
      />
      <div className="hidden sm:block" />
      <NumberField
        name="employmentDuration"
        label={t('fields.employmentDuration.label')}
        hint={t('fields.employmentDuration.hint')}
        suffix={t('units.months')}
        inputMode="numeric"
      />
      <NumberField
        name="totalEmploymentDuration"
        label={t('fields.totalEmploymentDuration.label')}
        hint={t('fields.totalEmploymentDuration.hint')}
        suffix={t('units.years')}
        inputMode="numeric"
        isOptional
      />
      <OtherStepFields step={3} laidOut={LAID_OUT} className="sm:col-span-2" />
    </div>
  );
}
