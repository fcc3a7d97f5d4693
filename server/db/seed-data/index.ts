/** Default reference data the seeder inserts (plain data, no database code). */
export { bankSeed } from './banks';
export { countrySeed } from './countries';
export { engineParameterSeed } from './engine-parameters';
export { exchangeRateSeed } from './exchange-rates';
export { lendingRuleSeed } from './lending-rules';
export { scoringConfigSeed } from './scoring-config';
