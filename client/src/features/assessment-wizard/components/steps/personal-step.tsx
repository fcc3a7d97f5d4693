import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AssessmentField } from '@core/assessment-fields';
import { MARITAL_STATUSES } from '@core/constants';
import { hasCoApplicant, type WizardValues } from '../../lib/wizard-values';
import { NumberField, SelectField, YesNoField } from '../fields';
import { NotScoredNote } from './not-scored-note';
import { OtherStepFields } from '../other-step-fields';

/** The fields this step places itself; any other of step 4 is asked after them by its kind. */
const LAID_OUT = ['maritalStatus', 'age', 'dependants', 'coApplicantAge', 'firstHome'] as const satisfies readonly AssessmentField[];

/**
 * Step 4: marital status (required by the step), age, first home, dependants and, with a
 * co-applicant, their age (optional, used by the rules: the older age limits the term).
 */
export function PersonalStep() {
  const { t } = useTranslation(['wizard', 'translation']);
  const { control } = useFormContext<WizardValues>();
  const coApplicant = useWatch({ control, name: ['coApplicantIncome', 'coApplicantIncomeCurrency', 'coApplicantEmploymentType', 'coApplicantAge'] });
  const isCoApplicantAsked = hasCoApplicant({
    coApplicantIncome: coApplicant[0],
    coApplicantIncomeCurrency: coApplicant[1],
    coApplicantEmploymentType: coApplicant[2],
    coApplicantAge: coApplicant[3],
  });
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="maritalStatus"
          label={t('fields.maritalStatus.label')}
          placeholder={t('fields.maritalStatus.placeholder')}
          options={MARITAL_STATUSES.map((status) => ({ value: status, label: t(`translation:enums.maritalStatus.${status}`) }))}
        />
        <NumberField
          name="age"
          label={t('fields.age.label')}
          hint={t('fields.age.hint')}
          suffix={t('units.years')}
          inputMode="numeric"
          isOptional
        />
        <NumberField
          name="dependants"
          label={t('fields.dependants.label')}
          hint={t('fields.dependants.hint')}
          inputMode="numeric"
          isOptional
        />
        {isCoApplicantAsked ? (
          <NumberField
            name="coApplicantAge"
            label={t('fields.coApplicantAge.label')}
            hint={t('fields.coApplicantAge.hint')}
            suffix={t('units.years')}
            inputMode="numeric"
            isOptional
          />
        ) : null}
      </div>
      <YesNoField name="firstHome" label={t('fields.firstHome.label')} hint={t('fields.firstHome.hint')} />
      <OtherStepFields step={4} laidOut={LAID_OUT} />
      <NotScoredNote text={t('notScored.maritalStatus')} />
    </div>
  );
}
