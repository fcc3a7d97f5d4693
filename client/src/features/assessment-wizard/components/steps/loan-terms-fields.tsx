import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RATE_TYPES } from '@core/constants';
import type { WizardValues } from '../../lib/wizard-values';
import { NumberField, SelectField } from '../fields';

/**
 * Step 6's loan choices (issue 14): the rate type (fixed for N years then variable, or variable
 * from the start), the fixed period, and a term shorter than the longest the rules allow. All
 * optional: left empty, the engine takes the longest fixed period and term the rules know.
 */
export function LoanTermsFields() {
  const { t } = useTranslation(['wizard', 'translation']);
  const { control, getValues, setValue } = useFormContext<WizardValues>();
  const rateType = useWatch({ control, name: 'rateType' });
  // A fixed period means nothing for a variable rate: it is not kept (nor sent, nor reviewed).
  useEffect(() => {
    if (rateType !== 'fixed' && getValues('fixedPeriodYears') !== '') setValue('fixedPeriodYears', '');
  }, [rateType, getValues, setValue]);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        name="rateType"
        label={t('fields.rateType.label')}
        hint={t('fields.rateType.hint')}
        placeholder={t('fields.rateType.placeholder')}
        options={RATE_TYPES.map((type) => ({ value: type, label: t(`rateTypes.${type}`) }))}
        isOptional
      />
      {rateType === 'fixed' ? (
        <NumberField
          name="fixedPeriodYears"
          label={t('fields.fixedPeriodYears.label')}
          hint={t('fields.fixedPeriodYears.hint')}
          suffix={t('units.years')}
          inputMode="numeric"
          isOptional
        />
      ) : (
        <div className="hidden sm:block" />
      )}
      <NumberField
        name="termYears"
        label={t('fields.termYears.label')}
        hint={t('fields.termYears.hint')}
        suffix={t('units.years')}
        inputMode="numeric"
        isOptional
      />
    </div>
  );
}
