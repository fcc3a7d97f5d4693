import { affordablePriceFor } from '../../../core/eligibility/affordable-price';
import { prepareConfig } from '../../../core/eligibility/prepare-config';
import { AppError } from '../../../core/errors';
import type { AffordabilityRequest, AffordabilityResponse } from '../../../core/schemas/affordability';
import type { AssessmentInput } from '../../../core/schemas/assessment-input';
import type { EligibilityService } from '../eligibility/eligibility.service';

/**
 * The answers the landing question does not ask, stated in every response (ADR 033): a permanent
 * job held two years, an apartment to live in. The age is left out so the engine assumes its
 * configured default age (engine parameter defaultAge), as it does in the wizard.
 */
export const AFFORDABILITY_DEFAULTS = {
  employmentType: 'permanent',
  employmentDurationMonths: 24,
  propertyType: 'apartment',
} as const;

export function createAffordabilityService(eligibility: EligibilityService) {
  return {
    /** The most expensive home this income and these savings buy in the property country, and what limits it. */
    async afford(request: AffordabilityRequest): Promise<AffordabilityResponse> {
      const snapshot = await eligibility.snapshot();
      const fieldErrors: Record<string, string> = {};
      if (!snapshot.incomeCountries.has(request.residenceCountry)) fieldErrors.residenceCountry = 'validation.residenceCountry.unsupported';
      if (!snapshot.propertyCountries.has(request.originCountry)) fieldErrors.originCountry = 'validation.originCountry.unsupported';
      const [first] = Object.values(fieldErrors);
      if (first) throw new AppError('VALIDATION_ERROR', first, { fieldErrors });

      const prepared = prepareConfig(snapshot.config);
      const assumptions = { age: prepared.parameters.defaultAge, ...AFFORDABILITY_DEFAULTS };
      const savings = request.currentSavings ?? 0;
      if (savings <= 0) return { price: 0, loan: 0, cashNeeded: 0, limitedBy: 'noSavings', assumptions };
      const input: AssessmentInput = {
        residenceCountry: request.residenceCountry,
        originCountry: request.originCountry,
        monthlyIncome: request.monthlyIncome,
        incomeCurrency: request.incomeCurrency,
        currentSavings: savings,
        employmentType: AFFORDABILITY_DEFAULTS.employmentType,
        employmentDuration: AFFORDABILITY_DEFAULTS.employmentDurationMonths,
        propertyType: AFFORDABILITY_DEFAULTS.propertyType,
        loanPurpose: 'owner_occupied',
        // Placeholders: the search sets the price and the loan at each trial.
        propertyValue: 1,
        desiredLoanAmount: 1,
      };
      const answer = affordablePriceFor(input, prepared);
      if (!answer) return { price: 0, loan: 0, cashNeeded: 0, limitedBy: 'noLoan', assumptions };
      return { ...answer, assumptions };
    },
  };
}

export type AffordabilityService = ReturnType<typeof createAffordabilityService>;
