import { Pencil } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AssessmentField } from '@core/schemas/assessment-input';
import { Button } from '@/components/ui/button';
import { countryName } from '@/lib/countries';
import { formatEur, formatMoney, formatNumber } from '@/lib/format';
import { useAssessmentConfig } from '@/lib/queries/get-assessment-config';
import { useLanguage } from '@/lib/use-language';
import { readLocalizedNumber } from '@/lib/localized-number';
import { currencyLabel } from '../../lib/currency-label';
import { loanCurrenciesOf } from '../../lib/property-currency';
import { hasCoApplicant, isLocalPriceEntry, NUMBER_FIELD_DECIMALS, type WizardValues } from '../../lib/wizard-values';

interface ReviewGroup {
  step: number;
  titleKey: string;
  fields: AssessmentField[];
}

const GROUPS: ReviewGroup[] = [
  { step: 1, titleKey: 'steps.1.title', fields: ['residenceCountry', 'originCountry'] },
  {
    step: 2,
    titleKey: 'steps.2.title',
    fields: ['monthlyIncome', 'incomeCurrency', 'monthlyExpenses', 'existingMonthlyDebts', 'coApplicantIncome', 'coApplicantIncomeCurrency', 'coApplicantEmploymentType'],
  },
  { step: 3, titleKey: 'steps.3.title', fields: ['employmentType', 'employmentDuration', 'totalEmploymentDuration'] },
  { step: 4, titleKey: 'steps.4.title', fields: ['maritalStatus', 'age', 'firstHome', 'dependants', 'coApplicantAge'] },
  { step: 5, titleKey: 'steps.5.title', fields: ['educationLevel'] },
  {
    step: 6,
    titleKey: 'steps.6.title',
    fields: ['propertyType', 'loanPurpose', 'propertyValue', 'desiredLoanAmount', 'downPayment', 'currentSavings', 'loanCurrency', 'rateType', 'fixedPeriodYears', 'termYears'],
  },
];

/** Shown only when they apply: the co-applicant's answers with a co-applicant, the fixed period with a fixed rate. */
function isShown(name: AssessmentField, values: WizardValues): boolean {
  if (name.startsWith('coApplicant')) return hasCoApplicant(values);
  if (name === 'fixedPeriodYears') return values.rateType === 'fixed';
  return true;
}

const ENUM_FIELDS: Partial<Record<AssessmentField, string>> = {
  employmentType: 'employmentType',
  maritalStatus: 'maritalStatus',
  educationLevel: 'educationLevel',
  propertyType: 'propertyType',
  loanPurpose: 'loanPurpose',
  coApplicantEmploymentType: 'employmentType',
};

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
    // Numbers as the user typed them, read the interface language's way (issue 12: "3.000" is 3000 in Romanian).
    const decimals = NUMBER_FIELD_DECIMALS[name];
    const read = decimals === undefined ? null : readLocalizedNumber(value, language, decimals);
    const number = read?.ok ? read.value : Number.NaN;
    switch (name) {
      case 'residenceCountry':
      case 'originCountry':
        return countryName(value, language);
      case 'monthlyIncome':
      case 'monthlyExpenses':
      case 'existingMonthlyDebts':
        return Number.isFinite(number) ? formatMoney(number, currency, language, { cents: !Number.isInteger(number) }) : value;
      case 'coApplicantIncome': {
        const theirs = values.coApplicantIncomeCurrency || currency;
        return Number.isFinite(number) ? formatMoney(number, theirs, language, { cents: !Number.isInteger(number) }) : value;
      }
      case 'dependants':
        return formatNumber(number, language);
      case 'rateType':
        return t(`rateTypes.${value}`);
      case 'propertyValue':
        return Number.isFinite(number) ? displayPropertyValue(number) : value;
      case 'loanCurrency':
      case 'incomeCurrency':
      case 'coApplicantIncomeCurrency':
        return currencyLabel(value, t, language);
      case 'desiredLoanAmount':
      case 'downPayment':
      case 'currentSavings':
        return Number.isFinite(number) ? formatEur(number, language) : value;
      case 'employmentDuration':
        return t('units.monthsCount', { count: number, months: formatNumber(number, language) });
      case 'totalEmploymentDuration':
      case 'age':
      case 'coApplicantAge':
      case 'fixedPeriodYears':
      case 'termYears':
        return t('units.yearsCount', { count: number, years: formatNumber(number, language) });
      case 'firstHome':
        return value === 'true' ? t('translation:common.yes') : t('translation:common.no');
      default: {
        const enumName = ENUM_FIELDS[name];
        return enumName ? t(`translation:enums.${enumName}.${value}`) : value;
      }
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
