import { describe, expect, it } from 'vitest';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { buyingStepsFor } from '@core/reference-data/buying-steps';
import type { AdminBuyingStep } from '@core/schemas/admin-buying-steps';
import { buyingStepFormValues, buyingStepResolver, type BuyingStepFormValues } from './buying-step-form';
import { firstErrors } from './schema-resolver';

/** Romania's land registry as the admin list shows it (GET /api/admin/buying-steps). */
const shipped = buyingStepsFor('RO').find((step) => step.key === 'landRegistry')!;
const LAND_REGISTRY: AdminBuyingStep = {
  countryCode: 'RO',
  order: shipped.order,
  key: shipped.key,
  actor: shipped.actor,
  fromAbroad: shipped.fromAbroad,
  proxyAllowed: false,
  leadDays: shipped.leadDays,
  leadDayKind: shipped.leadDayKind,
  dependsOn: [...shipped.dependsOn],
  costKeys: [...shipped.costKeys],
  bankChargeKey: null,
  documents: [],
  source: shipped.source,
  verifiedOn: shipped.verifiedOn,
  isEstimate: true,
};
const resolve = async (values: BuyingStepFormValues, language: 'ro' | 'en' = 'en') =>
  (await buyingStepResolver(values, { language }, {} as ResolverOptions<BuyingStepFormValues>)) as { values: Record<string, unknown>; errors: FieldErrors };

describe('buying step form (issue 24: an admin corrects a lead time)', () => {
  it('sends the step whole, with what the dialog does not show kept and the lead time as a number', async () => {
    const result = await resolve({ ...buyingStepFormValues(LAND_REGISTRY, 'ro'), leadDays: '12', isEstimate: false, source: 'Law 7/1996 art. 29 (re-read)' }, 'ro');
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ ...LAND_REGISTRY, countryCode: undefined, order: undefined, leadDays: 12, isEstimate: false, source: 'Law 7/1996 art. 29 (re-read)' });
  });

  it('names the lead time when it is not a whole number of days, or missing, and the source when blank', async () => {
    expect(firstErrors((await resolve({ ...buyingStepFormValues(LAND_REGISTRY, 'ro'), leadDays: '2,5' }, 'ro')).errors).leadDays).toBeTruthy();
    expect(firstErrors((await resolve({ ...buyingStepFormValues(LAND_REGISTRY, 'en'), leadDays: '' })).errors)).toEqual({ leadDays: 'validation.buyingStep.leadDays.invalid' });
    expect(firstErrors((await resolve({ ...buyingStepFormValues(LAND_REGISTRY, 'en'), leadDays: '400' })).errors)).toEqual({ leadDays: 'validation.buyingStep.leadDays.invalid' });
    expect(firstErrors((await resolve({ ...buyingStepFormValues(LAND_REGISTRY, 'en'), source: '  ' })).errors)).toEqual({ source: 'validation.charge.source.required' });
  });
});
