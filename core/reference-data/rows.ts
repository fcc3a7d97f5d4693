import type { CountryType } from '../constants';
import type {
  BankRowLike,
  CountryChargeRowLike,
  EngineParameterRowLike,
  ExchangeRateRowLike,
  FirstHomeSchemeRowLike,
  LendingRuleRowLike,
  ScoringConfigRowLike,
} from '../eligibility/config-from-rows';
import type { BankCharge } from '../finance/charges';

/**
 * The shapes of the shipped reference data (issue 21): what the engine reads of each kind
 * (config-from-rows' *RowLike) and the texts an admin reads beside it. They live in core so that
 * core, the server and the client's tests read one copy; server/db/seed.ts writes them into the
 * tables, and every API test file's database is seeded from them, so a value a column cannot take
 * fails the suite at once.
 */
export interface CountryRow {
  code: string;
  name: string;
  flag?: string;
  type: CountryType;
  isActive?: boolean;
}

export type LendingRuleRow = LendingRuleRowLike & { notes?: string | null };

export type BankRow = BankRowLike & { charges?: BankCharge[] };

export type ClosingCostRow = CountryChargeRowLike & { sortOrder?: number; source: string };

export type SchemeRow = FirstHomeSchemeRowLike;

export type ExchangeRateRow = ExchangeRateRowLike & { source?: string | null };

export type EngineParameterRow = EngineParameterRowLike & { description?: string | null };

export type ScoringConfigRow = ScoringConfigRowLike & { description?: string | null };

/** A bank charge as shipped (banks.charges): numbers as JSON numbers. */
export type BankChargeData = BankCharge;
