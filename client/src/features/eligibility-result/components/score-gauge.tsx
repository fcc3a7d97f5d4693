import { useTranslation } from 'react-i18next';
import { MAX_SCORE } from '@core/constants';
import { SCORE_BAND_COLOR, scoreBand } from '../lib/score-band';

const RADIUS = 80;
const ARC = Math.PI * RADIUS;
const PATH = `M 20 100 A ${RADIUS} ${RADIUS} 0 0 1 180 100`;

/** The score out of 100 as a half-circle gauge with its band (SVG; the text is real text). */
export function ScoreGauge({ score }: { score: number }) {
  const { t } = useTranslation('result');
  const band = scoreBand(score);
  const filled = (Math.min(Math.max(score, 0), MAX_SCORE) / MAX_SCORE) * ARC;
  const color = SCORE_BAND_COLOR[band];
  return (
    <div className="grid justify-items-center gap-1">
      <svg viewBox="0 0 200 112" className="w-full max-w-[240px]" aria-hidden="true">
        <path d={PATH} fill="none" stroke="var(--color-muted)" strokeWidth="18" strokeLinecap="round" />
        <path
          d={PATH}
          fill="none"
          stroke={color}
          strokeWidth="18"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${ARC}`}
          className="transition-[stroke-dasharray] duration-300"
        />
      </svg>
      <p className="-mt-16 grid justify-items-center" aria-label={t('score.ariaLabel', { score, max: MAX_SCORE, band: t(`band.${band}`) })} role="img">
        <span className="text-5xl leading-none font-bold tracking-tight" data-testid="result-score">
          {score}
        </span>
        <span className="text-sm text-muted-foreground">{t('score.outOf', { max: MAX_SCORE })}</span>
      </p>
      <p className="mt-2 rounded-full px-3 py-1 text-sm font-semibold text-white" style={{ backgroundColor: color }} data-testid="result-score-band">
        {t(`band.${band}`)}
      </p>
    </div>
  );
}
