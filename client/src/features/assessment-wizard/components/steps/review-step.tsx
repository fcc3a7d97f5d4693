import { Pencil } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldDefinition, type AssessmentField } from '@core/assessment-fields';
import { STEP_FIELDS } from '@core/schemas/assessment-input';
import { Button } from '@/components/ui/button';
import { countryName } from '@/lib/countries';
import { formatEur, formatMoney, formatNumber } from '@/lib/format';
import { useAssessmentConfig } from '@/lib/queries/get-assessment-config';
import { useLanguage } from '@/lib/use-language';
import { readLocalizedNumber } from '@/lib/localized-number';
import { currencyLabel } from '@/lib/currency-label';
import { loanCurrenciesOf } from '../../lib/property-currency';
import { hasCoApplicant, isLocalPriceEntry, type WizardValues } from '../../lib/wizard-values';

/** One group per step that asks something, its answers in the registry's order (core/assessment-fields). */
const GROUPS = Object.entries(STEP_FIELDS)
  .filter(([, fields]) => fields.length > 0)
  .map(([step, fields]) => ({ step: Number(step), titleKey: `steps.${step}.title`, fields }));

/** Shown only when they apply: the co-applicant's answers with a co-applicant, the fixed period with a fixed rate. */
function isShown(name: AssessmentField, values: WizardValues): boolean {
  if (fieldDefinition(name).isAboutCoApplicant) return hasCoApplicant(values);
  if (name === 'fixedPeriodYears') return values.rateType === 'fixed';
  return true;
}

/** Step 7 (docs/product.md §2.7): every answer; empty ones (marital status, education...) read 'Not specified'. */
export function ReviewStep({ onEdit }: { onEdit: (step: number) => void }) {
  const { t } = useTranslation(['wizard', 'translation']);
  const language = useLanguage();
  const { getValues } = useFormContext<WizardValues>();
  const values = getValues();
  const currency = values.incomeCurrency || 'EUR';
  // The property country's loan currencies (cached since step 6): a country with one says which.
  const config = useAssessmentConfig();
  const countryCurrencies = config.data ? loanCurrenciesOf(config.data, values.originCountry) : [];

  /** The price in euros, and as typed in lei or złoty when it was (issue 19). */
  const displayPropertyValue = (eur: number): string => {
    const typed = isLocalPriceEntry(values) ? readLocalizedNumber(values.propertyValueLocal ?? '', language, 2) : null;
    if (!typed?.ok) return formatEur(eur, language, { cents: 'ifAny' });
    return t('review.localPrice', {
      eur: formatEur(eur, language, { cents: 'ifAny' }),
      local: formatMoney(typed.value, values.propertyValueCurrency ?? '', language, { cents: 'ifAny' }),
    });
  };

  const display = (name: AssessmentField): string => {
    const value = values[name]?.trim() ?? '';
    if (name === 'loanCurrency' && value === '') {
      // Left to Acasa: the one currency the country's banks lend in, or the one they lend this household the most in.
      const [only] = countryCurrencies;
      return countryCurrencies.length === 1 && only ? currencyLabel(only, t, language) : t('review.loanCurrencyAuto');
    }
    if (value === '') return t('translation:common.notSpecifiedTitle');
    if (name === 'propertyValue') {
      const read = readLocalizedNumber(value, language, 2);
      return read.ok ? displayPropertyValue(read.value) : value;
    }
    return answerAsTyped(name, value);
  };

  /** An answer by its kind (core/assessment-fields); numbers as typed, read the interface language's way (issue 12: "3.000" is 3000 in Romanian). */
  const answerAsTyped = (name: AssessmentField, value: string): string => {
    const definition = fieldDefinition(name);
    switch (definition.kind) {
      case 'money': {
        const read = readLocalizedNumber(value, language, definition.decimals);
        if (!read.ok) return value;
        if (definition.currency === 'EUR') return formatEur(read.value, language);
        // An amount in the earner's currency, with its cents when typed; the co-applicant's in theirs, else the applicant's.
        const amountCurrency = values[definition.currency] || currency;
        return formatMoney(read.value, amountCurrency, language, { cents: !Number.isInteger(read.value) });
      }
      case 'integer': {
        const read = readLocalizedNumber(value, language, definition.decimals);
        const number = read.ok ? read.value : Number.NaN;
        if (definition.unit === 'months') return t('units.monthsCount', { count: number, months: formatNumber(number, language) });
        if (definition.unit === 'count') return formatNumber(number, language);
        return t('units.yearsCount', { count: number, years: formatNumber(number, language) });
      }
      case 'enum':
        return t(`${definition.labels}.${value}`);
      case 'boolean':
        return value === 'true' ? t('translation:common.yes') : t('translation:common.no');
      case 'country':
        return countryName(value, language);
      case 'currency':
        return currencyLabel(value, t, language);
    }
  };

  return (
    <div className="grid gap-4" data-testid="wizard-review">
      {GROUPS.map((group) => (
        <section key={group.step} aria-labelledby={`review-${group.step}`} className="rounded-xl border border-border p-4">
          <div className="mb-3 flex items-center justify-between gap-2">
            <h3 id={`review-${group.step}`} className="font-semibold">
              {t(group.titleKey)}
            </h3>
            <Button variant="ghost" size="sm" onClick={() => onEdit(group.step)}>
              <Pencil aria-hidden="true" />
              {t('review.edit')}
              <span className="sr-only">: {t(group.titleKey)}</span>
            </Button>
          </div>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {group.fields.filter((name) => isShown(name, values)).map((name) => (
              <div key={name} className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">{t(`fields.${name}.label`)}</dt>
                <dd className="font-medium break-words" data-testid={`review-${name}`}>
                  {display(name)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
