import {
  bankSeed,
  closingCostSeed,
  engineParameterSeed,
  exchangeRateSeed,
  firstHomeSchemeSeed,
  lendingRuleSeed,
  scoringConfigSeed,
} from '../../reference-data';
import { configFromRows } from '../config-from-rows';
import type { EngineConfig, EngineInput } from '../types';
import { WORKED_EXAMPLE } from '../worked-example';

/** Tests only: the EngineConfig a freshly seeded database yields (scoring config version 1). */
export function seedConfig(): EngineConfig {
  return configFromRows({
    scoring: scoringConfigSeed,
    scoringConfigVersion: 1,
    lendingRules: lendingRuleSeed,
    exchangeRates: exchangeRateSeed,
    banks: bankSeed,
    closingCosts: closingCostSeed,
    schemes: firstHomeSchemeSeed,
    parameters: engineParameterSeed,
  });
}

/**
 * Tests only: the seeded config without tariffs, so the costs of buying are the configured share
 * of the price and banks charge nothing: docs/lending-rules.md §7.10's own-funds arithmetic (5 % costs), as
 * the tests of issue 10 check it. The itemised costs and charges have their own tests.
 */
export function allowanceConfig(): EngineConfig {
  const config = seedConfig();
  return { ...config, closingCosts: [], banks: config.banks.map((bank) => ({ ...bank, charges: [] })) };
}

/**
 * Tests only: the worked example (core/eligibility/worked-example.ts) as the engine reads it, the base
 * most tests vary: amounts as numbers, and without the answers the engine does not read.
 */
export function workedExampleInput(overrides: Partial<EngineInput> = {}): EngineInput {
  const { monthlyIncome, desiredLoanAmount, propertyValue, maritalStatus: _maritalStatus, educationLevel: _educationLevel, ...answers } = WORKED_EXAMPLE;
  return {
    ...answers,
    monthlyIncome: Number(monthlyIncome),
    desiredLoanAmount: Number(desiredLoanAmount),
    propertyValue: Number(propertyValue),
    ...overrides,
  };
}
