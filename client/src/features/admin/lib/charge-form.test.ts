import { describe, expect, it } from 'vitest';
import type { AdminClosingCost } from '@core/schemas/admin-costs';
import { firstErrors } from './schema-resolver';
import { chargeFormValues, closingCostResolver, percentToFraction } from './charge-form';

const notary: AdminClosingCost = {
  id: 1,
  countryCode: 'RO',
  key: 'notary',
  base: 'price',
  amount: 0,
  rate: 0,
  brackets: [
    { upTo: 4018.65, rate: 0.022 },
    { upTo: null, rate: 0.006 },
  ],
  min: 46.21,
  max: null,
  vatRate: 0.21,
  firstHomeExemptUpTo: null,
  firstHomeRelief: null,
  firstHomeMaxAge: null,
  source: 'Order 177/C/2024',
  verifiedOn: '2026-11-25',
  isActive: true,
  sortOrder: 1,
};

const resolve = async (values: ReturnType<typeof chargeFormValues>, language: 'ro' | 'en' | 'fr') =>
  closingCostResolver(values, { language }, { fields: {}, shouldUseNativeValidation: false });

describe('percentToFraction', () => {
  it('moves the decimal point exactly, with no float rounding', () => {
    expect(percentToFraction('0.15')).toBe('0.0015');
    expect(percentToFraction('21')).toBe('0.21');
    expect(percentToFraction('2.5')).toBe('0.025');
    expect(percentToFraction('100')).toBe('1');
    expect(percentToFraction('0.025')).toBe('0.00025');
    expect(percentToFraction('0')).toBe('0');
  });
});

describe('the charge form', () => {
  it('shows shares as percentages and amounts the interface language’s way', () => {
    const values = chargeFormValues(notary, 'ro');
    expect(values).toMatchObject({ vatRate: '21', min: '46,21', brackets: [{ upTo: '4.018,65', rate: '2,2' }, { upTo: '', rate: '0,6' }] });
  });

  it('reads a Romanian entry back into the API body (fractions, decimal strings)', async () => {
    const values = { ...chargeFormValues(notary, 'ro'), rate: '0,15', vatRate: '19' };
    const result = await resolve(values, 'ro');
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ key: 'notary', rate: '0.001500', vatRate: '0.1900', min: '46.21', brackets: [{ upTo: '4018.65', rate: '0.022000' }, { upTo: null, rate: '0.006000' }] });
  });

  it('names the field of an entry it cannot read, and requires a source', async () => {
    const result = await resolve({ ...chargeFormValues(notary, 'en'), vatRate: 'abc', source: '' }, 'en');
    const errors = firstErrors(result.errors);
    expect(errors.vatRate).toBeTruthy();
    expect(errors.source).toBe('validation.charge.source.required');
  });
});
