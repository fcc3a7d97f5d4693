import {
  bankSeed,
  closingCostSeed,
  engineParameterSeed,
  exchangeRateSeed,
  firstHomeSchemeSeed,
  lendingRuleSeed,
  scoringConfigSeed,
} from '../../../server/db/seed-data';
import { configFromRows } from '../config-from-rows';
import type { EngineConfig, EngineInput } from '../types';

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

/** Tests only: the worked example of docs/lending-rules.md §7.12, the base most tests vary. */
export function workedExampleInput(overrides: Partial<EngineInput> = {}): EngineInput {
  return {
    residenceCountry: 'DE',
    originCountry: 'RO',
    monthlyIncome: 3000,
    incomeCurrency: 'EUR',
    employmentType: 'permanent',
    employmentDuration: 36,
    totalEmploymentDuration: 10,
    age: 35,
    desiredLoanAmount: 100_000,
    propertyType: 'apartment',
    propertyValue: 120_000,
    ...overrides,
  };
}
