import { useTranslation } from 'react-i18next';
import { MAX_SCORE } from '@core/constants';
import { cn } from '@/lib/utils';
import { scoreTone, type ScoreTone } from '../lib/review';

const TONE_CLASS: Record<ScoreTone, string> = {
  strong: 'bg-green-700',
  good: 'bg-teal-700',
  fair: 'bg-amber-600',
  weak: 'bg-red-700',
};

/** The eligibility score out of 100 as a bar (role="meter", with its value in words). */
export function ScoreBar({ score }: { score: number | null }) {
  const { t } = useTranslation('broker');
  if (score === null) {
    return <p className="text-sm text-muted-foreground">{t('profile.noScore')}</p>;
  }
  const clamped = Math.min(Math.max(score, 0), MAX_SCORE);
  const tone = scoreTone(clamped);
  const valueText = t('profile.scoreValue', { score, max: MAX_SCORE, band: t(`profile.band.${tone}`) });
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id="broker-score-label" className="font-medium">
          {t('profile.score')}
        </span>
        <span className="font-semibold tabular-nums" data-testid="broker-score">
          {valueText}
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby="broker-score-label"
        aria-valuemin={0}
        aria-valuemax={MAX_SCORE}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
        data-testid="broker-score-bar"
      >
        <div className={cn('h-full rounded-full transition-[width]', TONE_CLASS[tone])} style={{ width: `${(clamped / MAX_SCORE) * 100}%` }} />
      </div>
    </div>
  );
}
