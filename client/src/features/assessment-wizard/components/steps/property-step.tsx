import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AssessmentField } from '@core/assessment-fields';
import { LOAN_PURPOSES, PROPERTY_TYPES } from '@core/constants';
import { formatEur, formatPercent } from '@/lib/format';
import { readLocalizedNumber } from '@/lib/localized-number';
import { useAssessmentConfig } from '@/lib/queries/get-assessment-config';
import { useLanguage } from '@/lib/use-language';
import { currenciesNeedingIncomeIn, loanCurrenciesOf, localCurrencyOf } from '../../lib/property-currency';
import type { WizardValues } from '../../lib/wizard-values';
import { NumberField, SelectField } from '../fields';
import { LoanCurrencyField } from './loan-currency-field';
import { LoanTermsFields } from './loan-terms-fields';
import { PropertyValueField } from './property-value-field';
import { OtherStepFields } from '../other-step-fields';

/** The fields this step places itself (the loan currency only where banks lend in more than one); any other of step 6 is asked after them by its kind. */
const LAID_OUT = [
  'propertyType',
  'loanPurpose',
  'propertyValue',
  'desiredLoanAmount',
  'downPayment',
  'currentSavings',
  'loanCurrency',
  'rateType',
  'fixedPeriodYears',
  'termYears',
] as const satisfies readonly AssessmentField[];

/**
 * The property country's currencies from the engine's configuration (issue 19): the loan
 * currencies its banks lend in, and its own currency for typing the price. While the
 * configuration loads (or if it cannot), none: the step asks in euros, as before.
 */
function useCountryCurrencies(countryCode: string) {
  const config = useAssessmentConfig();
  const { getValues, setValue } = useFormContext<WizardValues>();
  const currencies = useMemo(() => {
    if (!config.data) return null;
    return {
      loan: loanCurrenciesOf(config.data, countryCode),
      needingIncomeIn: currenciesNeedingIncomeIn(config.data, countryCode),
      local: localCurrencyOf(config.data, countryCode),
    };
  }, [config.data, countryCode]);

  // Choices made for another country (step 1 changed since) mean nothing here: they are dropped.
  useEffect(() => {
    if (!currencies) return;
    const loanCurrency = getValues('loanCurrency');
    if (loanCurrency && !currencies.loan.includes(loanCurrency)) setValue('loanCurrency', '');
    const priceCurrency = getValues('propertyValueCurrency');
    if (priceCurrency && priceCurrency !== currencies.local?.currency) {
      setValue('propertyValueCurrency', '');
      setValue('propertyValueLocal', '');
    }
  }, [currencies, getValues, setValue]);

  return currencies;
}

/**
 * Step 6: the property and the loan, in EUR (docs/product.md §1), the price also in the country's
 * own currency; savings, down payment, loan currency, rate type and term optional.
 */
export function PropertyStep() {
  const { t } = useTranslation(['wizard', 'translation']);
  const language = useLanguage();
  const { control } = useFormContext<WizardValues>();
  const [loanText, valueText, countryCode] = useWatch({ control, name: ['desiredLoanAmount', 'propertyValue', 'originCountry'] });
  const currencies = useCountryCurrencies(countryCode ?? '');
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
        <PropertyValueField local={currencies?.local ?? null} />
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
      {currencies && currencies.loan.length > 1 ? (
        <LoanCurrencyField countryCode={countryCode ?? ''} currencies={currencies.loan} needingIncomeIn={currencies.needingIncomeIn} />
      ) : null}
      <LoanTermsFields />
      <OtherStepFields step={6} laidOut={LAID_OUT} />
    </div>
  );
}
