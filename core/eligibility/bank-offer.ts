import { priceOffer } from '../finance/offer';
import type { Assessment } from './assessment';
import type { BankLimit } from './banks';
import { costsOfBuying } from './costs-of-buying';
import type { PreparedConfig } from './prepare-config';
import { bankRateOn, stressedRateFor } from './rate-terms';
import { toCents } from './rounding';
import type { BankOffer } from './types';

/**
 * One bank's offer priced in full (issue 14): its rate on the chosen route, its charges, the
 * APRC by the Directive's Annex I equation at that rate and at the stressed rate, and the cash
 * this bank's loan needs at signing. The APRC assumes the rate stays as it is today for the
 * whole term (Annex I, assumption (b) and remark on variable rates), so one rate period.
 */
export function bankOffer(limit: BankLimit, loan: number, base: Assessment, prepared: PreparedConfig): BankOffer {
  const { input, applicant } = base;
  const route = base.route;
  const rate = route ? bankRateOn(route.rule, limit.bank) : limit.bank.interestRateMin;
  const stressedRate = route ? stressedRateFor(route.rule, input, rate) : rate;
  // Built whole, not spread from a shared object: spreads were the most expensive part of pricing.
  const offerAt = (annualRatePct: number) =>
    priceOffer({
      loan,
      price: input.propertyValue,
      termMonths: limit.termMonths,
      ratePeriods: [{ fromMonth: 1, annualRatePct }],
      charges: limit.bank.charges,
      isFirstHome: applicant.isFirstHome,
    });
  const ratePeriods = [{ fromMonth: 1, annualRatePct: rate }];
  const offer = offerAt(rate);
  // Where the route has no stress add-on (RO, HR, BG) the stressed offer is the offer.
  const stressed = stressedRate === rate ? offer : offerAt(stressedRate);
  const costs = costsOfBuying(applicant, input.propertyValue, loan, prepared);
  return {
    rate,
    stressedRate,
    apr: offer.apr,
    aprStressed: stressed.apr,
    monthlyOutgoing: offer.monthlyOutgoing,
    totalInterest: offer.totalInterest,
    totalCharges: offer.totalCharges,
    totalCostOfCredit: offer.totalCostOfCredit,
    totalAmountPayable: offer.totalAmountPayable,
    totalCostOfCreditStressed: stressed.totalCostOfCredit,
    totalAmountPayableStressed: stressed.totalAmountPayable,
    upfrontCharges: offer.upfrontCharges,
    cashNeeded: toCents(Math.max(0, input.propertyValue - loan) + costs.total + offer.upfrontCharges),
    charges: offer.charges,
    ratePeriods,
  };
}
