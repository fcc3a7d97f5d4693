import type { BankCharge } from '../charges';

/** Tests only: a mandatory charge at signing of nothing, to be overridden field by field. */
export const bankCharge = (overrides: Partial<BankCharge>): BankCharge => ({
  key: 'arrangement',
  base: 'fixed',
  amount: 0,
  rate: 0,
  brackets: null,
  min: null,
  max: null,
  vatRate: null,
  firstHomeExemptUpTo: null,
  source: 'test',
  verifiedOn: null,
  frequency: 'upfront',
  isMandatory: true,
  ...overrides,
});
