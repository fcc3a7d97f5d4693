import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BankCharge, ChargeBracket } from './charges';
import { priceOffer, type OfferInput } from './offer';
import { bankCharge } from './testing/bank-charge';
import { referenceOffer } from './testing/reference-offer';

/**
 * Issue 22: the fast pricing gives the figures of a plain month-by-month pricing to the cent
 * (payment, interest, each charge, the totals) and the same APRC to two decimals, on random
 * offers: any amount, a rate fixed for some years then another, any term, every kind of charge
 * (on the price, the loan, the balance owed or fixed; at signing, monthly or yearly; scales,
 * floors, caps, VAT, first-home reliefs; mandatory or not).
 */

/** A rate in percent with at most 4 decimals, as banks publish them; now and then 0 %. */
const rate = fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 19, arbitrary: fc.integer({ min: 1_000, max: 150_000 }).map((units) => units / 10_000) });

/** A fraction with up to 6 decimals, at most `max`. */
const share = (max: number) => fc.integer({ min: 0, max: Math.round(max * 1e6) }).map((millionths) => millionths / 1e6);
const euros = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);

const brackets: fc.Arbitrary<ChargeBracket[]> = fc
  .tuple(fc.integer({ min: 1, max: 3 }), euros(300_000), share(0.02), share(0.02), share(0.02))
  .map(([count, first, ...rates]) =>
    rates.slice(0, count).map((bracketRate, index) => ({ upTo: index === count - 1 ? null : first * (index + 1), rate: bracketRate })),
  );

/** Shares per period that keep a charge within what banks ask: at signing a few %, monthly or yearly far less. */
const MAX_SHARE = { upfront: 0.03, monthly: 0.0005, yearly: 0.003 } as const;

const charge = (index: number): fc.Arbitrary<BankCharge> =>
  fc.constantFrom('upfront', 'monthly', 'yearly').chain((frequency) =>
    fc
      .record({
        base: fc.constantFrom('price', 'loan', 'balance', 'fixed'),
        amount: euros(frequency === 'upfront' ? 800 : 40),
        rate: share(MAX_SHARE[frequency]),
        brackets: fc.option(brackets, { freq: 6 }),
        min: fc.option(euros(frequency === 'upfront' ? 500 : 30), { freq: 2 }),
        max: fc.option(euros(frequency === 'upfront' ? 2_000 : 200), { freq: 2 }),
        vatRate: fc.option(fc.constantFrom(0.19, 0.2, 0.21, 0.27), { freq: 2 }),
        firstHomeExemptUpTo: fc.option(euros(600_000), { freq: 2 }),
        firstHomeRelief: fc.option(fc.constantFrom(0.5, 0.25), { freq: 2 }),
        firstHomeMaxAge: fc.option(fc.constant(34), { freq: 4 }),
        isMandatory: fc.boolean(),
      })
      .map((fields) => bankCharge({ ...fields, key: `charge${index}`, frequency, brackets: fields.brackets && fields.brackets.map((bracket) => ({ ...bracket })) })),
  );

const offerInput: fc.Arbitrary<OfferInput> = fc
  .record({
    loanCents: fc.integer({ min: 100_000, max: 150_000_000 }),
    priceShare: fc.integer({ min: 100, max: 250 }),
    termMonths: fc.integer({ min: 12, max: 480 }),
    firstRate: rate,
    later: fc.option(fc.record({ fromMonth: fc.integer({ min: 2, max: 480 }), rate }), { freq: 3 }),
    isLaterFirst: fc.boolean(),
    chargeCount: fc.integer({ min: 0, max: 6 }),
    isFirstHome: fc.boolean(),
  })
  .chain((offer) =>
    fc.tuple(...Array.from({ length: offer.chargeCount }, (_, index) => charge(index))).map((charges) => {
      const loan = offer.loanCents / 100;
      const periods = [{ fromMonth: 1, annualRatePct: offer.firstRate }];
      // A rate fixed for its months, then another (sorted or not, as the schedule accepts them).
      if (offer.later) periods[offer.isLaterFirst ? 'unshift' : 'push']({ fromMonth: offer.later.fromMonth, annualRatePct: offer.later.rate });
      return {
        loan,
        price: Math.round((offer.loanCents * offer.priceShare) / 100) / 100,
        termMonths: offer.termMonths,
        ratePeriods: periods,
        charges,
        isFirstHome: offer.isFirstHome,
      };
    }),
  );

describe('priceOffer against the month-by-month reference', () => {
  it('gives the same figures to the cent and the same APRC on 2,000 random offers', () => {
    fc.assert(
      fc.property(offerInput, (input) => {
        expect(priceOffer(input)).toEqual(referenceOffer(input));
      }),
      { numRuns: 2_000 },
    );
  });

  it('the reference itself: €100,000 at 6 % over 30 years, no charges, is €599.55 a month and an APRC of 6.17 %', () => {
    const offer = referenceOffer({ loan: 100_000, price: 120_000, termMonths: 360, ratePeriods: [{ fromMonth: 1, annualRatePct: 6 }], charges: [], isFirstHome: false });
    expect(offer.monthlyPayment).toBe(599.55);
    expect(offer.apr).toBe(6.17);
    expect(offer.totalAmountPayable).toBe(100_000 + offer.totalInterest);
  });
});
