import { chargeAmount } from '../finance/charges';
import type { Applicant } from './applicant';
import type { PreparedConfig } from './prepare-config';
import { toCents } from './rounding';
import type { CostItem } from './types';

/**
 * The costs of buying in the property country (issue 14): transfer tax, notary, land registry,
 * valuation, each from the country's tariffs (data, with sources) for this price and loan. A
 * country without tariffs falls back on the configured share of the price, and says so.
 */
export interface CostsOfBuying {
  basis: 'itemised' | 'allowance';
  items: CostItem[];
  total: number;
}

export function costsOfBuying(applicant: Applicant, price: number, loan: number, prepared: PreparedConfig): CostsOfBuying {
  const charges = prepared.closingCostsByCountry.get(applicant.propertyCountry) ?? [];
  if (charges.length === 0) {
    return { basis: 'allowance', items: [], total: toCents(prepared.parameters.downPaymentCostAllowance * price) };
  }
  const context = { price, loan, isFirstHome: applicant.isFirstHome, age: applicant.age };
  const items = charges.map((charge) => ({ key: charge.key, amount: chargeAmount(charge, context), source: charge.source }));
  return { basis: 'itemised', items, total: toCents(items.reduce((sum, item) => sum + item.amount, 0)) };
}
