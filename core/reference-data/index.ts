/** Default reference data the seeder inserts (plain data, no database code). */
import { bankSeed as banksWithoutCharges } from './banks';
import { bankChargeSeed } from './bank-charges';

/** The banks with their charges (bank-charges.ts, by name). */
export const bankSeed = banksWithoutCharges.map((bank) => ({ ...bank, charges: bankChargeSeed[bank.name] ?? [] }));
export { bankChargeSeed } from './bank-charges';
export { closingCostSeed } from './closing-costs';
export { firstHomeSchemeSeed } from './first-home-schemes';
export { countrySeed, propertyCountryCodes } from './countries';
export { engineParameterSeed } from './engine-parameters';
export { exchangeRateSeed } from './exchange-rates';
export { lendingRuleSeed } from './lending-rules';
export { scoringConfigSeed } from './scoring-config';
