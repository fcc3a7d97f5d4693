import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AssessmentField } from '@core/assessment-fields';
import { INCOME_CURRENCIES } from '@core/constants';
import { useLanguage } from '@/lib/use-language';
import { currencyLabel } from '@/lib/currency-label';
import type { WizardValues } from '../../lib/wizard-values';
import { NumberField, SelectField } from '../fields';
import { CoApplicantFields } from './co-applicant-fields';
import { OtherStepFields } from '../other-step-fields';

/** The fields this step places itself (the co-applicant's in their box); any other of step 2 is asked after them by its kind. */
const LAID_OUT = [
  'monthlyIncome',
  'incomeCurrency',
  'monthlyExpenses',
  'existingMonthlyDebts',
  'coApplicantIncome',
  'coApplicantIncomeCurrency',
  'coApplicantEmploymentType',
] as const satisfies readonly AssessmentField[];

/** Step 2: income and its currency, plus the expenses and debts the affordability test needs, and an optional co-applicant. */
export function IncomeStep() {
  const { t } = useTranslation(['wizard', 'translation']);
  const language = useLanguage();
  const { control } = useFormContext<WizardValues>();
  const currency = useWatch({ control, name: 'incomeCurrency' }) || 'EUR';
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <NumberField
        name="monthlyIncome"
        label={t('fields.monthlyIncome.label')}
        hint={t('fields.monthlyIncome.hint')}
        suffix={currency}
      />
      <SelectField
        name="incomeCurrency"
        label={t('fields.incomeCurrency.label')}
        hint={t('fields.incomeCurrency.hint')}
        placeholder={t('fields.incomeCurrency.placeholder')}
        options={INCOME_CURRENCIES.map((code) => ({ value: code, label: currencyLabel(code, t, language) }))}
      />
      <NumberField
        name="monthlyExpenses"
        label={t('fields.monthlyExpenses.label')}
        hint={t('fields.monthlyExpenses.hint')}
        suffix={currency}
        isOptional
      />
      <NumberField
        name="existingMonthlyDebts"
        label={t('fields.existingMonthlyDebts.label')}
        hint={t('fields.existingMonthlyDebts.hint')}
        suffix={currency}
        isOptional
      />
      <CoApplicantFields />
      <OtherStepFields step={2} laidOut={LAID_OUT} className="sm:col-span-2" />
    </div>
  );
}
