import type { Language } from '@core/constants';
import { ZSchemeUpdate, type AdminScheme } from '@core/schemas/admin-costs';
import { writeLocalizedNumber } from '@/lib/localized-number';
import { NUMBER_DECIMALS, readNumberFields, type NumberFieldRule } from './number-fields';
import { fractionToPercentText, readPercent } from './percent';
import { schemaResolver } from './schema-resolver';

/** A first-home scheme as its dialog edits it: the loan-to-value as a percentage, amounts in EUR. */
export interface SchemeFormValues {
  countryCode: string;
  name: string;
  loanCurrency: string;
  ltvCap: string;
  maxPrice: string;
  maxLoan: string;
  baseRate: string;
  maxTermYears: string;
  maxAge: string;
  requiresFirstHome: boolean;
  requiresResidence: boolean;
  source: string;
  verifiedOn: string;
  isActive: boolean;
}

const text = (value: number | null, language: Language, decimals: number) => (value === null ? '' : writeLocalizedNumber(value, language, decimals));

export function schemeFormValues(scheme: AdminScheme, language: Language): SchemeFormValues {
  return {
    countryCode: scheme.countryCode,
    name: scheme.name,
    loanCurrency: scheme.loanCurrency,
    ltvCap: fractionToPercentText(String(scheme.ltvCap), language),
    maxPrice: text(scheme.maxPrice, language, NUMBER_DECIMALS.money),
    maxLoan: text(scheme.maxLoan, language, NUMBER_DECIMALS.money),
    baseRate: text(scheme.baseRate, language, 2),
    maxTermYears: text(scheme.maxTermYears, language, 0),
    maxAge: text(scheme.maxAge, language, 0),
    requiresFirstHome: scheme.requiresFirstHome,
    requiresResidence: scheme.requiresResidence,
    source: scheme.source,
    verifiedOn: scheme.verifiedOn ?? '',
    isActive: scheme.isActive,
  };
}

const label = (field: keyof SchemeFormValues) => `admin:costs.scheme.${field}`;
const NUMBER_FIELDS: Partial<Record<keyof SchemeFormValues, NumberFieldRule>> = {
  maxPrice: { decimals: NUMBER_DECIMALS.money, label: label('maxPrice') },
  maxLoan: { decimals: NUMBER_DECIMALS.money, label: label('maxLoan') },
  baseRate: { decimals: NUMBER_DECIMALS.rate, label: label('baseRate') },
  maxTermYears: { decimals: NUMBER_DECIMALS.whole, label: label('maxTermYears') },
  maxAge: { decimals: NUMBER_DECIMALS.whole, label: label('maxAge') },
};

export function schemeBody(values: SchemeFormValues, language: Language) {
  const read = readNumberFields(values, NUMBER_FIELDS, language);
  const fieldIssues: Partial<Record<keyof SchemeFormValues, string>> = { ...read.fieldIssues };
  const ltv = readPercent(values.ltvCap, language, label('ltvCap'));
  if (!ltv.ok) fieldIssues.ltvCap = ltv.message;
  return { body: { ...read.values, ltvCap: ltv.ok ? (ltv.fraction ?? '') : '', verifiedOn: values.verifiedOn || null }, fieldIssues };
}

export const schemeResolver = schemaResolver(ZSchemeUpdate, schemeBody);
