import { instalmentInMonth } from '../finance/schedule';
import type { Assessment } from './assessment';
import type { PreparedConfig } from './prepare-config';
import { fixedYears } from './rate-terms';
import { roundTo, toCents } from './rounding';
import type { FixedPeriodEnd } from './types';

/**
 * The instalment of the offered loan after the fixed period if the rate then rises (issue 14):
 * by the route's stress add-on for variable rates where the rules set one (PL +3 pp, CZ, SK ...),
 * else by the configured illustration. Null without a loan, for a variable rate from the start
 * (the stressed payment says it), for a fixed period not given (the longest product) and for one
 * as long as the loan.
 */
export function afterFixedPeriodFor(base: Assessment, prepared: PreparedConfig): FixedPeriodEnd | null {
  const { loan, input, lending } = base;
  if (!loan || !lending) return null;
  // The bank's own product changes its rate after its fixed years: that is the payment to expect.
  if (loan.rateAfter !== null && loan.rateChangesFromMonth !== null) {
    const payment = paymentFrom(loan.amount, loan.termMonths, loan.rate, loan.rateChangesFromMonth, loan.rateAfter);
    if (payment === null) return null;
    return { fromMonth: loan.rateChangesFromMonth, rate: loan.rateAfter, monthlyPayment: payment, riseBasis: 'bankRate', risePp: roundTo(loan.rateAfter - loan.rate, 4) };
  }
  const years = fixedYears(input);
  if (years === 0 || !Number.isFinite(years)) return null;
  const fromMonth = 12 * years + 1;
  if (fromMonth > loan.termMonths) return null;
  const { rule } = lending;
  const addon = rule.stressAddonVariable ?? rule.stressAddon;
  const riseBasis = addon > 0 ? 'stress' : 'illustration';
  const risePp = addon > 0 ? addon : prepared.parameters.rateRiseIllustrationPp;
  const rate = roundTo(loan.rate + risePp, 4);
  const payment = paymentFrom(loan.amount, loan.termMonths, loan.rate, fromMonth, rate);
  return payment === null ? null : { fromMonth, rate, monthlyPayment: payment, riseBasis, risePp };
}

/** The instalment of `fromMonth` in a schedule whose rate changes then (walked no further than that month). */
function paymentFrom(principal: number, termMonths: number, rate: number, fromMonth: number, rateAfter: number): number | null {
  const payment = instalmentInMonth(
    {
      principal,
      termMonths,
      ratePeriods: [
        { fromMonth: 1, annualRatePct: rate },
        { fromMonth, annualRatePct: rateAfter },
      ],
    },
    fromMonth,
  );
  return payment === null ? null : toCents(payment);
}
