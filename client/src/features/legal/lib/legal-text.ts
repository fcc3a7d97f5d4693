import { SITE_INFO_VARIABLES, type SiteInfoField } from '@core/schemas/site-info';
import type { Language } from '@core/constants';
import { localeFor } from '@/lib/format';

/** The day these texts were last reviewed: shown as "last updated" and as the accessibility statement's date. */
export const LEGAL_TEXTS_DATE = '2026-11-27';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "[Company name — set ACASA_COMPANY_NAME]": what an operator has not set, never an invented fact. */
export function placeholder(t: Translate, field: SiteInfoField): string {
  return t('common.placeholder', { what: t(`common.field.${field}`), variable: SITE_INFO_VARIABLES[field] });
}

/** The value, or its placeholder when the operator has not set it. */
export function orPlaceholder(t: Translate, value: string | null, field: SiteInfoField): string {
  return value ?? placeholder(t, field);
}

/** A country's name in the interface language ("România", "Romania", "Roumanie"). */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([localeFor(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function formatLegalDate(value: string, language: Language): string {
  return new Intl.DateTimeFormat(localeFor(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(value));
}

/** A translation that is a list (`returnObjects`); an empty list when the key is missing. */
export function textList(t: Translate, key: string, values: Record<string, unknown> = {}): string[] {
  const value = t(key, { ...values, returnObjects: true }) as unknown;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
