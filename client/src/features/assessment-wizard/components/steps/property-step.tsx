import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROPERTY_TYPES } from '@core/constants';
import { formatEur, formatPercent } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import type { WizardValues } from '../../lib/wizard-values';
import { NumberField, SelectField } from '../fields';

/** Step 6: the property and the loan, in EUR (spec section 1); savings and down payment optional. */
export function PropertyStep() {
  const { t } = useTranslation(['wizard', 'translation']);
  const language = useLanguage();
  const { control } = useFormContext<WizardValues>();
  const [loanText, valueText] = useWatch({ control, name: ['desiredLoanAmount', 'propertyValue'] });
  const loan = Number(loanText);
  const value = Number(valueText);
  const hasRatio = loanText !== '' && valueText !== '' && loan > 0 && value > 0;

  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="propertyType"
          label={t('fields.propertyType.label')}
          placeholder={t('fields.propertyType.placeholder')}
          options={PROPERTY_TYPES.map((type) => ({ value: type, label: t(`translation:enums.propertyType.${type}`) }))}
        />
        <NumberField name="propertyValue" label={t('fields.propertyValue.label')} hint={t('fields.propertyValue.hint')} suffix="EUR" min={1} step={1000} />
        <NumberField
          name="desiredLoanAmount"
          label={t('fields.desiredLoanAmount.label')}
          hint={t('fields.desiredLoanAmount.hint')}
          suffix="EUR"
          min={1}
          step={1000}
        />
        <NumberField
          name="downPayment"
          label={t('fields.downPayment.label')}
          hint={t('fields.downPayment.hint')}
          suffix="EUR"
          min={0}
          step={1000}
          isOptional
        />
        <NumberField
          name="currentSavings"
          label={t('fields.currentSavings.label')}
          hint={t('fields.currentSavings.hint')}
          suffix="EUR"
          min={0}
          step={1000}
          isOptional
        />
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground" data-testid="wizard-ltv-hint">
        {hasRatio
          ? t('property.ltvHint', {
              ltv: formatPercent((loan / value) * 100, language, 0),
              ownFunds: formatEur(Math.max(0, value - loan), language),
            })
          : null}
      </p>
    </div>
  );
}
