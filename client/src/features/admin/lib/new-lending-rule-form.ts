import type { Language } from '@core/constants';
import { ZLendingRuleCreate } from '@core/schemas/admin';
import { lendingRuleBody, type LendingRuleFormValues } from './lending-rule-form';
import { schemaResolver } from './schema-resolver';

/** A new rule's form: the edit's fields plus the country and loan currency that identify it. */
export interface NewLendingRuleFormValues extends LendingRuleFormValues {
  countryCode: string;
  loanCurrency: string;
}

/** An empty rule, with the table's defaults where it has them (land at 50 %, 15 years, 65 at maturity). */
export function newLendingRuleFormValues(): NewLendingRuleFormValues {
  return {
    countryCode: '',
    loanCurrency: 'EUR',
    dstiCap: '',
    dstiCapFirstHome: '',
    ltvCap: '',
    ltvCapFirstHome: '',
    ltvCapLandCommercial: '50',
    maxTermYears: '',
    maxTermYearsLandCommercial: '15',
    maxAgeAtMaturity: '65',
    baseRate: '',
    stressAddon: '0',
    stressAddonVariable: '',
    stressedRateCap: '',
    verifiedOn: '',
    isVerified: false,
    isActive: true,
    notes: '',
    source: '',
    limitOrigins: {},
    limitSources: {},
  };
}

/** The POST body: the edit's body (numbers read in the interface language) with the route's identity. */
export function newLendingRuleBody(values: NewLendingRuleFormValues, language: Language = 'en') {
  const { body, fieldIssues } = lendingRuleBody(values, language);
  return { body: { ...body, countryCode: values.countryCode, loanCurrency: values.loanCurrency }, fieldIssues };
}

export const newLendingRuleResolver = schemaResolver(ZLendingRuleCreate, newLendingRuleBody);
