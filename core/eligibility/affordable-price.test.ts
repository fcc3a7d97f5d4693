import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankCharge } from '../finance/testing/bank-charge';
import { affordablePrice, evaluate } from './evaluate';
import { seedConfig, workedExampleInput } from './testing/seed-config';
import type { EngineConfig, EngineInput } from './types';

/** Issue 14: the reverse question, the most expensive home this household can buy. */
const config = seedConfig();
const run = (overrides: Partial<EngineInput>) => evaluate(workedExampleInput(overrides), config, { today: '2025-03-01', withAffordablePrice: true });
const step = config.parameters.maxLoanRoundingEur;

describe('what can I afford', () => {
  it('worked example with 40,000 of savings: the savings cover that price, not one step more; the down payment limits it', () => {
    const afford = run({ currentSavings: 40_000 }).affordablePrice!;
    expect(afford.cashNeeded).toBeLessThanOrEqual(40_000);
    expect(afford.limitedBy).toBe('savings');
    // At that price the loan is the headline a partner bank lends, and the savings cover the cash the result asks.
    const there = run({ currentSavings: 40_000, propertyValue: afford.price, desiredLoanAmount: afford.loan });
    expect(there.maxLoanAmount).toBe(afford.loan);
    expect(there.loan?.amount).toBe(afford.loan);
    expect(there.ownFunds.required).toBeLessThanOrEqual(40_000);
    expect(there.ownFunds.shortfall).toBe(0);
    const dearer = run({ currentSavings: 40_000, propertyValue: afford.price + step, desiredLoanAmount: afford.loan });
    expect(dearer.ownFunds.shortfall! > 0 || dearer.maxLoanAmount > afford.loan).toBe(true);
  });

  // The answer must be the result's (issue 19): the search prices by the bank whose charges at
  // signing are lowest, while the result at that price shows the best-APRC offer and its own funds. Two banks set
  // here: "CEC" at 6.5 % with a €1,000 fee at signing (the lower APRC), "BRD" at 6.95 % with no charges (the least
  // cash at signing). Both lend the 80 % the answer borrows, so the answer's cash is BRD's; the result shows CEC's,
  // €1,000 more: with €40,000 saved it asks for more than the savings the answer said were enough. Issue 19 asks for
  // one answer, so the answer is checked with the offers priced and ranked as the result ranks them.
  it('the cash it names is the cash the result shows at that price (issue 19: one answer)', () => {
    const whole = (rate: number) => ({ rate, fixedYears: null, rateAfter: null });
    const two: EngineConfig = {
      ...config,
      banks: config.banks.flatMap((bank) =>
        bank.name === 'CEC Bank'
          ? [{ ...bank, representativeRates: { RON: whole(6.5) }, loanCurrencies: ['RON'], charges: [bankCharge({ key: 'arrangement', amount: 1_000 })] }]
          : bank.name === 'BRD – Groupe Société Générale'
            ? [{ ...bank, representativeRates: { RON: whole(6.95) }, charges: [] }]
            : bank.countryCode === 'RO'
              ? []
              : [bank],
      ),
    };
    const runWith = (overrides: Partial<EngineInput>) => evaluate(workedExampleInput(overrides), two, { today: '2025-03-01', withAffordablePrice: true });
    const afford = runWith({ currentSavings: 40_000 }).affordablePrice!;
    const there = runWith({ currentSavings: 40_000, propertyValue: afford.price, desiredLoanAmount: afford.loan });
    expect(there.loan?.amount).toBe(afford.loan);
    expect(there.ownFunds.required).toBe(afford.cashNeeded);
    expect(there.ownFunds.shortfall).toBe(0);
  });

  it('a low income with large savings is limited by income', () => {
    expect(run({ monthlyIncome: 1200, currentSavings: 200_000 }).affordablePrice!.limitedBy).toBe('income');
  });

  // Issue 22: the search tries whole steps only. Savings that cover a price to the cent buy it:
  // bisecting to the euro stopped a hair below and, floored to the step, named one step less.
  it('savings that cover a home bought outright to the cent buy that home, not one step less', () => {
    const outright = run({ age: 85, currentSavings: 150_000 }).affordablePrice!;
    expect(outright).toMatchObject({ loan: 0, limitedBy: 'noLoan' });
    const exact = run({ age: 85, currentSavings: outright.cashNeeded }).affordablePrice!;
    expect(exact.price).toBe(outright.price);
    expect(exact.cashNeeded).toBe(outright.cashNeeded);
  });

  it('no savings entered: nothing to say; and only when asked for', () => {
    expect(run({}).affordablePrice).toBeNull();
    expect(evaluate(workedExampleInput({ currentSavings: 40_000 }), config).affordablePrice).toBeNull();
    expect(affordablePrice(workedExampleInput({ currentSavings: 40_000 }), config)).toEqual(run({ currentSavings: 40_000 }).affordablePrice);
  });

  it('is monotone: more income or more savings never lower the price', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('RO', 'PL', 'HR', 'BG', 'CZ', 'SK', 'SI', 'HU'),
        fc.integer({ min: 800, max: 12_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 5_000, max: 150_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        (originCountry, monthlyIncome, extraIncome, currentSavings, extraSavings) => {
          const price = (overrides: Partial<EngineInput>) => run({ originCountry, monthlyIncome, currentSavings, ...overrides }).affordablePrice?.price ?? 0;
          const now = price({});
          expect(price({ monthlyIncome: monthlyIncome + extraIncome })).toBeGreaterThanOrEqual(now);
          expect(price({ currentSavings: currentSavings + extraSavings })).toBeGreaterThanOrEqual(now);
        },
      ),
      { numRuns: 120 },
    );
    // 360 evaluations with the price search: ~2 s alone, over 5 s beside the rest of the suite.
  }, 60_000);
});
