import { describe, expect, it } from 'vitest';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import type { AdminScheme } from '@core/schemas/admin-costs';
import { firstErrors } from './schema-resolver';
import { schemeFormValues, schemeResolver, type SchemeFormValues } from './scheme-form';

const NOUA_CASA: AdminScheme = {
  id: 1,
  key: 'ro_noua_casa',
  countryCode: 'RO',
  name: 'Noua Casă',
  loanCurrency: 'RON',
  ltvCap: 0.95,
  maxPrice: 70000,
  maxLoan: 66500,
  baseRate: null,
  maxTermYears: 30,
  maxAge: null,
  requiresFirstHome: true,
  requiresResidence: false,
  source: 'OUG 60/2009 and its norms',
  verifiedOn: '2026-11-24',
  isActive: true,
};
const resolve = async (values: SchemeFormValues, language: 'ro' | 'en' = 'en') =>
  (await schemeResolver(values, { language }, {} as ResolverOptions<SchemeFormValues>)) as { values: Record<string, unknown>; errors: FieldErrors };

describe('scheme form (issue 20: a loan limit above the price limit)', () => {
  it('puts the shared rule under the loan limit, as the route does', async () => {
    const result = await resolve({ ...schemeFormValues(NOUA_CASA, 'ro'), maxPrice: '70.000', maxLoan: '80.000' }, 'ro');
    expect(firstErrors(result.errors)).toEqual({ maxLoan: 'validation.scheme.maxLoan.aboveMaxPrice' });
  });

  it('takes a loan limit up to the price limit, or either limit left empty', async () => {
    expect((await resolve({ ...schemeFormValues(NOUA_CASA, 'en'), maxLoan: '70,000' })).errors).toEqual({});
    expect((await resolve({ ...schemeFormValues(NOUA_CASA, 'en'), maxPrice: '', maxLoan: '90,000' })).errors).toEqual({});
  });
});
