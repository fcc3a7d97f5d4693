import { describe, expect, it } from 'vitest';
import type { BankCharge } from './charges';
import { bankCharge } from './testing/bank-charge';
import { priceOffer } from './offer';

const charge = (overrides: Partial<BankCharge>) => bankCharge({ key: 'x', ...overrides });

const base = { loan: 100_000, price: 120_000, termMonths: 360, ratePeriods: [{ fromMonth: 1, annualRatePct: 6 }], isFirstHome: false };

describe('priceOffer', () => {
  it('with no charges: the APR is the effective rate of the nominal one, the cost of credit is the interest', () => {
    const offer = priceOffer({ ...base, charges: [] });
    expect(offer.apr).toBe(6.17);
    expect(offer.totalCostOfCredit).toBe(offer.totalInterest);
    expect(offer.totalAmountPayable).toBeCloseTo(100_000 + offer.totalInterest, 2);
  });

  it('counts mandatory charges at signing, each month and each year, and lists optional ones without counting them', () => {
    const offer = priceOffer({
      ...base,
      charges: [
        charge({ key: 'arrangement', base: 'loan', rate: 0.01 }),
        charge({ key: 'valuation', amount: 150 }),
        charge({ key: 'account', frequency: 'monthly', amount: 2 }),
        charge({ key: 'lifeInsurance', frequency: 'monthly', base: 'balance', rate: 0.0003 }),
        charge({ key: 'propertyInsurance', frequency: 'yearly', base: 'price', rate: 0.001 }),
        charge({ key: 'cardPackage', frequency: 'monthly', amount: 5, isMandatory: false }),
      ],
    });
    const byKey = Object.fromEntries(offer.charges.map((item) => [item.key, item]));
    expect(byKey.arrangement).toMatchObject({ firstAmount: 1000, total: 1000 });
    expect(byKey.account.total).toBe(720);
    expect(byKey.lifeInsurance.firstAmount).toBe(30);
    expect(byKey.propertyInsurance).toMatchObject({ firstAmount: 120, total: 3600 });
    expect(byKey.cardPackage).toMatchObject({ isMandatory: false, total: 1800 });
    // At signing: arrangement, valuation and the first year's property insurance.
    expect(offer.upfrontCharges).toBe(1270);
    expect(offer.monthlyOutgoing).toBe(offer.monthlyPayment + 2 + 30);
    const mandatory = 1000 + 150 + 720 + byKey.lifeInsurance.total + 3600;
    expect(offer.totalCharges).toBeCloseTo(mandatory, 2);
    expect(offer.totalCostOfCredit).toBeCloseTo(offer.totalInterest + mandatory, 2);
    expect(offer.apr!).toBeGreaterThan(6.17);
  });

  it("matches Banca Românească's published example within 0.1 point: 350,000 lei, 30 y, 6.55 %, DAE 7.07 %", () => {
    // banca-romaneasca.ro, "Creditul de construcție, dobânzi și comisioane": rate 2,223.76 lei a month,
    // DAE 7.07 %, total payable 822,118.09 lei, with the 630 lei valuation and three 417 lei stage checks.
    // The page does not break down the other 19,683 lei of the total (property insurance and the like):
    // they are spread evenly, 54.68 lei a month.
    const offer = priceOffer({
      loan: 350_000,
      price: 437_500,
      termMonths: 360,
      ratePeriods: [{ fromMonth: 1, annualRatePct: 6.55 }],
      isFirstHome: false,
      charges: [
        charge({ key: 'valuation', amount: 630 }),
        charge({ key: 'stageChecks', amount: 3 * 417 }),
        charge({ key: 'other', frequency: 'monthly', amount: 54.68 }),
      ],
    });
    expect(offer.monthlyPayment).toBe(2223.76);
    expect(offer.totalAmountPayable).toBeCloseTo(822_118.09, -2);
    expect(Math.abs(offer.apr! - 7.07)).toBeLessThanOrEqual(0.1);
  });
});
