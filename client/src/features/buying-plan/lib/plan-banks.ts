import type { Assessment } from '@core/schemas/assessment';
import type { PlanBank } from './plan-types';

/** The banks the stored result recommends (id and name), as the form offers them; none when it has none. */
export function recommendedBanks(assessment: Pick<Assessment, 'bankRecommendations'>): PlanBank[] {
  const banks = assessment.bankRecommendations;
  if (!Array.isArray(banks)) return [];
  return banks.flatMap((bank: unknown) => {
    const { bankId, name } = (bank ?? {}) as { bankId?: unknown; name?: unknown };
    return typeof bankId === 'number' && typeof name === 'string' ? [{ bankId, name }] : [];
  });
}
