import type { Assessment } from './assessment';
import { toPercent } from './rounding';
import type { Flag, FlagSeverity } from './types';

/**
 * Plain-language warnings (issue 3, docs/lending-rules.md §7.10). Each is a translation key
 * `flag.<name>` with values; the client words it. What makes a loan impossible (no rules, age,
 * income, a closed currency route) is the verdict's reason, said once there, not again here.
 */
export function collectFlags(base: Assessment): Flag[] {
  const flags: Flag[] = [];
  const add = (severity: FlagSeverity, name: string, values: Flag['values'] = {}) =>
    flags.push({ key: `flag.${name}`, severity, values });
  const { input, applicant, route, lending } = base;
  const country = applicant.propertyCountry;

  if (route && lending) {
    const loanCurrency = route.rule.loanCurrency;
    if (!lending.isTermTooShort && lending.term.isCutByAge) {
      add('info', 'termCutByAge', {
        termYears: lending.termMonths / 12,
        maxTermYears: lending.term.maxTermYears,
        maxAgeAtMaturity: lending.terms.maxAgeAtMaturity ?? 0,
        age: applicant.age,
      });
    }
    const foreign = applicant.earnings.find((earning) => earning.currency !== loanCurrency);
    if (route.isOpen && foreign) add('warning', 'fxRisk', { incomeCurrency: foreign.currency, loanCurrency });
    if (applicant.isLandOrCommercial) {
      add('info', 'specialistProduct', {
        propertyType: input.propertyType,
        ltvCapPct: toPercent(lending.ltvCap),
        maxTermYears: lending.term.maxTermYears,
      });
    }
    if (!route.rule.isVerified) add('info', 'ruleNotVerified', { country, loanCurrency });
  }
  if (applicant.assumedAge) add('info', 'assumedAge', { age: applicant.age });

  // §7.10: own funds must cover the price not financed plus purchase costs (savings include the down payment).
  // Without a loan there is no down payment to speak of: the next steps say what buying outright takes.
  const { ownFunds } = base;
  if (base.loan && ownFunds.available !== null && ownFunds.shortfall !== null && ownFunds.shortfall > 0) {
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
