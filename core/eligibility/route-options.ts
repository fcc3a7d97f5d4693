import type { Assessment } from './assessment';
import type { RouteOption } from './types';

/**
 * The loan currencies of the property country side by side (issue 19: the loan's currency is
 * stated and choosable): what a partner bank lends in each, and whether the household's income
 * would then move against its instalment. The payment and the bank are the offered loan's on the
 * route the result is in; on the others neither is named, since which bank's offer would be best
 * there (by APRC) is only known once that currency is chosen.
 */
export function routeOptionsFor(base: Assessment): RouteOption[] {
  return base.routes.map((route) => {
    const isChosen = route === base.route;
    return {
      currency: route.rule.loanCurrency,
      isOpen: route.isOpen,
      maxLoanAmount: route.bestLoan,
      monthlyPayment: isChosen ? (base.loan?.monthlyPayment ?? null) : null,
      bankName: isChosen ? (base.loan?.bankName ?? null) : null,
      hasCurrencyRisk: base.applicant.earnings.some((earning) => earning.currency !== route.rule.loanCurrency),
      isChosen,
    };
  });
}
