import { repaymentSchedule } from '../finance/schedule';
import type { Assessment } from './assessment';
import type { PreparedConfig } from './prepare-config';
import { fixedYears } from './rate-terms';
import { roundTo, toCents } from './rounding';
import type { FixedPeriodEnd } from './types';

/**
 * The instalment after the fixed period if the rate then rises (issue 14): by the route's stress
 * add-on for variable rates where the regulator sets one (PL +3 pp, CZ, SK ...), else by the
 * configured illustration. Null for a variable rate from the start (the stressed payment says
 * it), for a fixed period not given (the longest product) and for one as long as the loan.
 */
export function afterFixedPeriodFor(base: Assessment, prepared: PreparedConfig): FixedPeriodEnd | null {
  const { route, input } = base;
  if (!route || input.desiredLoanAmount <= 0) return null;
  const years = fixedYears(base.input);
  if (years === 0 || !Number.isFinite(years)) return null;
  const fromMonth = 12 * years + 1;
  if (fromMonth > base.paymentTermMonths) return null;
  const addon = route.rule.stressAddonVariable ?? route.rule.stressAddon;
  const riseBasis = addon > 0 ? 'stress' : 'illustration';
  const risePp = addon > 0 ? addon : prepared.parameters.rateRiseIllustrationPp;
  const rate = roundTo(route.rule.baseRate + risePp, 4);
  const schedule = repaymentSchedule({
    principal: input.desiredLoanAmount,
    termMonths: base.paymentTermMonths,
    ratePeriods: [
      { fromMonth: 1, annualRatePct: route.rule.baseRate },
      { fromMonth, annualRatePct: rate },
    ],
  });
  const row = schedule.rows[fromMonth - 1];
  if (!row) return null;
  return { fromMonth, rate, monthlyPayment: toCents(row.payment), riseBasis, risePp };
}
