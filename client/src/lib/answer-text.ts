import type { TFunction } from 'i18next';
import { fieldDefinition, type AssessmentField, type StoredAnswers } from '@core/assessment-fields';
import type { Language } from '@core/constants';
import { countryName, flagFor } from './countries';
import { currencyLabel } from './currency-label';
import { formatEur, formatMoney, formatNumber, localeFor } from './format';

/**
 * A stored answer in words, the way its kind reads (ADR 076): an amount in its currency, a
 * choice by its label, months and years with their unit, a country with its flag. The applicant's
 * dialog, the broker's and the admin's table show a field this way unless they compose it
 * themselves, so a new field is shown everywhere its registry entry says without a screen's edit.
 * Null when the answer was not given.
 */
export function answerText(
  name: AssessmentField,
  answers: Partial<Record<AssessmentField, StoredAnswers[AssessmentField]>>,
  { t, language }: { t: TFunction; language: Language },
): string | null {
  const value = answers[name];
  if (value === null || value === undefined || value === '') return null;
  const definition = fieldDefinition(name);
  switch (definition.kind) {
    case 'money': {
      const amount = Number(value);
      if (definition.currency === 'EUR') return formatEur(amount, language);
      return formatMoney(amount, String(answers[definition.currency] ?? 'EUR'), language);
    }
    case 'integer': {
      const count = Number(value);
      if (definition.unit === 'months' || definition.unit === 'years') {
        // "14 months" / "14 luni" / "14 mois": Intl knows each language's plural forms.
        const unit = definition.unit === 'months' ? 'month' : 'year';
        return new Intl.NumberFormat(localeFor(language), { style: 'unit', unit, unitDisplay: 'long' }).format(count);
      }
      return formatNumber(count, language);
    }
    case 'enum':
      return t(`${definition.labels}.${String(value)}`, { defaultValue: String(value) });
    case 'boolean':
      return value ? t('translation:common.yes') : t('translation:common.no');
    case 'country':
      return `${flagFor(String(value))} ${countryName(String(value), language)}`.trim();
    case 'currency':
      return currencyLabel(String(value), t, language);
  }
}
