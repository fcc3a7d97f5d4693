import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CO_APPLICANT_FIELDS, fieldDefinition, wizardRules, type AssessmentField } from '@core/assessment-fields';
import { FALLBACK_RESIDENCE_CODES, INCOME_CURRENCIES } from '@core/constants';
import { STEP_FIELDS } from '@core/schemas/assessment-input';
import { countryOptions } from '@/lib/countries';
import { currencyLabel } from '@/lib/currency-label';
import { useCountries } from '@/lib/queries/get-countries';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { hasCoApplicant, type WizardValues } from '../lib/wizard-values';
import { NumberField, SelectField, YesNoField, type SelectOption } from './fields';

/**
 * A field asked the way its kind is (core/assessment-fields, ADR 076): an amount with its
 * currency, a whole number with its unit, a choice as a select, yes/no as radios. Texts are the
 * field's `fields.<name>` entries of wizard.json (label, and hint and placeholder when given).
 */
function RegistryField({ name }: { name: AssessmentField }) {
  const { t } = useTranslation(['wizard', 'translation']);
  const language = useLanguage();
  const countries = useCountries();
  const { control } = useFormContext<WizardValues>();
  const [incomeCurrency, coApplicantCurrency] = useWatch({ control, name: ['incomeCurrency', 'coApplicantIncomeCurrency'] });
  const definition = fieldDefinition(name);
  const label = t(`fields.${name}.label`);
  const hint = t(`fields.${name}.hint`, { defaultValue: '' }) || undefined;
  const placeholder = t(`fields.${name}.placeholder`, { defaultValue: '' });
  const isOptional = wizardRules[name].safeParse(undefined).success;
  const select = (options: SelectOption[]) => <SelectField name={name} label={label} hint={hint} placeholder={placeholder} options={options} isOptional={isOptional} />;

  switch (definition.kind) {
    case 'money': {
      const currencies = { incomeCurrency, coApplicantIncomeCurrency: coApplicantCurrency || incomeCurrency };
      const suffix = definition.currency === 'EUR' ? 'EUR' : currencies[definition.currency] || 'EUR';
      return <NumberField name={name} label={label} hint={hint} suffix={suffix} isOptional={isOptional} />;
    }
    case 'integer': {
      const suffix = definition.unit === 'months' ? t('units.months') : definition.unit === 'count' ? undefined : t('units.years');
      return <NumberField name={name} label={label} hint={hint} suffix={suffix} inputMode="numeric" isOptional={isOptional} />;
    }
    case 'boolean':
      return <YesNoField name={name} label={label} hint={hint} />;
    case 'enum':
      return select(definition.values.map((value) => ({ value, label: t(`${definition.labels}.${value}`) })));
    case 'currency':
      return select((definition.values ?? INCOME_CURRENCIES).map((code) => ({ value: code, label: currencyLabel(code, t, language) })));
    case 'country':
      return select(countryOptions('income', countries.data, FALLBACK_RESIDENCE_CODES, language).map((country) => ({ value: country.code, label: country.name, icon: country.flag })));
  }
}

/**
 * The fields of a step that its component does not lay out itself (`laidOut`), each asked by its
 * kind: a field added to the registry appears in its step's form without an edit here. The
 * co-applicant's answers are asked only with a co-applicant.
 */
export function OtherStepFields({ step, laidOut, className }: { step: number; laidOut: readonly AssessmentField[]; className?: string }) {
  const { control } = useFormContext<WizardValues>();
  const coApplicant = useWatch({ control, name: CO_APPLICANT_FIELDS });
  const isCoApplicantAsked = hasCoApplicant(Object.fromEntries(CO_APPLICANT_FIELDS.map((name, index) => [name, coApplicant[index]])));
  const names = (STEP_FIELDS[step] ?? []).filter((name) => !laidOut.includes(name) && (!fieldDefinition(name).isAboutCoApplicant || isCoApplicantAsked));
  if (names.length === 0) return null;
  return (
    <div className={cn('grid gap-5 sm:grid-cols-2', className)} data-testid={`wizard-step-${step}-other-fields`}>
      {names.map((name) => (
        <RegistryField key={name} name={name} />
      ))}
    </div>
  );
}
