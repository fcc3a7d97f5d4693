import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { affordablePrice, evaluate } from './evaluate';
import { seedConfig, workedExampleInput } from './testing/seed-config';
import type { EngineInput } from './types';

/** Issue 14: the reverse question, the most expensive home this household can buy. */
const config = seedConfig();
const run = (overrides: Partial<EngineInput>) => evaluate(workedExampleInput(overrides), config, { today: '2025-03-01', withAffordablePrice: true });
const step = config.parameters.maxLoanRoundingEur;

describe('what can I afford', () => {
  it('worked example with 40,000 of savings: the savings cover that price, not one step more; the down payment limits it', () => {
    const afford = run({ currentSavings: 40_000 }).affordablePrice!;
    expect(afford.cashNeeded).toBeLessThanOrEqual(40_000);
    expect(afford.limitedBy).toBe('savings');
    // At that price the loan is the headline a partner bank lends, and the cash adds up.
    const there = run({ currentSavings: 40_000, propertyValue: afford.price, desiredLoanAmount: afford.loan });
    expect(there.maxLoanAmount).toBe(afford.loan);
    expect(there.ownFunds.required).toBe(afford.cashNeeded);
    expect(there.ownFunds.shortfall).toBe(0);
    const dearer = run({ currentSavings: 40_000, propertyValue: afford.price + step, desiredLoanAmount: afford.loan });
    expect(dearer.ownFunds.shortfall! > 0 || dearer.maxLoanAmount > afford.loan).toBe(true);
  });

  it('a low income with large savings is limited by income', () => {
    expect(run({ monthlyIncome: 1200, currentSavings: 200_000 }).affordablePrice!.limitedBy).toBe('income');
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
  });
});
