import type { Assessment } from './assessment';
import type { PreparedConfig } from './prepare-config';
import { toPercent } from './rounding';
import type { Flag, FlagSeverity } from './types';

/**
 * Plain-language warnings (issue 3, lending-rules §7.10). Each is a translation key
 * `flag.<name>` with values; the client words it.
 */
export function collectFlags(base: Assessment, prepared: PreparedConfig): Flag[] {
  const flags: Flag[] = [];
  const add = (severity: FlagSeverity, name: string, values: Flag['values'] = {}) =>
    flags.push({ key: `flag.${name}`, severity, values });
  const { input, applicant, route } = base;
  const country = applicant.propertyCountry;

  if (!applicant.incomeRate) add('warning', 'exchangeRateMissing', { currency: input.incomeCurrency });
  if (!route) {
    add('warning', 'noLendingRule', { country });
  } else {
    const loanCurrency = route.rule.loanCurrency;
    if (route.isTermTooShort) {
      add('warning', 'termTooShort', {
        termMonths: route.termMonths,
        minTermMonths: prepared.parameters.minTermMonths,
        maxAgeAtMaturity: route.rule.maxAgeAtMaturity,
        age: applicant.age,
      });
    } else if (route.isTermCutByAge) {
      add('info', 'termCutByAge', {
        termYears: route.termMonths / 12,
        maxTermYears: route.maxTermYears,
        maxAgeAtMaturity: route.rule.maxAgeAtMaturity,
        age: applicant.age,
      });
    }
    if (applicant.incomeRate && applicant.incomeEur > 0 && route.paymentCapacity <= 0) {
      add('warning', 'noPaymentCapacity', { incomeEur: Math.round(applicant.incomeEur) });
    }
    if (input.desiredLoanAmount > base.maxLoanAmount) {
      add('warning', 'loanAboveMaximum', { desiredLoanAmount: input.desiredLoanAmount, maxLoanAmount: base.maxLoanAmount });
    }
    if (base.breaksCurrencyRule) {
      // PL Rec. S / HU: banks lend in the currency of the income; few or none will lend here (§6).
      add('warning', 'incomeCurrencyRule', { country, incomeCurrency: input.incomeCurrency, loanCurrency });
    }
    if (input.incomeCurrency !== loanCurrency) {
      add('warning', 'fxRisk', { incomeCurrency: input.incomeCurrency, loanCurrency });
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

  // §7.10: own funds must cover the price not financed plus purchase costs.
  const ownFunds = input.downPayment ?? input.currentSavings;
  if (ownFunds !== undefined) {
    const financed = Math.min(input.desiredLoanAmount, base.maxLoanAmount);
    const required = Math.max(0, input.propertyValue - financed) + prepared.parameters.downPaymentCostAllowance * input.propertyValue;
    if (ownFunds < required) {
      add('warning', 'downPaymentShort', {
        requiredOwnFunds: Math.round(required),
        ownFunds,
        shortfall: Math.round(required - ownFunds),
        costAllowancePct: toPercent(prepared.parameters.downPaymentCostAllowance),
      });
    }
  }
  return flags;
}
