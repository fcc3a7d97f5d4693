import { describe, expect, it } from 'vitest';
import type { BankCharge } from '../finance/charges';
import { priceOffer } from '../finance/offer';
import { bankCharge } from '../finance/testing/bank-charge';
import { evaluate } from './evaluate';
import { seedConfig, workedExampleInput } from './testing/seed-config';
import type { CountryCharge, EngineConfig, EngineInput } from './types';

/**
 * Issue 14: every recommended bank's offer priced in full, and the cash needed at signing. The
 * charges here are set by the test (not the seed's tariffs), so each figure can be checked by hand.
 */
const base = seedConfig();
// Charges on the loan unless a test says otherwise.
const charge = (overrides: Partial<BankCharge>) => bankCharge({ base: 'loan', ...overrides });
const cost = (overrides: Partial<CountryCharge>): CountryCharge => ({ ...charge({}), countryCode: 'RO', key: 'notary', base: 'price', ...overrides });

function configWith(bankCharges: BankCharge[], closingCosts: CountryCharge[]): EngineConfig {
  return { ...base, banks: base.banks.map((bank) => ({ ...bank, charges: bankCharges })), closingCosts };
}
const run = (config: EngineConfig, overrides: Partial<EngineInput> = {}) => evaluate(workedExampleInput(overrides), config, { today: '2025-03-01' });

describe('a bank offer', () => {
  it('without charges, the APRC is the rate compounded monthly and the cost of credit is the interest', () => {
    const result = run(configWith([], []));
    const compounded = (rate: number) => 100 * ((1 + rate / 1200) ** 12 - 1);
    // Issue 19: each bank at its own rate; CEC and BRD charge one rate for the whole loan.
    const oneRate = result.bankRecommendations.filter((bank) => bank.offer.ratePeriods.length === 1);
    expect(oneRate.map((bank) => bank.name).sort()).toEqual(['BRD – Groupe Société Générale', 'CEC Bank']);
    for (const { offer } of oneRate) expect(offer.apr).toBeCloseTo(compounded(offer.rate), 2);
    // BT (5.05 % for 2 years, then 8.19 %) and BCR (6.59 % for 3 years, then 7.9 %): the APRC lies between their two
    // rates compounded, nearer the later one, which runs for most of the loan.
    for (const { offer } of result.bankRecommendations.filter((bank) => bank.offer.ratePeriods.length === 2)) {
      const [first, after] = offer.ratePeriods.map((period) => compounded(period.annualRatePct));
      expect(offer.apr!).toBeGreaterThan(Math.min(first, after));
      expect(offer.apr!).toBeLessThan(Math.max(first, after));
      expect(Math.abs(offer.apr! - after)).toBeLessThan(Math.abs(offer.apr! - first));
    }
    for (const { offer, loanAmount, termMonths } of result.bankRecommendations) {
      expect(offer.totalCharges).toBe(0);
      expect(offer.totalCostOfCredit).toBe(offer.totalInterest);
      expect(offer.totalAmountPayable).toBeCloseTo(loanAmount + offer.totalInterest, 2);
      expect(termMonths).toBeGreaterThan(0);
    }
  });

  it('counts mandatory charges in the APRC and the totals, lists optional ones without counting them', () => {
    const charges = [
      charge({ key: 'arrangement', rate: 0.01 }),
      charge({ key: 'account', base: 'fixed', amount: 5, frequency: 'monthly' }),
      charge({ key: 'propertyInsurance', base: 'fixed', amount: 60, frequency: 'yearly', isMandatory: false }),
    ];
    const result = run(configWith(charges, []));
    const best = result.bankRecommendations[0];
    const { offer } = best;
    // The same bank without charges (issue 19: each bank has its own rate, so compare like with like).
    const plain = run(configWith([], [])).bankRecommendations.find((bank) => bank.name === best.name)!.offer;
    // 1 % of 96,000 at signing; 5 a month over 360 months; the insurance is optional.
    expect(offer.upfrontCharges).toBe(960);
    expect(offer.totalCharges).toBe(960 + 5 * best.termMonths);
    expect(offer.totalCostOfCredit).toBeCloseTo(offer.totalInterest + offer.totalCharges, 2);
    expect(offer.monthlyOutgoing).toBeCloseTo(plain.monthlyOutgoing + 5, 2);
    expect(offer.apr!).toBeGreaterThan(plain.apr!);
    expect(offer.charges.find((item) => item.key === 'propertyInsurance')).toMatchObject({ isMandatory: false, firstAmount: 60 });
    // The stressed figures are at least the base ones.
    expect(offer.totalCostOfCreditStressed).toBeGreaterThanOrEqual(offer.totalCostOfCredit);
  });

  it('gives the stressed figures of the whole loan priced at the stressed rate, also once the result is sent as JSON', () => {
    const charges = [charge({ key: 'arrangement', rate: 0.01 }), charge({ key: 'lifeInsurance', base: 'balance', rate: 0.0003, frequency: 'monthly' })];
    const result = run(configWith(charges, []));
    const sent = JSON.parse(JSON.stringify(result)) as typeof result;
    expect(result.bankRecommendations.length).toBeGreaterThan(0);
    result.bankRecommendations.forEach(({ offer, loanAmount, termMonths }, index) => {
      // Issue 22: the stressed offer is priced only when read; its figures are those of pricing it at once.
      const stressed = priceOffer({ loan: loanAmount, price: 120_000, termMonths, ratePeriods: [{ fromMonth: 1, annualRatePct: offer.stressedRate }], charges, isFirstHome: false });
      const expected = {
        monthlyPaymentStressed: stressed.monthlyPayment,
        aprStressed: stressed.apr,
        totalCostOfCreditStressed: stressed.totalCostOfCredit,
        totalAmountPayableStressed: stressed.totalAmountPayable,
      };
      expect(offer).toMatchObject(expected);
      expect(sent.bankRecommendations[index].offer).toMatchObject(expected);
    });
  });

  it('needs, at signing, the rest of the price + the costs of buying + its charges; own funds count the best match', () => {
    const result = run(configWith([charge({ key: 'arrangement', rate: 0.01 })], [cost({ key: 'notary', rate: 0.01, vatRate: 0.21 }), cost({ key: 'landRegistry', rate: 0.0015 })]), {
      currentSavings: 25_000,
    });
    // 120,000 price: notary 1 % + 21 % VAT = 1,452; land registry 0.15 % = 180.
    expect(result.ownFunds.costBasis).toBe('itemised');
    expect(result.ownFunds.costItems).toEqual([
      { key: 'notary', amount: 1452, source: 'test' },
      { key: 'landRegistry', amount: 180, source: 'test' },
    ]);
    const best = result.bankRecommendations[0];
    expect(best.offer.cashNeeded).toBe(120_000 - best.loanAmount + 1452 + 180 + 960);
    expect(result.ownFunds).toMatchObject({ downPayment: 24_000, bankCharges: 960, bankName: best.name, purchaseCosts: 2592, required: 26_592, available: 25_000, shortfall: 1592 });
    expect(result.flags.map((flag) => flag.key)).toContain('flag.downPaymentShort');
  });

  it('falls back on the configured share of the price where a country has no tariffs, and says so', () => {
    const result = run(configWith([], []));
    expect(result.ownFunds.costBasis).toBe('allowance');
    expect(result.ownFunds.costItems).toEqual([]);
    expect(result.ownFunds.purchaseCosts).toBe(base.parameters.downPaymentCostAllowance * 120_000);
  });
});

