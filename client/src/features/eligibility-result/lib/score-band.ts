/**
 * The score's band, for the gauge's colour and word. Thresholds are a presentation choice
 * (not a lending rule): 80+ strong, 65+ good, 50+ fair, below weak.
 */
export type ScoreBand = 'strong' | 'good' | 'fair' | 'weak';

export const SCORE_BAND_MIN: Record<ScoreBand, number> = { strong: 80, good: 65, fair: 50, weak: 0 };

export function scoreBand(score: number): ScoreBand {
  if (score >= SCORE_BAND_MIN.strong) return 'strong';
  if (score >= SCORE_BAND_MIN.good) return 'good';
  if (score >= SCORE_BAND_MIN.fair) return 'fair';
  return 'weak';
}

export const SCORE_BAND_COLOR: Record<ScoreBand, string> = {
  strong: '#15803d',
  good: '#0e7c86',
  fair: '#b45309',
  weak: '#b91c1c',
};
