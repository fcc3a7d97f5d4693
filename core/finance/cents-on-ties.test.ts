import { describe, expect, it } from 'vitest';
import { annualPercentageRate, aprPercent } from './apr';
import { chargeAmount } from './charges';
import { priceOffer } from './offer';
import { bankCharge } from './testing/bank-charge';

/**
 * Issue 19 point 10, "cents on ties": charges, offers and the APRC round half up as the amounts
 * read. Each amount below is an exact half cent whose double lies a hair below it, which
 * Math.round(value * 100) / 100 took down.
 */
describe('cents on ties in charges and offers', () => {
  it('a land registry fee of 0.15 % on €100,070 is €150.105, so €150.11', () => {
    // 100,070 × 0.0015 = 150.105; the double product × 100 is 15010.499999999998.
    const fee = bankCharge({ key: 'landRegistry', base: 'price', rate: 0.0015 });
    expect(chargeAmount(fee, { price: 100_070, loan: 80_000, isFirstHome: false })).toBe(150.11);
  });

  it('an arrangement fee of 0.5 % on a €102,409 loan is €512.045, so €512.05, in the offer’s totals too', () => {
    // 102,409 × 0.005 = 512.045; the double product × 100 is 51204.49999999999.
    const arrangement = bankCharge({ key: 'arrangement', base: 'loan', rate: 0.005 });
    expect(chargeAmount(arrangement, { price: 130_000, loan: 102_409, isFirstHome: false })).toBe(512.05);
    const offer = priceOffer({
      loan: 102_409,
      price: 130_000,
      termMonths: 360,
      ratePeriods: [{ fromMonth: 1, annualRatePct: 5 }],
      charges: [arrangement],
      isFirstHome: false,
    });
    expect(offer.charges[0]).toMatchObject({ firstAmount: 512.05, total: 512.05 });
    expect(offer.upfrontCharges).toBe(512.05);
    expect(offer.totalCharges).toBe(512.05);
  });

  it('the APRC of a root that is exactly a tie rounds up though the solver lands a hair below it', () => {
    // 1,000 lent, 1,123.45 repaid a year later: X = 12.345 % exactly; the solver returns
    // 0.12344999999999987, whose own digits would round to 12.34.
    const rate = annualPercentageRate([
      { years: 0, amount: 1000 },
      { years: 1, amount: -1123.45 },
    ])!;
    expect(rate).toBeLessThan(0.12345);
    expect(aprPercent(rate)).toBe(12.35);
    // 1,000.05 repaid: 0.005 %, found as 0.00004999999999935709.
    expect(aprPercent(annualPercentageRate([{ years: 0, amount: 1000 }, { years: 1, amount: -1000.05 }])!)).toBe(0.01);
    // Below the tie by more than the solver's noise stays down.
    expect(aprPercent(0.123449999)).toBe(12.34);
  });
});
