import { useTranslation } from 'react-i18next';
import { MARITAL_STATUSES } from '@core/constants';
import { NumberField, SelectField, YesNoField } from '../fields';
import { NotScoredNote } from './not-scored-note';

/** Step 4: marital status (required by the step), age and first home (optional, used by the rules). */
export function PersonalStep() {
  const { t } = useTranslation(['wizard', 'translation']);
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
      </div>
      <YesNoField name="firstHome" label={t('fields.firstHome.label')} hint={t('fields.firstHome.hint')} />
      <NotScoredNote text={t('notScored.maritalStatus')} />
    </div>
  );
}
