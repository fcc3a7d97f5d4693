import { z } from 'zod';
import { ZScoringUpdate } from './admin';

/**
 * PUT /api/admin/scoring-config: every edited category at once (issue 12), saved as one new
 * configuration version, or nothing. The active weights of the resulting configuration must
 * total SCORING_TOTAL (a total of 110 never reaches applicants).
 */
export const SCORING_TOTAL = 100;

export const ZScoringCategoryChange = z.object({ id: z.number({ error: 'errors.notFound' }).int().positive({ error: 'errors.notFound' }) }).and(ZScoringUpdate);
export type ScoringCategoryChange = z.infer<typeof ZScoringCategoryChange>;

export const ZScoringBatchUpdate = z.object({
  categories: z.array(ZScoringCategoryChange, { error: 'validation.scoring.batch' }).min(1, { error: 'validation.scoring.batch' }).max(50, { error: 'validation.scoring.batch' }),
});
export type ScoringBatchUpdate = z.infer<typeof ZScoringBatchUpdate>;
