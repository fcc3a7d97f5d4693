import { priceOffer, type Offer } from '../finance/offer';
import { instalmentInMonth, type RatePeriod } from '../finance/schedule';
import type { Applicant } from './applicant';
import { costsOfBuying } from './costs-of-buying';
import type { LendingEvaluation } from './lending';
import type { PreparedConfig } from './prepare-config';
import { ratePeriodsOf } from './rate-terms';
import { toCents } from './rounding';
import type { Bank, BankOffer, EngineInput } from './types';
import { thenHash } from './value-hash';

/**
 * One bank's offer priced in full (issue 14): its rate on the route, its charges, the APRC by
 * the Directive's Annex I equation at that rate and at the stressed rate, and the cash this
 * bank's loan needs at signing. A rate fixed for some years is followed by the bank's rate after
 * them as it is today (Annex I, assumption (b) and the remark on variable rates).
 */
export function bankOffer(
  bank: Bank,
  evaluation: LendingEvaluation,
  loan: number,
  input: EngineInput,
  applicant: Applicant,
  prepared: PreparedConfig,
): BankOffer {
  // Everything the offer depends on: the same loan is priced again by the improvements' re-runs
  // and on every what-if move that does not change it.
  const { rate } = evaluation.terms;
  const key: OfferKey = [
    bank.id,
    loan,
    evaluation.termMonths,
    evaluation.stressedRate,
    rate.rate,
    rate.fixedYears,
    rate.rateAfter,
    input.propertyValue,
    applicant.isFirstHome,
    applicant.age,
    applicant.propertyCountry,
  ];
  return cachedOffer(prepared, key, () => priceBankOffer(bank, evaluation, loan, input, applicant, prepared));
}

type OfferKey = readonly (number | string | boolean | null | undefined)[];

/**
 * Offers priced per configuration (a config is immutable, so its offers stay true); emptied when
 * full. Found by a number computed from the key, then compared value by value (value-hash.ts).
 */
const OFFER_CACHE_SIZE = 512;
interface OfferCache {
  byHash: Map<number, { key: OfferKey; offer: BankOffer }[]>;
  size: number;
}
const offerCaches = new WeakMap<PreparedConfig, OfferCache>();

const sameKey = (a: OfferKey, b: OfferKey) => a.every((value, index) => Object.is(value, b[index]));

function cachedOffer(prepared: PreparedConfig, key: OfferKey, price: () => BankOffer): BankOffer {
  let cache = offerCaches.get(prepared);
  if (!cache) {
    cache = { byHash: new Map(), size: 0 };
    offerCaches.set(prepared, cache);
  }
  const hash = key.reduce<number>(thenHash, 0);
  const known = cache.byHash.get(hash);
  const found = known?.find((entry) => sameKey(entry.key, key));
  if (found) return found.offer;
  const offer = price();
  if (cache.size >= OFFER_CACHE_SIZE) {
    cache.byHash.clear();
    cache.size = 0;
  }
  const entries = cache.byHash.get(hash);
  if (entries) entries.push({ key, offer });
  else cache.byHash.set(hash, [{ key, offer }]);
  cache.size++;
  return offer;
}

function priceBankOffer(...[bank, evaluation, loan, input, applicant, prepared]: Parameters<typeof bankOffer>): BankOffer {
  const { rate, stressedRate, termMonths } = evaluation;
  // Built whole, not spread from a shared object: spreads were the most expensive part of pricing.
  const offerAt = (ratePeriods: RatePeriod[]) =>
    priceOffer({
      loan,
      price: input.propertyValue,
      termMonths,
      ratePeriods,
      charges: bank.charges,
      isFirstHome: applicant.isFirstHome,
    });
  // The bank's rate as it runs: fixed for its years, then its rate after (Annex I: today's index stays).
  const ratePeriods = ratePeriodsOf(evaluation.terms.rate, termMonths);
  const offer = offerAt(ratePeriods);
  // The stressed offer: the whole loan at the stressed rate; where it is the only rate (no add-on, one rate) it is the offer.
  const stressedPeriods: RatePeriod[] = [{ fromMonth: 1, annualRatePct: stressedRate }];
  const isStressedTheOffer = ratePeriods.length === 1 && stressedRate === rate;
  // Priced in full only when its totals are read (issue 22): the improvements' and what-if passes
  // read only its first instalment, which the first month of its schedule gives.
  let stressedOffer: Offer | null = isStressedTheOffer ? offer : null;
  const stressed = () => (stressedOffer ??= offerAt(stressedPeriods));
  const costs = costsOfBuying(applicant, input.propertyValue, loan, prepared);
  return {
    rate,
    stressedRate,
    monthlyPayment: offer.monthlyPayment,
    monthlyPaymentStressed: isStressedTheOffer ? offer.monthlyPayment : firstInstalment(loan, termMonths, stressedPeriods),
    apr: offer.apr,
    get aprStressed() {
      return stressed().apr;
    },
    monthlyOutgoing: offer.monthlyOutgoing,
    totalInterest: offer.totalInterest,
    totalCharges: offer.totalCharges,
    totalCostOfCredit: offer.totalCostOfCredit,
    totalAmountPayable: offer.totalAmountPayable,
    get totalCostOfCreditStressed() {
      return stressed().totalCostOfCredit;
    },
    get totalAmountPayableStressed() {
      return stressed().totalAmountPayable;
    },
    upfrontCharges: offer.upfrontCharges,
    cashNeeded: toCents(Math.max(0, input.propertyValue - loan) + costs.total + offer.upfrontCharges),
    charges: offer.charges,
    ratePeriods,
  };
}

/** The first instalment of a schedule (its first month walked, nothing more): the priced offer's monthlyPayment. */
function firstInstalment(loan: number, termMonths: number, ratePeriods: readonly RatePeriod[]): number {
  return instalmentInMonth({ principal: loan, termMonths, ratePeriods }, 1) ?? 0;
}
