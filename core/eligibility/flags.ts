import type { Assessment } from './assessment';
import { toPercent } from './rounding';
import type { Flag, FlagSeverity } from './types';

/**
 * Plain-language warnings (issue 3, lending-rules §7.10). Each is a translation key
 * `flag.<name>` with values; the client words it. What makes a loan impossible (no rules, age,
 * income, a closed currency route) is the verdict's reason, said once there, not again here.
 */
export function collectFlags(base: Assessment): Flag[] {
  const flags: Flag[] = [];
  const add = (severity: FlagSeverity, name: string, values: Flag['values'] = {}) =>
    flags.push({ key: `flag.${name}`, severity, values });
  const { input, applicant, route } = base;
  const country = applicant.propertyCountry;

  if (route) {
    const loanCurrency = route.rule.loanCurrency;
    if (!route.isTermTooShort && route.isTermCutByAge) {
      add('info', 'termCutByAge', {
        termYears: route.termMonths / 12,
        maxTermYears: route.maxTermYears,
        maxAgeAtMaturity: route.rule.maxAgeAtMaturity,
        age: applicant.age,
      });
    }
    if (!base.breaksCurrencyRule && applicant.incomeCurrency !== loanCurrency) {
      add('warning', 'fxRisk', { incomeCurrency: applicant.incomeCurrency, loanCurrency });
    }
    if (applicant.isLandOrCommercial) {
      add('info', 'specialistProduct', {
        propertyType: input.propertyType,
        ltvCapPct: toPercent(route.ltvCap),
        maxTermYears: route.maxTermYears,
      });
    }
    if (!route.rule.isVerified) add('info', 'ruleNotVerified', { country, loanCurrency });
  }
  if (applicant.assumedAge) add('info', 'assumedAge', { age: applicant.age });

  // §7.10: own funds must cover the price not financed plus purchase costs (savings include the down payment).
  const { ownFunds } = base;
  if (ownFunds.available !== null && ownFunds.shortfall !== null && ownFunds.shortfall > 0) {
    add('warning', 'downPaymentShort', {
      requiredOwnFunds: Math.round(ownFunds.required),
      downPayment: Math.round(ownFunds.downPayment),
      purchaseCosts: Math.round(ownFunds.purchaseCosts),
      ownFunds: Math.round(ownFunds.available),
      shortfall: Math.round(ownFunds.shortfall),
      // What the costs come to as a share of the price: the allowance, or the itemised tariffs (issue 14).
      costAllowancePct: toPercent(ownFunds.purchaseCosts / base.input.propertyValue),
    });
  }
  return flags;
}
