import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOAN_PURPOSES, PROPERTY_TYPES } from '@core/constants';
import { formatEur, formatPercent } from '@/lib/format';
import { readLocalizedNumber } from '@/lib/localized-number';
import { useLanguage } from '@/lib/use-language';
import type { WizardValues } from '../../lib/wizard-values';
import { NumberField, SelectField } from '../fields';
import { LoanTermsFields } from './loan-terms-fields';

/** Step 6: the property and the loan, in EUR (spec section 1); savings, down payment, rate type and term optional. */
export function PropertyStep() {
  const { t } = useTranslation(['wizard', 'translation']);
  const language = useLanguage();
  const { control } = useFormContext<WizardValues>();
  const [loanText, valueText] = useWatch({ control, name: ['desiredLoanAmount', 'propertyValue'] });
  const loanRead = readLocalizedNumber(loanText ?? '', language, 2);
  const valueRead = readLocalizedNumber(valueText ?? '', language, 2);
  const loan = loanRead.ok ? loanRead.value : 0;
  const value = valueRead.ok ? valueRead.value : 0;
  const hasRatio = loan > 0 && value > 0 && loan <= value;

  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="propertyType"
          label={t('fields.propertyType.label')}
          placeholder={t('fields.propertyType.placeholder')}
          options={PROPERTY_TYPES.map((type) => ({ value: type, label: t(`translation:enums.propertyType.${type}`) }))}
        />
        <SelectField
          name="loanPurpose"
          label={t('fields.loanPurpose.label')}
          hint={t('fields.loanPurpose.hint')}
          placeholder={t('fields.loanPurpose.placeholder')}
          options={LOAN_PURPOSES.map((purpose) => ({ value: purpose, label: t(`translation:enums.loanPurpose.${purpose}`) }))}
        />
        <NumberField name="propertyValue" label={t('fields.propertyValue.label')} hint={t('fields.propertyValue.hint')} suffix="EUR" />
        <NumberField
          name="desiredLoanAmount"
          label={t('fields.desiredLoanAmount.label')}
          hint={t('fields.desiredLoanAmount.hint')}
          suffix="EUR"
        />
        <NumberField
          name="downPayment"
          label={t('fields.downPayment.label')}
          hint={t('fields.downPayment.hint')}
          suffix="EUR"
          isOptional
        />
        <NumberField
          name="currentSavings"
          label={t('fields.currentSavings.label')}
          hint={t('fields.currentSavings.hint')}
          suffix="EUR"
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
      <LoanTermsFields />
    </div>
  );
}
