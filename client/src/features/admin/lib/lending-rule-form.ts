import { ZLendingRuleUpdate, type AdminLendingRule } from '@core/schemas/admin';
import { fractionToPercentText, percentTextToFraction } from './percent';
import { schemaResolver } from './schema-resolver';

/** Caps are edited as percentages; the first three are required. */
const REQUIRED_PERCENT_FIELDS = ['dstiCap', 'ltvCap', 'ltvCapLandCommercial'] as const;
const OPTIONAL_PERCENT_FIELDS = ['dstiCapFirstHome', 'ltvCapFirstHome'] as const;

export interface LendingRuleFormValues {
  dstiCap: string;
  dstiCapFirstHome: string;
  ltvCap: string;
  ltvCapFirstHome: string;
  ltvCapLandCommercial: string;
  maxTermYears: string;
  maxTermYearsLandCommercial: string;
  maxAgeAtMaturity: string;
  /** Percent per year, as stored. */
  baseRate: string;
  stressAddon: string;
  /** Empty: the fixed-rate add-on applies to variable rates too. */
  stressAddonVariable: string;
  /** Empty: no ceiling on the stressed rate. */
  stressedRateCap: string;
  /** YYYY-MM-DD, when the sources were last checked; may be empty. */
  verifiedOn: string;
  isVerified: boolean;
  isActive: boolean;
  notes: string;
  source: string;
}

const plain = (decimal: string) => (decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal);

export function lendingRuleFormValues(rule: AdminLendingRule): LendingRuleFormValues {
  return {
    dstiCap: fractionToPercentText(rule.dstiCap),
    dstiCapFirstHome: fractionToPercentText(rule.dstiCapFirstHome),
    ltvCap: fractionToPercentText(rule.ltvCap),
    ltvCapFirstHome: fractionToPercentText(rule.ltvCapFirstHome),
    ltvCapLandCommercial: fractionToPercentText(rule.ltvCapLandCommercial),
    maxTermYears: String(rule.maxTermYears),
    maxTermYearsLandCommercial: String(rule.maxTermYearsLandCommercial),
    maxAgeAtMaturity: String(rule.maxAgeAtMaturity),
    baseRate: plain(rule.baseRate),
    stressAddon: plain(rule.stressAddon),
    stressAddonVariable: rule.stressAddonVariable === null ? '' : plain(rule.stressAddonVariable),
    stressedRateCap: rule.stressedRateCap === null ? '' : plain(rule.stressedRateCap),
    verifiedOn: rule.verifiedOn ?? '',
    isVerified: rule.isVerified,
    isActive: rule.isActive,
    notes: rule.notes ?? '',
    source: rule.source ?? '',
  };
}

export const PERCENT_INVALID = 'admin:lendingRules.form.percentInvalid';

/** The body: percentages become fractions; a percentage that is not one is reported on its field. */
export function lendingRuleBody(values: LendingRuleFormValues) {
  const fieldIssues: Partial<Record<keyof LendingRuleFormValues, string>> = {};
  const body: Record<string, unknown> = { ...values };
  for (const field of [...REQUIRED_PERCENT_FIELDS, ...OPTIONAL_PERCENT_FIELDS]) {
    const fraction = percentTextToFraction(values[field]);
    const isRequired = (REQUIRED_PERCENT_FIELDS as readonly string[]).includes(field);
    if (fraction === undefined || (fraction === null && isRequired)) fieldIssues[field] = PERCENT_INVALID;
    body[field] = fraction ?? null;
  }
  return { body, fieldIssues };
}

export const lendingRuleResolver = schemaResolver(ZLendingRuleUpdate, lendingRuleBody);