describe('cash needed at signing (property)', () => {
  it('more savings never raise the cash missing', async () => {
    const fc = (await import('fast-check')).default;
    const { applicantArb } = await import('./testing/applicant-arbitrary');
    const config = seedConfig();
    fc.assert(
      fc.property(applicantArb, fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 1, max: 100_000 }), (input, savings, more) => {
        const short = (currentSavings: number) => evaluate({ ...input, currentSavings }, config, { today: '2025-03-01' }).ownFunds.shortfall ?? 0;
        expect(short(savings + more)).toBeLessThanOrEqual(short(savings));
      }),
      { numRuns: 150 },
    );
  });
});

describe('the offers one configuration remembers (ADR 067, issue 22)', () => {
  it('serves each household the offers it would be priced afresh, whatever was asked before', () => {
    // One configuration object across many households (its cache fills and is emptied), against a fresh one each time.
    const shared = seedConfig();
    const households = Array.from({ length: 700 }, (_, i) =>
      workedExampleInput({ desiredLoanAmount: 60_000 + (i % 37) * 1_000, propertyValue: 100_000 + (i % 11) * 5_000, firstHome: i % 3 === 0, age: 25 + (i % 7) }),
    );
    const offersOf = (config: EngineConfig, input: EngineInput) =>
      evaluate(input, config, { today: '2025-03-01' }).bankRecommendations.map((bank) => ({ bank: bank.name, offer: JSON.parse(JSON.stringify(bank.offer)) }));
    for (const input of households) offersOf(shared, input);
    for (const input of households.slice(0, 60)) expect(offersOf(shared, input)).toEqual(offersOf(seedConfig(), input));
  });
});
