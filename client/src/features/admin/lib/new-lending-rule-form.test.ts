import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { newLendingRuleFormValues, newLendingRuleResolver, type NewLendingRuleFormValues } from './new-lending-rule-form';
import { firstErrors } from './schema-resolver';

const options = {} as ResolverOptions<NewLendingRuleFormValues>;
const run = (values: NewLendingRuleFormValues, language = 'en') => Promise.resolve(newLendingRuleResolver(values, { language }, options));

const lithuania = (): NewLendingRuleFormValues => ({
  ...newLendingRuleFormValues(),
  countryCode: 'lt',
  loanCurrency: 'eur',
  dstiCap: '40',
  ltvCap: '85',
  maxTermYears: '30',
  baseRate: '4.2',
});

describe('the new lending rule form (issue 21)', () => {
  it('sends the route in capitals, caps as fractions and the table defaults the form starts with', async () => {
    const result = await run(lithuania());
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      countryCode: 'LT',
      loanCurrency: 'EUR',
      dstiCap: '0.400',
      ltvCap: '0.850',
      ltvCapLandCommercial: '0.500',
      maxTermYears: 30,
      maxTermYearsLandCommercial: 15,
      maxAgeAtMaturity: 65,
      baseRate: '4.20',
      stressAddon: '0.00',
      isActive: true,
    });
  });

  it('reads numbers the interface language’s way', async () => {
    const result = await run({ ...lithuania(), dstiCap: '42,5', baseRate: '4,25' }, 'ro');
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ dstiCap: '0.425', baseRate: '4.25' });
  });

  it('names each field that is missing or wrong: the route, a required cap, the term', async () => {
    const result = await run({ ...lithuania(), countryCode: 'Lithuania', loanCurrency: '', dstiCap: '', maxTermYears: '' });
    expect(firstErrors(result.errors)).toEqual({
      countryCode: 'validation.lendingRule.countryCode.invalid',
      loanCurrency: 'validation.lendingRule.loanCurrency.invalid',
      dstiCap: expect.any(String),
      maxTermYears: expect.any(String),
    });
  });
});
