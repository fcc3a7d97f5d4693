import { AlertTriangle, CheckCircle2, RotateCcw, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { SCORING_TOTAL_TARGET } from '../lib/scoring';

interface ScoringTotalBarProps {
  /** The total of active weights as typed, before saving. */
  total: number;
  changedCount: number;
  hasIssues: boolean;
  isSaving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

/**
 * The live total and the one save for every category (issue 12): Save waits for a total of 100
 * and for every typed value to be valid, so a total of 110 never reaches applicants.
 */
export function ScoringTotalBar({ total, changedCount, hasIssues, isSaving, onSave, onDiscard }: ScoringTotalBarProps) {
  const { t } = useTranslation(['admin', 'translation']);
  const isOnTarget = total === SCORING_TOTAL_TARGET;
  const canSave = changedCount > 0 && isOnTarget && !hasIssues && !isSaving;

  return (
    <div
      className={cn(
        'sticky top-16 z-10 grid gap-3 rounded-xl border p-4 shadow-sm sm:flex sm:flex-wrap sm:items-center sm:justify-between',
        isOnTarget ? 'border-green-200 bg-green-50 text-green-950' : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
      data-testid="scoring-total-bar"
    >
      <div className="grid gap-1" aria-live="polite">
        <p className="flex items-center gap-2 font-semibold">
          {isOnTarget ? <CheckCircle2 aria-hidden="true" className="size-5 text-green-700" /> : <AlertTriangle aria-hidden="true" className="size-5 text-amber-700" />}
          <span data-testid="scoring-total" data-total={total}>
            {t('scoring.total', { total, target: SCORING_TOTAL_TARGET })}
          </span>
        </p>
        {isOnTarget ? null : (
          <p className="text-sm" data-testid="scoring-warning">
            {t('scoring.warning', { total, target: SCORING_TOTAL_TARGET })}
          </p>
        )}
        {changedCount > 0 ? (
          <p className="text-sm" data-testid="scoring-changed">
            {t('scoring.changedCount', { count: changedCount })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onDiscard} disabled={changedCount === 0 || isSaving} data-testid="scoring-discard">
          <RotateCcw aria-hidden="true" />
          {t('scoring.reset')}
        </Button>
        <Button onClick={onSave} disabled={!canSave} data-testid="scoring-save">
          {isSaving ? <Spinner className="size-4 text-current" /> : <Save aria-hidden="true" />}
          {t('scoring.saveAll')}
        </Button>
      </div>
    </div>
  );
}
