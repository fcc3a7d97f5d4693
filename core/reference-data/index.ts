/** Default reference data the server's sync at start writes (plain data, no database code). */
import { bankSeed as banksWithoutCharges } from './banks';
import { bankChargeSeed } from './bank-charges';
import { buyingStepSeed, type BuyingStepRow } from './buying-steps';
import { closingCostSeed } from './closing-costs';
import { countrySeed } from './countries';
import { engineParameterSeed } from './engine-parameters';
import { exchangeRateSeed } from './exchange-rates';
import { firstHomeSchemeSeed } from './first-home-schemes';
import { lendingRuleSeed } from './lending-rules';
import type { BankRow, ClosingCostRow, CountryRow, EngineParameterRow, ExchangeRateRow, LendingRuleRow, ScoringConfigRow, SchemeRow } from './rows';
import { scoringConfigSeed } from './scoring-config';

/** The banks with their charges (bank-charges.ts, by name). */
export const bankSeed: BankRow[] = banksWithoutCharges.map((bank) => ({ ...bank, charges: bankChargeSeed[bank.name] ?? [] }));
export { bankChargeSeed, closingCostSeed, firstHomeSchemeSeed, countrySeed, engineParameterSeed, exchangeRateSeed, lendingRuleSeed, scoringConfigSeed };
export { propertyCountryCodes } from './countries';

/** Every kind of default, as the server's sync at start writes them (server/db/reference-sync, ADR 080). */
export interface ReferenceData {
  countries: readonly CountryRow[];
  banks: readonly BankRow[];
  lendingRules: readonly LendingRuleRow[];
  closingCosts: readonly ClosingCostRow[];
  firstHomeSchemes: readonly SchemeRow[];
  exchangeRates: readonly ExchangeRateRow[];
  engineParameters: readonly EngineParameterRow[];
  scoringConfig: readonly ScoringConfigRow[];
  /** The steps of buying from abroad (issue 24, ADR 085). */
  buyingSteps: readonly BuyingStepRow[];
}

/** What this version of Acasa ships; a change here reaches every database at its next start. */
export const shippedReferenceData: ReferenceData = {
  countries: countrySeed,
  banks: bankSeed,
  lendingRules: lendingRuleSeed,
  closingCosts: closingCostSeed,
  firstHomeSchemes: firstHomeSchemeSeed,
  exchangeRates: exchangeRateSeed,
  engineParameters: engineParameterSeed,
  scoringConfig: scoringConfigSeed,
  buyingSteps: buyingStepSeed,
};
