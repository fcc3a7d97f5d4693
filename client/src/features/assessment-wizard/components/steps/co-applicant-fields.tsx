import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES, INCOME_CURRENCIES } from '@core/constants';
import { useLanguage } from '@/lib/use-language';
import { currencyLabel } from '@/lib/currency-label';
import { CO_APPLICANT_FIELDS } from '@core/assessment-fields';
import { hasCoApplicant, type WizardValues } from '../../lib/wizard-values';
import { NumberField, SelectField } from '../fields';

/**
 * Step 2's optional "I'm buying with someone" (issue 14): the co-applicant's net income, its
 * currency and their employment. Their income adds to the household's; their age (step 4) can
 * shorten the term. Unticking the box clears their answers, so nothing half-given is sent.
 */
export function CoApplicantFields() {
  const { t } = useTranslation(['wizard', 'translation']);
  const language = useLanguage();
  const { control, getValues, setValue, clearErrors } = useFormContext<WizardValues>();
  const [isOpen, setIsOpen] = useState(() => hasCoApplicant(getValues()));
  const [currency, ownCurrency] = useWatch({ control, name: ['coApplicantIncomeCurrency', 'incomeCurrency'] });

  const toggle = (next: boolean) => {
    setIsOpen(next);
    if (next) {
      // Most couples are paid in the same currency: start from the applicant's.
      if (!getValues('coApplicantIncomeCurrency')) setValue('coApplicantIncomeCurrency', getValues('incomeCurrency') || 'EUR');
      return;
    }
    for (const name of CO_APPLICANT_FIELDS) setValue(name, '');
    clearErrors([...CO_APPLICANT_FIELDS]);
  };

  return (
    <fieldset className="grid gap-4 rounded-xl border border-border p-4 sm:col-span-2" data-testid="wizard-co-applicant">
      <legend className="px-1 text-sm font-medium">{t('coApplicant.legend')}</legend>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={isOpen}
          onChange={(event) => toggle(event.target.checked)}
          className="size-5 accent-[var(--color-primary)]"
          aria-describedby="wizard-co-applicant-hint"
          data-testid="wizard-co-applicant-toggle"
        />
        {t('coApplicant.toggle')}
      </label>
      <p id="wizard-co-applicant-hint" className="-mt-2 text-xs text-muted-foreground">
        {t('coApplicant.hint')}
      </p>
      {isOpen ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField
            name="coApplicantIncome"
            label={t('fields.coApplicantIncome.label')}
            hint={t('fields.coApplicantIncome.hint')}
            suffix={currency || ownCurrency || 'EUR'}
          />
          <SelectField
            name="coApplicantIncomeCurrency"
            label={t('fields.coApplicantIncomeCurrency.label')}
            placeholder={t('fields.incomeCurrency.placeholder')}
            options={INCOME_CURRENCIES.map((code) => ({ value: code, label: currencyLabel(code, t, language) }))}
          />
          <SelectField
            name="coApplicantEmploymentType"
            label={t('fields.coApplicantEmploymentType.label')}
            placeholder={t('fields.employmentType.placeholder')}
            options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`translation:enums.employmentType.${type}`) }))}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
