/** The eligibility engine: pure, synchronous, shared by the server and the browser's what-if panel. */
export { affordablePrice, evaluate } from './evaluate';
export { configFromRows } from './config-from-rows';
export type {
  BankRowLike,
  ConfigRows,
  EngineParameterRowLike,
  ExchangeRateRowLike,
  LendingRuleRowLike,
  ScoringConfigRowLike,
} from './config-from-rows';
export { monthlyPayment, principalForPayment } from './annuity';
export { FX_SHOCK_FALLS, fxShockAt } from './fx-shock';
export { EngineConfigError, PARAMETER_KEYS, employmentFactorKey } from './parameters';
export { COUNTRY_CAP_BAND_OPTION } from './types';
export type {
  AffordableLimit,
  AffordablePrice,
  Bank,
  BankFit,
  BankOffer,
  CostItem,
  FixedPeriodEnd,
  FxShock,
  FxShockScenario,
  OwnFunds,
  SchemeResult,
  SchemeStatus,
  BankRecommendation,
  BreakdownItem,
  EngineConfig,
  EngineInput,
  EngineMetrics,
  EngineResult,
  ExchangeRate,
  Flag,
  FlagSeverity,
  Improvement,
  LendingRule,
  LimitingFactor,
  Message,
  ScoringBand,
  ScoringCategory,
} from './types';
